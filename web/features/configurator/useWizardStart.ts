import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import { positionsApi } from '../../api/positions';
import { projectQuery } from '../../api/project-queries';
import { queryKeys } from '../../api/queries';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import type { StepProps } from './fields';
import { projectConditions, valuesOfPosition, withConcentrations, type WizardValues } from './wizard';

/** What the wizard starts from: a new position of `projectId`, or the position `editId` to recalculate. */
export interface WizardStart {
  projectId: number | undefined;
  projectName: string | undefined;
  editId: number | undefined;
}

/**
 * The start, derived from two reads: the position to edit (read afresh, not from a cache, so a save after another
 * tab's answers 409), then its project, whose design conditions a new position takes as its own. What the wizard
 * shows of them (the conditions, the project's name, the edited version) follows the reads; the form is reset to the
 * edited position, or given the project's conditions, once, when each arrives. `loading` while either read runs.
 */
export function useWizardStart(
  start: WizardStart,
  form: { reset: UseFormReset<WizardValues>; change: StepProps['change'] },
  lookUpUnitTypes: (values: WizardValues) => Promise<UnitTypeMatch[] | null>,
  work: <T>(job: () => Promise<T>) => Promise<T>,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { editId } = start;

  const edited = useQuery({
    queryKey: queryKeys.positions.one(editId ?? 0, false),
    queryFn: () => positionsApi.one(editId!),
    enabled: editId !== undefined,
    refetchOnMount: 'always',
    retry: false,
  });
  // Only this visit's answer counts: a cached copy could carry an older version.
  const position = edited.isFetchedAfterMount ? edited.data : undefined;
  const projectId = editId === undefined ? start.projectId : position?.projId;
  const project = useQuery(projectQuery(projectId));
  const conditions = useMemo(() => (project.data ? projectConditions(project.data) : null), [project.data]);

  const applied = useRef({ position: false, project: false, failed: false });
  useEffect(() => {
    if (position && !applied.current.position) {
      applied.current.position = true;
      const loaded = valuesOfPosition(position);
      form.reset(loaded);
      void work(() => lookUpUnitTypes(loaded));
    }
  }, [position]);
  useEffect(() => {
    if (conditions && editId === undefined && !applied.current.project) {
      applied.current.project = true;
      form.change((v) => withConcentrations({ ...v, ...conditions }));
    }
  }, [conditions]);
  useEffect(() => {
    if (applied.current.failed) {
      return;
    }
    if (edited.isError) {
      applied.current.failed = true;
      notify({ type: 'error', message: apiErrorText(edited.error, t('fallback.errorFetchingPosition')) });
    } else if (project.isError) {
      applied.current.failed = true;
      notify({ type: 'error', message: apiErrorText(project.error, t('fallback.errorFetchingProject')) });
    }
  }, [edited.isError, project.isError]);

  return {
    conditions,
    projectName: start.projectName || position?.projName || project.data?.name || '',
    editVersion: position?.version,
    loading: (editId !== undefined && edited.isFetching) || project.isFetching,
  };
}
