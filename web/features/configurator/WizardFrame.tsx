import { Backdrop, Box, Button, CircularProgress, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardSidebar } from './WizardSidebar';
import { canReopen, previousStep, type Step, type WizardValues } from './wizard';

interface WizardFrameProps {
  step: Step;
  completed: ReadonlySet<number>;
  coils: WizardValues['coils'];
  busy: boolean;
  submitting: boolean;
  go: (step: Step) => void;
  onNext: () => void;
  children: ReactNode;
}

/**
 * The wizard around its step: the sidebar (a completed step reopens), the step's heading, Back and Next (Enter in a
 * field too), and the busy overlay while a call is under way.
 */
export function WizardFrame({
  step,
  completed,
  coils,
  busy,
  submitting,
  go,
  onNext,
  children,
}: WizardFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <WizardSidebar
            current={step}
            completed={completed}
            coils={coils}
            onOpen={(target) => canReopen(target, step, completed) && go(target)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Paper
            sx={{ p: { xs: 1.5, sm: 2 } }}
            // Issue 30: Enter in a field of steps 1-7 is Next (which checks the step's fields first).
            onKeyDown={(event) => {
              const target = event.target as HTMLElement;
              if (
                event.key === 'Enter' &&
                !event.shiftKey &&
                target.tagName === 'INPUT' &&
                step < 8 &&
                !busy
              ) {
                event.preventDefault();
                onNext();
              }
            }}
          >
            {step <= 8 && (
              <Typography variant="h5" component="h2" gutterBottom>
                {step}. {t(`configurator.steps.s${step}`)}
              </Typography>
            )}
            {/* minmax(0, 1fr): the step as wide as the screen allows (a bare grid column grows to its content). */}
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
              data-testid={`wizard-step-${step}`}
            >
              {children}
            </Box>
            {step <= 8 && (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 2 }}>
                <Button
                  variant="outlined"
                  disabled={step === 1 || submitting}
                  onClick={() => go(previousStep(step, coils))}
                  data-testid="wizard-back"
                >
                  {t('configurator.back')}
                </Button>
                {step < 8 && (
                  <Button variant="contained" onClick={onNext} disabled={busy} data-testid="wizard-next">
                    {t('configurator.next')}
                  </Button>
                )}
              </Box>
            )}
          </Paper>
        </Grid>
      </Grid>
      <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }} data-testid="busy-overlay">
        <CircularProgress color="inherit" />
      </Backdrop>
    </>
  );
}
