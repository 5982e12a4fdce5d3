import Air from '@mui/icons-material/Air';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Info from '@mui/icons-material/Info';
import Pool from '@mui/icons-material/Pool';
import Thermostat from '@mui/icons-material/Thermostat';
import {
  Alert,
  Box,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Skeleton,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tabs,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PoolPosition } from '../../../contracts/pool';
import { useNotify } from '../../app/notifications';
import { formatEuro, formatNumber } from '../../lib/format';
import { poolApi } from '../../api/pool';
import { queryKeys } from '../../api/queries';
import { poolPositionQuery } from './queries';

type Row = [label: string, value: string];

/**
 * /hydra/project-item, the read-only view of one saved pool position (docs/rules.md#pool-position-view), opened with
 * the position id in navigation state: four tabs, edit (to /hydra in edit mode) and delete (confirm dialog, then to
 * /project-item). Tab labels hide on screens up to 600 px, leaving the icons.
 */
export function PoolPositionPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const small = useMediaQuery('(max-width:600px)');
  const { id } = (useLocation().state ?? {}) as { id?: number };
  const [tab, setTab] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const position = useQuery(poolPositionQuery(id));
  const removal = useMutation({
    mutationFn: (positionId: number) => poolApi.remove(positionId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects.of() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.pool.all });
      notify({ message: t('pool.deleteProjectSuccess') });
      void navigate('/project-item', { state: { projectId: position.data?.projectId } });
    },
    // docs/rules.md#pool-position-view: a failed delete is only logged.
    onError: (error) => console.error(error),
  });

  if (id === undefined || position.isError) {
    return (
      <Container sx={{ py: 3 }}>
        <Alert severity="error">{t('pool.fetchError')}</Alert>
      </Container>
    );
  }
  const p = position.data;

  const remove = () => {
    setConfirming(false);
    removal.mutate(id);
  };

  const tabs = [
    { icon: <Info />, label: t('pool.tabMain') },
    { icon: <Thermostat />, label: t('pool.tabThermo') },
    { icon: <Air />, label: t('pool.tabMaxAir') },
    { icon: <Pool />, label: t('pool.tabUnit') },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }} data-testid="pool-position-title">
          {p ? p.name : <Skeleton width={240} />}
        </Typography>
        <Button
          startIcon={<Edit />}
          disabled={!p}
          onClick={() => void navigate('/hydra', { state: { position: p } })}
          data-testid="pool-edit"
        >
          {t('pool.edit')}
        </Button>
        <Button
          color="error"
          startIcon={<Delete />}
          disabled={!p}
          onClick={() => setConfirming(true)}
          data-testid="pool-delete"
        >
          {t('pool.delete')}
        </Button>
      </Box>
      <Paper>
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="fullWidth">
          {tabs.map((item, index) => (
            <Tab
              key={item.label}
              icon={item.icon}
              iconPosition="start"
              label={small ? undefined : item.label}
              aria-label={item.label}
              data-testid={`pool-tab-${index}`}
            />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }} data-testid="pool-tab-panel">
          {p && tab === 2 && p.airBelowEvaporationLoad && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="pool-air-below-load">
              {t('pool.airBelowLoad', {
                air: p.maxRequiredAir.toFixed(0),
                capacity: p.dehumidificationCapacity.toFixed(2),
                load: p.evaporationLoad.toFixed(2),
                needed: p.airForEvaporationLoad.toFixed(0),
                roundedUp: p.airForEvaporationLoadRoundedUp.toFixed(0),
              })}
            </Alert>
          )}
          {p ? <Rows rows={tabRows(p, tab, t)} /> : <Skeleton variant="rectangular" height={200} />}
        </Box>
      </Paper>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('pool.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('pool.confirmText', { name: p?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('pool.no')}</Button>
          <Button color="error" onClick={remove} data-testid="pool-confirm-delete">
            {t('pool.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const fixed = (value: number, digits: number) => formatNumber(value, digits);

function tabRows(p: PoolPosition, tab: number, t: (key: string) => string): Row[] {
  switch (tab) {
    case 0:
      return [
        [t('pool.name'), p.name],
        [t('pool.poolName'), p.poolName],
        [t('pool.typeOfPool'), t(`pool.types.${p.typeOfPool}`)],
        [t('pool.poolVolume'), fixed(p.poolVolume, 1)],
        [t('pool.waterSurface'), fixed(p.waterSurface, 1)],
        [t('pool.numberOfVisitors'), String(p.numberOfVisitors)],
      ];
    case 1:
      return [
        [t('pool.airTemperature'), fixed(p.airTemperature, 1)],
        [t('pool.waterTemperature'), fixed(p.waterTemperature, 1)],
        [t('pool.airHumidity'), fixed(p.airHumidity, 1)],
        [t('pool.absoluteHumidityAir'), fixed(p.absoluteHumidityAir, 4)],
        [t('pool.wildWaterChannels'), String(p.wildWaterChannels)],
        [t('pool.waterMushrooms'), String(p.waterMushrooms)],
        [t('pool.waterMushroomsMeters'), String(p.waterMushroomsMeters)],
        [t('pool.neckMassageShowers'), String(p.neckMassageShowers)],
        [t('pool.underwaterJets'), String(p.underwaterJets)],
        [t('pool.bubbleFountains'), String(p.bubbleFountains)],
        [t('pool.childrenSeats'), String(p.childrenSeats)],
        [t('pool.childrenSlides'), String(p.childrenSlides)],
        [t('pool.massageAreas'), String(p.massageAreas)],
        [t('pool.loungersSeats'), String(p.loungersSeats)],
        [t('pool.simultaneityFactorAttraction'), String(p.simultaneityFactorAttraction)],
      ];
    case 2:
      return [
        [t('pool.maxRequiredAir'), fixed(p.maxRequiredAir, 0)],
        [t('pool.minRequiredFreshAir'), fixed(p.minRequiredFreshAir, 0)],
        [t('pool.numOfAirChanges'), fixed(p.numOfAirChanges, 2)],
        [t('pool.totalMassFlowWaterUsedPool'), fixed(p.evaporationLoad, 2)],
        [t('pool.dehumidificationCapacity'), fixed(p.dehumidificationCapacity, 2)],
        [t('pool.airForEvaporationLoad'), fixed(p.airForEvaporationLoad, 0)],
      ];
    default:
      return [
        [t('pool.unitType'), p.unit ? `${p.unit.series} ${p.unit.type}` : String(p.unitTypeId)],
        [t('pool.unitSize'), p.unit?.size ?? ''],
        [t('pool.numOfUnits'), String(p.numOfUnits)],
        [t('pool.airFlowPerUnit'), fixed(p.maxRequiredAir / p.numOfUnits, 0)],
        [t('pool.price'), formatEuro(p.price)],
      ];
  }
}
