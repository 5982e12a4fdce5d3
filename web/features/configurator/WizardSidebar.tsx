import Check from '@mui/icons-material/Check';
import {
  Box,
  ButtonBase,
  Step as MuiStep,
  StepButton,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { canReopen, STEPS, type Step, type WizardValues } from './wizard';

/**
 * The steps of the wizard: a vertical stepper on desktops; on phones a row of eight numbered circles with the current
 * title below (issue 31: MUI's horizontal stepper made the page 428 px wide at 390 px; the row fits 320 px). A step
 * reopens only if completed and not ahead of the current one; the coils step is marked skipped when there are no
 * coils.
 */
export function WizardSidebar({
  current,
  completed,
  coils,
  onOpen,
}: {
  current: Step;
  completed: ReadonlySet<number>;
  coils: WizardValues['coils'];
  onOpen: (step: Step) => void;
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const stateOf = (step: Step) => {
    const skipped = step === 5 && coils === 'without';
    return {
      skipped,
      done: completed.has(step) && !skipped,
      open: canReopen(step, current, completed) && step !== current,
      label: t(`configurator.steps.s${step}`),
    };
  };
  if (!desktop) {
    return (
      <nav aria-label={t('configurator.stepsLabel')}>
        <Box
          component="ol"
          sx={{ display: 'flex', justifyContent: 'space-between', p: 0, m: 0, listStyle: 'none' }}
        >
          {STEPS.map((step) => {
            const { done, open, label } = stateOf(step);
            const here = step === current;
            return (
              <li key={step}>
                <ButtonBase
                  onClick={() => onOpen(step)}
                  disabled={!open}
                  aria-label={label}
                  aria-current={here ? 'step' : undefined}
                  data-testid={`wizard-sidebar-step-${step}`}
                  sx={{
                    width: 30,
                    height: 30,
                    borderRadius: '50%',
                    typography: 'body2',
                    fontWeight: here ? 700 : 400,
                    color: here || done ? 'primary.contrastText' : 'text.primary',
                    bgcolor: here || done ? 'primary.main' : 'action.disabledBackground',
                    outline: here ? 2 : 0,
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  }}
                >
                  {done && !here ? <Check fontSize="small" /> : step}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
        {current <= 8 && (
          <Typography
            variant="subtitle1"
            sx={{ mt: 1, textAlign: 'center' }}
            data-testid="wizard-current-title"
          >
            {current}. {t(`configurator.steps.s${current}`)}
          </Typography>
        )}
      </nav>
    );
  }
  return (
    <nav aria-label={t('configurator.stepsLabel')}>
      <Stepper nonLinear activeStep={current - 1} orientation="vertical">
        {STEPS.map((step) => {
          const { skipped, done, open, label } = stateOf(step);
          return (
            <MuiStep key={step} completed={done} disabled={!open && step !== current}>
              <StepButton
                onClick={() => onOpen(step)}
                disabled={!open}
                data-testid={`wizard-sidebar-step-${step}`}
                aria-label={label}
                optional={
                  skipped ? <Typography variant="caption">{t('configurator.skipped')}</Typography> : undefined
                }
              >
                {label}
              </StepButton>
            </MuiStep>
          );
        })}
      </Stepper>
    </nav>
  );
}
