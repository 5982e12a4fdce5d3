import { Box, Card, CardActionArea, CardContent, Container, Grid, Tooltip, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../app/brand';
import { useAfterFirstPaint } from '../../components/AfterFirstPaint';

/**
 * The landing page (docs/rules.md#landing): welcome, call to action, and the two AHU-type cards (Energy not yet
 * selectable); for visitors, the login dialog the routes hand it (a lazy chunk of the accounts feature).
 */
export function LandingPage({ loginDialog }: { loginDialog?: ReactNode }) {
  const { t } = useTranslation();
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
            {/* A link, so a tap on the prerendered page before the app has taken it over still goes there. */}
            <CardActionArea
              component={Link}
              to="/ahu-type/compact"
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
      {/* Asked for once the page has painted (issue 29: its 45 kB came before the page's text on a phone's
          connection); it still opens 100 ms after it mounts. */}
      {loginDialog !== undefined && painted && <Suspense fallback={null}>{loginDialog}</Suspense>}
    </Container>
  );
}
