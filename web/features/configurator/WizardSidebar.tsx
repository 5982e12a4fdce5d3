import { Step as MuiStep, StepButton, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { canReopen, STEPS, type Step, type WizardValues } from './wizard';

/**
 * Issue 31: the phone's eight numbers fit 320 px (the default step padding made the page 428 px wide at 390):
 * an icon and a quarter of a spacing unit each side, the connectors take what is left.
 */
const PHONE_STEPPER = {
  '& .MuiStep-root': { px: 0.25 },
  '& .MuiStepLabel-iconContainer': { pr: 0 },
  '& .MuiStepConnector-root': { minWidth: 2 },
} as const;

/**
 * The steps of the wizard: a vertical stepper on desktops, a compact one (numbers only, the current title below) on
 * phones. A step reopens only if completed and not ahead of the current one; the coils step is marked skipped when
 * there are no coils.
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
  return (
    <nav aria-label={t('configurator.stepsLabel')}>
      <Stepper
        nonLinear
        activeStep={current - 1}
        orientation={desktop ? 'vertical' : 'horizontal'}
        sx={desktop ? undefined : PHONE_STEPPER}
      >
        {STEPS.map((step) => {
          const skipped = step === 5 && coils === 'without';
          const open = canReopen(step, current, completed) && step !== current;
          const label = t(`configurator.steps.s${step}`);
          return (
            <MuiStep
              key={step}
              completed={completed.has(step) && !skipped}
              disabled={!open && step !== current}
            >
              <StepButton
                onClick={() => onOpen(step)}
                disabled={!open}
                data-testid={`wizard-sidebar-step-${step}`}
                aria-label={label}
                optional={
                  desktop && skipped ? (
                    <Typography variant="caption">{t('configurator.skipped')}</Typography>
                  ) : undefined
                }
              >
                {desktop ? label : null}
              </StepButton>
            </MuiStep>
          );
        })}
      </Stepper>
      {!desktop && current <= 8 && (
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
