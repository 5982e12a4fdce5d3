import {
  Alert,
  Backdrop,
  Box,
  Button,
  CircularProgress,
  Container,
  Grid,
  Paper,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import type { DataSheet } from '../../../contracts/calc';
import { STEP_FIELDS, type PositionField, type PositionInput } from '../../../contracts/positions';
import { stepOfField } from '../../../domain/positions';
import { ApiError } from '../../api/errors';
import { isStaleEdit } from '../../api/client';
import { useClientConfig } from '../../app/layout/Footer';
import { staleEditNotice, useNotify } from '../../app/notifications';
import { apiErrorText } from '../../api/server-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { projectApi } from '../../api/projects';
import { positionsApi } from '../../api/positions';
import { calcApi } from './api';
import { ecodesignRefusal } from './ecodesign';
import { CalculationStep } from './steps/CalculationStep';
import { CoilsStep } from './steps/CoilsStep';
import { DoneStep } from './steps/DoneStep';
import { FanStep } from './steps/FanStep';
import { FilteringStep } from './steps/FilteringStep';
import { OperatingPointStep } from './steps/OperatingPointStep';
import { ProjectInformationStep } from './steps/ProjectInformationStep';
import { RequirementsStep } from './steps/RequirementsStep';
import { UnitTypeStep } from './steps/UnitTypeStep';
import { positionBody, previewKey, WizardSchema } from './wire';
import { WizardSidebar } from './WizardSidebar';
import {
  canReopen,
  fieldsOfStep,
  initialValues,
  nextStep,
  previousStep,
  problemOf,
  projectConditions,
  valuesOfPosition,
  withConcentrations,
  WIZARD_FIELDS,
  withUnitTypes,
  type ProjectConditions,
  type Step,
  type WizardValues,
} from './wizard';

/** The navigation state: a new position of `projectId`, or (editing) the position `data`. */
interface ConfiguratorState {
  projectId?: number;
  projectName?: string;
  editing?: boolean;
  data?: number;
}

/** Whether a position field belongs to a step after `step` (anything else, e.g. 'body', counts as not later). */
function laterStep(field: string, step: number): boolean {
  const known =
    /^(heater|cooler)/.test(field) ||
    Object.values(STEP_FIELDS).some((fields) => (fields as readonly string[]).includes(field));
  return known && stepOfField(field as PositionField) > step;
}

/** docs/rules.md#wizard-calculations: after a flow edit the unit-type look-up waits 3 s. */
export const FLOW_DEBOUNCE_MS = 3000;

const messageOf = (error: unknown, fallback: string) => apiErrorText(error, fallback);

/**
 * /create-project/configurator, the eight-step wizard (docs/rules.md#wizard-steps). Next checks the step (domain's stepProblem) and
 * runs the step's call: 1 the unit types for the flows; 4 to 7 the preview, the very calculation saving will run on
 * the same position (POST /project/item/preview), whose data sheet every step shows; a failed call keeps the wizard
 * on its step with the server's message, unless it concerns a later step's field. Results show only while the values
 * are those they were computed from, so every figure before saving is the saved revision's. Step 8 stores the
 * position (create, or a new revision when editing) and goes to its revision screen.
 */
export function ConfiguratorPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
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
  const { getValues, setValue, getFieldState, trigger, handleSubmit, reset: resetForm } = form;
  const values = form.watch();
  const [step, setStep] = useState<Step>(1);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set());
  const [conditions, setConditions] = useState<ProjectConditions | null>(null);
  const [projectName, setProjectName] = useState(state.projectName ?? '');
  const [unitTypes, setUnitTypes] = useState<UnitTypeMatch[]>([]);
  const [preview, setPreview] = useState<{ key: string; sheet: DataSheet } | null>(null);
  const sheet = preview?.key === previewKey(values) ? preview.sheet : null;
  // The edited position's version when it was read: a save after another tab's answers 409.
  const [editVersion, setEditVersion] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(0);
  const [submitting, setSubmitting] = useState(false);

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

  const work = useCallback(async <T,>(job: () => Promise<T>): Promise<T> => {
    setBusy((n) => n + 1);
    try {
      return await job();
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);

  /** The unit types for the flows; none (the server's 422) is projectinformation.flowValError. */
  const lookUpUnitTypes = useCallback(
    async (v: WizardValues): Promise<UnitTypeMatch[] | null> => {
      try {
        const types = await calcApi.unitTypes(v.flowSupplyM3h ?? 0, v.flowReturnM3h ?? 0);
        if (types.length === 0) {
          throw new ApiError(422, t('snackbar.flowValError'));
        }
        setUnitTypes(types);
        change((current) => withUnitTypes(current, types));
        return types;
      } catch (error) {
        const noUnit = error instanceof ApiError && error.status === 422;
        notify({
          type: 'error',
          message: noUnit ? t('snackbar.flowValError') : messageOf(error, t('snackbar.fetchingDataError')),
        });
        return null;
      }
    },
    [notify, t, change],
  );

  // The start: the position to edit (with its project and unit types), or the project's design values.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void work(async () => {
      let projId = state.projectId;
      if (editId !== undefined) {
        try {
          const position = await positionsApi.one(editId);
          setEditVersion(position.version);
          const loaded = valuesOfPosition(position);
          resetForm(loaded);
          setProjectName(position.projName);
          projId = position.projId;
          await lookUpUnitTypes(loaded);
        } catch (error) {
          notify({ type: 'error', message: messageOf(error, t('fallback.errorFetchingPosition')) });
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
          change((v) => withConcentrations({ ...v, ...found }));
        }
      } catch (error) {
        notify({ type: 'error', message: messageOf(error, t('fallback.errorFetchingProject')) });
      }
    });
    // Runs once, on arrival.
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  // Direct flow input: 3 s after the last edit, the look-up runs if step 1 is complete and the flows in range.
  const flowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(flowTimer.current), []);
  const onFlowEdited = useCallback(() => {
    clearTimeout(flowTimer.current);
    flowTimer.current = setTimeout(() => {
      if (problemOf(1, getValues()) === null) {
        void lookUpUnitTypes(getValues());
      }
    }, FLOW_DEBOUNCE_MS);
  }, [lookUpUnitTypes, getValues]);

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
      return true;
    } catch (error) {
      const field = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
      const later = field !== undefined && laterStep(field, from);
      if (!later) {
        notify({ type: 'error', message: messageOf(error, t('snackbar.recuperatorError')) });
        setStep((current) => (current > 1 ? previousStep(current, values.coils) : current));
      }
      return later;
    }
  };

  const go = (target: Step) => setStep(target);
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
    if (!(await trigger(fieldsOfStep(current, values)))) {
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
    go(nextStep(step, values.coils));
  };

  /** Step 8: every step's rules, then the whole position through the schema; what it gives back is saved. */
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

  const save = async (checked: PositionInput) => {
    setSubmitting(true);
    try {
      // What the schema checked is the body: positionInput and the clock (wire.ts WizardSchema).
      const body = checked;
      const saved =
        editId !== undefined
          ? await positionsApi.recalculate(editId, body, editVersion)
          : await positionsApi.create(body);
      notify({
        message: t(
          editId !== undefined ? 'snackbar.editProjectItemSuccess' : 'snackbar.createProjectItemSuccess',
        ),
      });
      complete(8);
      go(9);
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
          messageOf(
            error,
            t(editId !== undefined ? 'snackbar.editProjectItemError' : 'snackbar.createProjectItemError'),
          ),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    resetForm(initialValues(values.projId, crypto.randomUUID(), conditions));
    setCompleted(new Set());
    setPreview(null);
    go(1);
  };

  const props = { values, change };
  const content = {
    1: <ProjectInformationStep {...props} onFlowEdited={onFlowEdited} />,
    2: <RequirementsStep {...props} />,
    3: <UnitTypeStep {...props} unitTypes={unitTypes} />,
    4: <OperatingPointStep {...props} conditions={conditions} sheet={sheet} />,
    5: (
      <CoilsStep {...props} sheet={sheet} recovered={preview?.sheet ?? null} onBackToUnitType={() => go(3)} />
    ),
    6: <FilteringStep {...props} />,
    7: <FanStep {...props} sheet={sheet} />,
    8: (
      <CalculationStep
        values={values}
        unitTypes={unitTypes}
        sheet={sheet}
        submitting={submitting}
        onCalculate={() => void submit()}
      />
    ),
    9: <DoneStep onReset={reset} />,
  }[step];

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
        {values.projId === null && editId === undefined && (
          <Alert severity="warning" sx={{ my: 2 }}>
            {t('configurator.missingProject')}
          </Alert>
        )}
        <Grid container spacing={3} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <WizardSidebar
              current={step}
              completed={completed}
              coils={values.coils}
              onOpen={(target) => canReopen(target, step, completed) && go(target)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
              {step <= 8 && (
                <Typography variant="h5" component="h2" gutterBottom>
                  {step}. {t(`configurator.steps.s${step}`)}
                </Typography>
              )}
              <Box sx={{ display: 'grid', gap: 2 }} data-testid={`wizard-step-${step}`}>
                {content}
              </Box>
              {step <= 8 && (
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 2 }}>
                  <Button
                    variant="outlined"
                    disabled={step === 1 || submitting}
                    onClick={() => go(previousStep(step, values.coils))}
                    data-testid="wizard-back"
                  >
                    {t('configurator.back')}
                  </Button>
                  {step < 8 && (
                    <Button
                      variant="contained"
                      onClick={() => void next()}
                      disabled={busy > 0}
                      data-testid="wizard-next"
                    >
                      {t('configurator.next')}
                    </Button>
                  )}
                </Box>
              )}
            </Paper>
          </Grid>
        </Grid>
        <Backdrop
          open={busy > 0}
          sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
          data-testid="busy-overlay"
        >
          <CircularProgress color="inherit" />
        </Backdrop>
      </Container>
    </FormProvider>
  );
}
