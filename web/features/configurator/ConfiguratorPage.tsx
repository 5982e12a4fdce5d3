import { Alert, Container, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PositionInput } from '../../../contracts/positions';
import { useClientConfig } from '../../app/layout/Footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnitTypes } from './useUnitTypes';
import { useWizardSave } from './useWizardSave';
import { useWizardStart } from './useWizardStart';
import { useBusy, useWizardSteps } from './useWizardSteps';
import { WizardFrame } from './WizardFrame';
import { WizardStep } from './WizardStep';
import { WizardSchema } from './wire';
import { initialValues, WIZARD_FIELDS, type Step, type WizardValues } from './wizard';
import { useWizardDraft } from './useWizardDraft';
import type { Draft } from '../../../contracts/drafts';
import { DraftNotice } from './DraftNotice';
import { CoilChangeNotice } from './CoilChangeNotice';

/** The navigation state: a new position of `projectId`, or (editing) the position `data`. */
interface ConfiguratorState {
  projectId?: number;
  projectName?: string;
  editing?: boolean;
  data?: number;
}

/**
 * /create-project/configurator, the eight-step wizard (docs/rules.md#wizard-steps). Next checks the step (domain's stepProblem) and
 * runs the step's call: 1 the unit types for the flows; 4 to 7 the preview, the very calculation saving will run on
 * the same position (POST /project/item/preview), whose data sheet every step shows; a failed call keeps the wizard
 * on its step with the server's message, unless it concerns a later step's field. Results show only while the values
 * are those they were computed from, so every figure before saving is the saved revision's. Step 8 stores the
 * position (create, or a new revision when editing) and goes to its revision screen. The page holds the form; the
 * hooks beside it the start (useWizardStart), the unit types, the steps and the save.
 */
export function ConfiguratorPage() {
  const { t } = useTranslation();
  const { data: clientConfig } = useClientConfig();
  const state = (useLocation().state ?? {}) as ConfiguratorState;
  const editId = state.editing ? state.data : undefined;

  // The form holds the position as the wizard edits it (a blank field is null); its resolver is the contracts' schema
  // of the position over the body it makes (wire.ts), run by Next on the step's fields and by the save on the whole.
  const [start] = useState(() => initialValues(state.projectId ?? null, crypto.randomUUID()));
  const form = useForm<WizardValues, unknown, PositionInput>({
    defaultValues: start,
    resolver: zodResolver(WizardSchema),
  });
  const { getValues, setValue, getFieldState } = form;
  const values = form.watch();

  /** A transition of wizard.ts on the form: each field it changed is set, and checked again if it showed an error. */
  const change = useCallback(
    (next: (v: WizardValues) => WizardValues) => {
      const current = { ...getValues() };
      const updated = next(current);
      for (const key of WIZARD_FIELDS) {
        if (!Object.is(updated[key], current[key])) {
          setValue(key, updated[key], { shouldDirty: true, shouldValidate: getFieldState(key).invalid });
        }
      }
    },
    [getValues, setValue, getFieldState],
  );

  const { busy: working, work } = useBusy();
  const { unitTypes, lookUpUnitTypes, onFlowEdited } = useUnitTypes(change, getValues);
  const { conditions, projectName, editVersion, loading } = useWizardStart(
    { projectId: state.projectId, projectName: state.projectName, editId },
    { reset: form.reset, change },
    lookUpUnitTypes,
    work,
  );
  const busy = working || loading;
  const steps = useWizardSteps({ form, values, unitTypes, lookUpUnitTypes, work, conditions });
  const draft = useWizardDraft({
    projId: values.projId,
    editId,
    values,
    step: steps.step,
    dirty: form.formState.isDirty,
    ready: !loading,
  });
  const { submit, submitting } = useWizardSave({
    values,
    unitTypes,
    handleSubmit: form.handleSubmit,
    refuseFields: steps.refuseFields,
    editId,
    editVersion,
    onSaved: () => {
      draft.saved();
      steps.saved();
    },
  });
  const resumeDraft = (kept: Draft) => {
    draft.resume();
    // The draft's values over the arrival's: fields it does not name keep theirs.
    const restored = { ...getValues(), ...(kept.values as Partial<WizardValues>) };
    form.reset(restored);
    void steps.resume(kept.step as Step, restored);
  };

  return (
    <FormProvider {...form}>
      <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1, sm: 3 } }}>
        <Typography variant="h4" component="h1">
          {t(editId !== undefined ? 'configurator.editTitle' : 'configurator.title')}
        </Typography>
        {projectName && (
          <Typography color="text.secondary" gutterBottom data-testid="wizard-project-name">
            {t('configurator.project', { name: projectName })}
          </Typography>
        )}
        {clientConfig?.catalogue.demo && (
          <Alert severity="warning" sx={{ my: 2 }} data-testid="demo-catalogue">
            {t('configurator.demoCatalogue')}
          </Alert>
        )}
        <DraftNotice
          offer={draft.offer}
          keptAt={steps.step <= 8 ? draft.keptAt : null}
          onResume={resumeDraft}
          onDiscard={draft.discard}
        />
        {values.projId === null && editId === undefined && (
          <Alert severity="warning" sx={{ my: 2 }}>
            {t('configurator.missingProject')}
          </Alert>
        )}
        <WizardFrame
          step={steps.step}
          completed={steps.completed}
          coils={values.coils}
          busy={busy}
          submitting={submitting}
          go={steps.go}
          onNext={() => void steps.next()}
        >
          <CoilChangeNotice changes={steps.changedCoils} onShow={() => steps.go(5)} />
          <WizardStep
            step={steps.step}
            values={values}
            change={change}
            unitTypes={unitTypes}
            conditions={conditions}
            sheet={steps.sheet}
            recovered={steps.preview?.sheet ?? null}
            submitting={submitting}
            onFlowEdited={onFlowEdited}
            onBackToUnitType={() => steps.go(3)}
            onCalculate={() => void submit()}
            onReset={steps.reset}
          />
        </WizardFrame>
      </Container>
    </FormProvider>
  );
}
