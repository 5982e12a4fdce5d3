import { useCallback, useEffect, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DataSheet } from '../../../contracts/calc';
import { STEP_FIELDS, type PositionField, type PositionInput } from '../../../contracts/positions';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import { stepOfField } from '../../../domain/positions';
import { ApiError } from '../../api/errors';
import { positionsApi } from '../../api/positions';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import { positionBody, previewKey } from './wire';
import {
  coilCapacitiesOf,
  coilChanges,
  fieldsOfStep,
  type CoilCapacities,
  initialValues,
  nextStep,
  previousStep,
  problemOf,
  WIZARD_FIELDS,
  type ProjectConditions,
  type Step,
  type WizardValues,
} from './wizard';

/** Whether a position field belongs to a step after `step` (anything else, e.g. 'body', counts as not later). */
function laterStep(field: string, step: number): boolean {
  const known =
    /^(heater|cooler)/.test(field) ||
    Object.values(STEP_FIELDS).some((fields) => (fields as readonly string[]).includes(field));
  return known && stepOfField(field as PositionField) > step;
}

/** A count of the calls under way (the busy overlay) and the wrapper that counts one. */
export function useBusy() {
  const [busy, setBusy] = useState(0);
  const work = useCallback(async <T>(job: () => Promise<T>): Promise<T> => {
    setBusy((n) => n + 1);
    try {
      return await job();
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);
  return { busy: busy > 0, work };
}

interface StepsArgs {
  form: UseFormReturn<WizardValues, unknown, PositionInput>;
  values: WizardValues;
  unitTypes: readonly UnitTypeMatch[];
  lookUpUnitTypes: (values: WizardValues) => Promise<UnitTypeMatch[] | null>;
  work: <T>(job: () => Promise<T>) => Promise<T>;
  conditions: ProjectConditions | null;
}

/**
 * The wizard's steps (docs/rules.md#wizard-steps): which one shows, which are done, and Next, which checks the step
 * (domain's stepProblem, then the step's fields against the position's schema) and runs its call: 1 the unit types
 * for the flows; 4 to 7 the preview (POST /project/item/preview), the very calculation saving will run, whose data
 * sheet every step shows while the values are those it was computed from.
 */
export function useWizardSteps({ form, values, unitTypes, lookUpUnitTypes, work, conditions }: StepsArgs) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [step, setStep] = useState<Step>(1);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set());
  const [preview, setPreview] = useState<{ key: string; sheet: DataSheet } | null>(null);
  const sheet = preview?.key === previewKey(values) ? preview.sheet : null;
  // Issue 31 point 8: the coils' capacities as calculated when step 5 was left, to point out a later step's change.
  const [coilsSeen, setCoilsSeen] = useState<CoilCapacities | null>(null);
  const changedCoils =
    coilsSeen && sheet && step > 5 && step <= 8 ? coilChanges(coilsSeen, coilCapacitiesOf(sheet)) : [];

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  /**
   * The preview of the current values after step `from`: true to go on. A failure naming a field of a later step
   * (a coil or fan the user has not reached yet) lets the wizard go on to it without results; any other failure
   * shows the server's message and steps back by one (the calculation's failure rule of the step rules).
   */
  const previewed = async (from: number): Promise<boolean> => {
    const key = previewKey(values);
    try {
      const result = await work(() => positionsApi.preview(positionBody(values, new Date())));
      setPreview({ key, sheet: result.dataSheet });
      if (from === 5) {
        setCoilsSeen(coilCapacitiesOf(result.dataSheet));
      }
      return true;
    } catch (error) {
      const field = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
      const later = field !== undefined && laterStep(field, from);
      if (!later) {
        notify({ type: 'error', message: apiErrorText(error, t('snackbar.recuperatorError')) });
        setStep((current) => (current > 1 ? previousStep(current, values.coils) : current));
      }
      return later;
    }
  };

  const complete = (done: number) => setCompleted((c) => new Set(c).add(done));

  /** The first field the position's schema refused, with its label and rule (the field shows the rule too). */
  const refuseFields = (errors: FieldErrors<WizardValues>) => {
    const field = WIZARD_FIELDS.find((key) => errors[key] !== undefined);
    notify({
      type: 'error',
      message:
        field === undefined
          ? t('snackbar.mandatoryFields')
          : `${t(`configurator.fields.${field}`, { defaultValue: field })}: ${errors[field]?.message ?? ''}`,
    });
  };

  /** Next: the step rules (the original's messages), then the step's fields against the position's schema. */
  const next = async () => {
    if (step >= 8) {
      return;
    }
    const current = step as Exclude<Step, 8 | 9>;
    const problem = problemOf(current, values, step === 3 ? unitTypes.map((u) => u.id) : undefined);
    if (problem) {
      notify({
        type: problem.key === 'mandatoryFields' ? 'info' : 'error',
        message: t(`snackbar.${problem.key}`),
      });
      return;
    }
    if (!(await form.trigger(fieldsOfStep(current, values)))) {
      refuseFields(form.formState.errors);
      return;
    }
    if (step === 1 && (await work(() => lookUpUnitTypes(values))) === null) {
      return;
    }
    if (step >= 4 && step <= 7 && !(await previewed(step))) {
      return;
    }
    complete(step);
    setStep(nextStep(step, values.coils));
  };

  /** After the save: the done step, from which reset starts a new position of the same project. */
  const saved = () => {
    complete(8);
    setStep(9);
  };
  const reset = () => {
    form.reset(initialValues(values.projId, crypto.randomUUID(), conditions));
    setCompleted(new Set());
    setPreview(null);
    setCoilsSeen(null);
    setStep(1);
  };

  /**
   * A kept draft taken up (issue 30): its values, and its step with the steps before it done. The sizes for the flows
   * and, from step 5, the preview are asked again, as Next would have; a failure leaves the step without results.
   */
  const resume = async (at: Step, restored: WizardValues) => {
    if (at > 1) {
      await work(() => lookUpUnitTypes(restored));
    }
    if (at >= 5 && at <= 8) {
      const key = previewKey(restored);
      await work(() => positionsApi.preview(positionBody(restored, new Date()))).then(
        (result) => setPreview({ key, sheet: result.dataSheet }),
        () => undefined,
      );
    }
    setCompleted(new Set(Array.from({ length: at - 1 }, (_, i) => i + 1)));
    setStep(at);
  };

  return {
    step,
    go: setStep,
    completed,
    preview,
    sheet,
    changedCoils,
    next,
    refuseFields,
    saved,
    reset,
    resume,
  };
}
