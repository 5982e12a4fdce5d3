import { useEffect, useRef, useState } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import { positionsApi } from '../../api/positions';
import { projectApi } from '../../api/projects';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import type { StepProps } from './fields';
import {
  projectConditions,
  valuesOfPosition,
  withConcentrations,
  type ProjectConditions,
  type WizardValues,
} from './wizard';

/** What the wizard starts from: a new position of `projectId`, or the position `editId` to recalculate. */
export interface WizardStart {
  projectId: number | undefined;
  projectName: string | undefined;
  editId: number | undefined;
}

/**
 * The start, once on arrival: the position to edit (the form reset to it, its unit types looked up), then its
 * project's design conditions, which a new position takes as its own. Returns the project's conditions and name, and
 * the edited position's version when it was read (a save after another tab's answers 409).
 */
export function useWizardStart(
  start: WizardStart,
  form: { reset: UseFormReset<WizardValues>; change: StepProps['change'] },
  lookUpUnitTypes: (values: WizardValues) => Promise<UnitTypeMatch[] | null>,
  work: <T>(job: () => Promise<T>) => Promise<T>,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [conditions, setConditions] = useState<ProjectConditions | null>(null);
  const [projectName, setProjectName] = useState(start.projectName ?? '');
  const [editVersion, setEditVersion] = useState<number | undefined>(undefined);
  const { editId } = start;

  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void work(async () => {
      let projId = start.projectId;
      if (editId !== undefined) {
        try {
          const position = await positionsApi.one(editId);
          setEditVersion(position.version);
          const loaded = valuesOfPosition(position);
          form.reset(loaded);
          setProjectName(position.projName);
          projId = position.projId;
          await lookUpUnitTypes(loaded);
        } catch (error) {
          notify({ type: 'error', message: apiErrorText(error, t('fallback.errorFetchingPosition')) });
          return;
        }
      }
      if (projId === undefined) {
        return;
      }
      try {
        const project = await projectApi.one(projId);
        const found = projectConditions(project);
        setConditions(found);
        setProjectName((name) => name || project.name);
        if (editId === undefined) {
          form.change((v) => withConcentrations({ ...v, ...found }));
        }
      } catch (error) {
        notify({ type: 'error', message: apiErrorText(error, t('fallback.errorFetchingProject')) });
      }
    });
    // Runs once, on arrival.
  }, []);

  return { conditions, projectName, editVersion };
}
