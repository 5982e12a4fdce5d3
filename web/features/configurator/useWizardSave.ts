import { useMutation } from '@tanstack/react-query';
import type { FieldErrors, UseFormHandleSubmit } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import type { PositionInput } from '../../../contracts/positions';
import { isStaleEdit } from '../../api/client';
import { positionsApi } from '../../api/positions';
import { apiErrorText } from '../../api/server-messages';
import { staleEditNotice, useNotify } from '../../app/notifications';
import { ecodesignRefusal } from './ecodesign';
import { problemOf, type WizardValues } from './wizard';

interface SaveArgs {
  values: WizardValues;
  unitTypes: readonly UnitTypeMatch[];
  handleSubmit: UseFormHandleSubmit<WizardValues, PositionInput>;
  refuseFields: (errors: FieldErrors<WizardValues>) => void;
  /** Recalculating this position as a new revision, read at `editVersion`; a new position otherwise. */
  editId: number | undefined;
  editVersion: number | undefined;
  onSaved: () => void;
}

/**
 * Step 8: every step's rules, then the whole position through the schema; what it gives back is saved (a new
 * position, or the edited one's next revision) and the revision screen opens. A stale edit (409) offers a reload.
 */
export function useWizardSave({
  values,
  unitTypes,
  handleSubmit,
  refuseFields,
  editId,
  editVersion,
  onSaved,
}: SaveArgs) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const editing = editId !== undefined;
  // What the schema checked is the body: positionInput and the clock (wire.ts WizardSchema).
  const saving = useMutation({
    mutationFn: (body: PositionInput) =>
      editId !== undefined ? positionsApi.recalculate(editId, body, editVersion) : positionsApi.create(body),
  });

  const save = async (checked: PositionInput) => {
    try {
      const saved = await saving.mutateAsync(checked);
      notify({
        message: t(editing ? 'snackbar.editProjectItemSuccess' : 'snackbar.createProjectItemSuccess'),
      });
      onSaved();
      void navigate('/project-item-revision', {
        replace: true,
        state: { id: saved.data, name: checked.name, admin: false },
      });
    } catch (error) {
      if (isStaleEdit(error)) {
        notify(staleEditNotice(t));
        return;
      }
      notify({
        type: 'error',
        message:
          ecodesignRefusal(error, t) ??
          apiErrorText(
            error,
            t(editing ? 'snackbar.editProjectItemError' : 'snackbar.createProjectItemError'),
          ),
      });
    }
  };

  const submit = async () => {
    const problem = problemOf(
      8,
      values,
      unitTypes.map((u) => u.id),
    );
    if (problem) {
      notify({
        type: problem.key === 'mandatoryFields' ? 'info' : 'error',
        message: t(`snackbar.${problem.key}`),
      });
      return;
    }
    await handleSubmit(save, refuseFields)();
  };

  return { submit, submitting: saving.isPending };
}
