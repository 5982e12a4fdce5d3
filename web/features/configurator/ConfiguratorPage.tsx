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
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import type { DataSheet } from '../../../contracts/calc';
import { STEP_FIELDS, stepOfField, type PositionField } from '../../../contracts/positions';
import { ApiError, isStaleEdit } from '../../api/client';
import { useClientConfig } from '../../app/layout/Footer';
import { staleEditNotice, useNotify } from '../../app/notifications';
import { apiErrorText } from '../../app/serverMessages';
import { projectApi } from '../projects/api';
import { positionsApi } from '../positions/api';
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
import { positionBody, previewKey } from './wire';
import { WizardSidebar } from './WizardSidebar';
import {
  canReopen,
  initialValues,
  nextStep,
  previousStep,
  problemOf,
  projectConditions,
  valuesOfPosition,
  withConcentrations,
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
    /^(heater|cooler|coilInput)/.test(field) ||
    Object.values(STEP_FIELDS).some((fields) => (fields as readonly string[]).includes(field));
  return known && stepOfField(field as PositionField) > step;
}

/** Part 2 section 4: after a flow edit the unit-type look-up waits 3 s. */
export const FLOW_DEBOUNCE_MS = 3000;

const messageOf = (error: unknown, fallback: string) => apiErrorText(error, fallback);

/**
 * /create-project/configurator, the eight-step wizard of part 2. Next checks the step (contracts' stepProblem) and
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

  const [values, setValues] = useState<WizardValues>(() =>
    initialValues(state.projectId ?? null, crypto.randomUUID()),
  );
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

  const change = useCallback((next: (v: WizardValues) => WizardValues) => setValues(next), []);
  const latest = useRef(values);
  latest.current = values;

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
        const types = await calcApi.unitTypes(v.flowSupply ?? 0, v.flowReturn ?? 0);
        if (types.length === 0) {
          throw new ApiError(422, t('snackbar.flowValError'));
        }
        setUnitTypes(types);
        setValues((current) => withUnitTypes(current, types));
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
    [notify, t],
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
          setValues(loaded);
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
          setValues((v) => withConcentrations({ ...v, ...found }));
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
      if (problemOf(1, latest.current) === null) {
        void lookUpUnitTypes(latest.current);
      }
    }, FLOW_DEBOUNCE_MS);
  }, [lookUpUnitTypes]);

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

  const next = async () => {
    if (step >= 8) {
      return;
    }
    const problem = problemOf(
      step as Exclude<Step, 9>,
      values,
      step === 3 ? unitTypes.map((u) => u.id) : undefined,
    );
    if (problem) {
      notify({
        type: problem.key === 'mandatoryFields' ? 'info' : 'error',
        message: t(`snackbar.${problem.key}`),
      });
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
    setSubmitting(true);
    try {
      const body = positionBody(values, new Date());
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
        state: { id: saved.data, name: values.name, admin: false },
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
    setValues(initialValues(values.projId, crypto.randomUUID(), conditions));
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
      <Backdrop open={busy > 0} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }} data-testid="busy-overlay">
        <CircularProgress color="inherit" />
      </Backdrop>
    </Container>
  );
}
