import { Box, Card, CardActionArea, CardContent, Container, Grid, Tooltip, Typography } from '@mui/material';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brand } from '../../app/brand';

/**
 * The landing page (docs/rules.md#landing): welcome, call to action, and the two AHU-type cards (Energy not yet
 * selectable); for visitors, the login dialog the routes hand it (a lazy chunk of the accounts feature).
 */
export function LandingPage({ loginDialog }: { loginDialog?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const painted = useAfterFirstPaint();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ textAlign: 'center' }}>
        {t('landing.welcome', { name: brand.softwareName })}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
        {t('landing.subtitle')}
      </Typography>
      <Typography sx={{ textAlign: 'center', mb: 4 }}>{t('landing.callToAction')}</Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea
              onClick={() => void navigate('/ahu-type/compact')}
              data-testid="card-compact"
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="h5" component="h2" gutterBottom>
                  {t('landing.compactTitle')}
                </Typography>
                <Typography color="text.secondary">{t('landing.compactText')}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Tooltip title={t('landing.comingSoon')} placement="top">
            <Card sx={{ height: '100%', opacity: 0.55 }} data-testid="card-energy" aria-disabled="true">
              <CardActionArea disabled sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {t('landing.energyTitle')}
                  </Typography>
                  <Typography color="text.secondary">{t('landing.energyText')}</Typography>
                  <Box sx={{ mt: 1, fontWeight: 600 }}>{t('landing.comingSoon')}</Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Tooltip>
        </Grid>
      </Grid>
      {loginDialog !== undefined && painted && <Suspense fallback={null}>{loginDialog}</Suspense>}
    </Container>
  );
}

/**
 * True once the page has painted its first content: the login dialog's code is asked for only then, so the page shows
 * without waiting for it (issue 29: its 45 kB came before the landing page's text on a phone's connection). The
 * dialog still opens 100 ms after it mounts; it is rendered as a transition, in slices.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    if (performance.getEntriesByName('first-contentful-paint').length > 0) {
      show();
      return;
    }
    const canObserve =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    const observer = canObserve ? new PerformanceObserver(show) : undefined;
    observer?.observe({ type: 'paint' });
    // A browser that reports no paint (or a hidden tab, which paints nothing) still gets its dialog.
    const fallback = window.setTimeout(show, canObserve ? 1000 : 0);
    return () => {
      observer?.disconnect();
      window.clearTimeout(fallback);
    };
  }, []);
  return painted;
}
