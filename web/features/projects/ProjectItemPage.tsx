import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Grid,
  Skeleton,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorText } from '../../api/server-messages';
import { brand } from '../../app/brand';
import { useNotify } from '../../app/notifications';
import { PoolTable } from './PoolTable';
import { PositionsTable } from './PositionsTable';
import { projectApi } from '../../api/projects';
import { projectQuery } from '../../api/project-queries';
import { formatCreatedAt, formatEuro, formatNumber, formatQuantity } from '../../lib/format';
import { ProjectDocumentsMenu } from './ProjectDocumentsMenu';

interface ItemState {
  projectId?: number;
  projectNumber?: string;
  projectName?: string;
  prevLocation?: string;
}

/** /project-item: the project info card, its Compact positions and its pool positions (docs/rules.md#project-detail). */
export function ProjectItemPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ItemState;
  const admin = state.prevLocation === '/adminPanel';
  const id = state.projectId;
  const [confirming, setConfirming] = useState(false);
  const project = useQuery(projectQuery(id, admin));
  const removal = useMutation({
    mutationFn: (projectId: number) => projectApi.remove(projectId),
    onSuccess: () => {
      notify({ message: t('projects.deleteProjectSuccess') });
      void navigate('/', { replace: true });
    },
    onError: (error) =>
      notify({ type: 'error', message: apiErrorText(error, t('projects.deleteProjectError')) }),
  });

  if (id === undefined) {
    return (
      <Container sx={{ py: 3 }}>
        <Alert severity="error">{t('projects.fetchProjectError')}</Alert>
      </Container>
    );
  }

  const remove = () => {
    setConfirming(false);
    removal.mutate(id);
  };

  const p = project.data;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {admin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('projects.item.adminMode')}
        </Alert>
      )}
      {project.isError && <Alert severity="error">{t('projects.fetchProjectError')}</Alert>}
      {!p && !project.isError && (
        <Box data-testid="project-skeleton">
          <Skeleton variant="text" width="40%" height={48} />
          <Skeleton variant="rectangular" height={180} />
        </Box>
      )}
      {p && (
        <Card data-testid="project-info">
          <CardContent>
            <Typography variant="overline">{t('projects.item.info')}</Typography>
            <Typography variant="h4" component="h1" data-testid="project-title">
              {p.name}
            </Typography>
            <Typography color="text.secondary" gutterBottom>
              {[p.address, p.city, p.country].filter(Boolean).join(', ')}
            </Typography>
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Info label={t('projects.item.number')} value={p.number} />
              <Info label={t('projects.item.createdAt')} value={formatCreatedAt(p.createdAt, p.timeZone)} />
              <Info label={t('projects.item.numberOfUnits')} value={String(p.numberOfUnits)} />
              <Info label={t('projects.item.totalPrice')} value={formatEuro(p.totalPrice)} />
              <Info
                // The value shows its unit: the form's label without its own ('Elevation (m)').
                label={t('projects.location.elevation').replace(/\s*\([^()]*\)$/, '')}
                value={formatQuantity(p.elevation, 'm', 0)}
              />
              <Info
                label={t('projects.item.design')}
                value={`${t('projects.item.summer', {
                  temperature: formatQuantity(p.summerOutdoorTemperature, '°C'),
                  humidity: formatNumber(p.summerOutdoorHumidity),
                })}; ${t('projects.item.winter', {
                  temperature: formatQuantity(p.winterOutdoorTemperature, '°C'),
                  humidity: formatNumber(p.winterOutdoorHumidity),
                })}`}
              />
              <Info
                label={t('projects.utility.title')}
                value={t('projects.item.electricity', {
                  business: formatNumber(p.elPriceBusiness),
                  home: formatNumber(p.elPriceHome),
                })}
              />
              <Info
                label={t('projects.airQuality.title')}
                value={t('projects.item.aqi', {
                  current: formatNumber(p.aqiCurrent),
                  average: formatNumber(p.aqiYearlyAverage),
                })}
              />
              {brand.flags.customerDataPanel && p.customer && (
                <Info
                  label={t('projects.item.customer')}
                  value={[
                    p.customer.erpId,
                    p.customer.name,
                    p.customer.representative,
                    p.customer.phone,
                    p.customer.email,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                />
              )}
            </Grid>
          </CardContent>
          {!admin && (
            // Issue 31: the four actions wrap on a phone (side by side they ran into each other in German).
            <CardActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
              <Button
                startIcon={<Edit />}
                onClick={() => void navigate('/edit', { state: { projId: p.id } })}
              >
                {t('projects.item.edit')}
              </Button>
              <Button color="error" startIcon={<Delete />} onClick={() => setConfirming(true)}>
                {t('projects.item.delete')}
              </Button>
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => void navigate('/create-project/choose-unit', { state: { projectId: p.id } })}
              >
                {t('projects.item.addPosition')}
              </Button>
              <ProjectDocumentsMenu projectId={p.id} projectName={p.name} />
            </CardActions>
          )}
        </Card>
      )}
      <PositionsTable projectId={id} admin={admin} />
      {p && <PoolTable projectId={p.id} admin={admin} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogContent>
          <DialogContentText>{t('projects.item.confirmDelete', { name: p?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('projects.item.no')}</Button>
          <Button color="error" onClick={remove} data-testid="confirm-delete">
            {t('projects.item.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Grid>
  );
}
