import { Card, CardActionArea, CardContent, Chip, Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * /create-project/choose-unit (docs/rules.md#choose-unit): Compact PRO goes to the configurator, Hydra PRO
 * (a beta feature) to the pool calculator. Both replace history and pass the project id along.
 */
export function ChooseUnitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId } = (useLocation().state ?? {}) as { projectId?: number };
  const go = (path: string) => void navigate(path, { replace: true, state: { projectId } });
  const families = [
    {
      key: 'compact',
      path: '/create-project/configurator',
      title: t('pool.compact'),
      text: t('pool.compactText'),
    },
    { key: 'hydra', path: '/hydra', title: t('pool.hydra'), text: t('pool.hydraText'), beta: true },
  ];
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pool.chooseTitle')}
      </Typography>
      <Grid container spacing={3}>
        {families.map((family) => (
          <Grid key={family.key} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                sx={{ height: '100%' }}
                onClick={() => go(family.path)}
                data-testid={`choose-${family.key}`}
              >
                <CardContent>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {family.title}
                  </Typography>
                  {family.beta && <Chip color="warning" size="small" label={t('pool.beta')} sx={{ mb: 1 }} />}
                  <Typography color="text.secondary">{family.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
