import FileDownload from '@mui/icons-material/FileDownload';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Divider,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alternative, WeatherYearInfo } from '../../../../contracts/energy';
import { type Position } from '../../../../contracts/positions';
import { PositionInputSchema } from '../../../../domain/positions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../app/notifications';
import { apiDownload } from '../../../api/client';
import { apiErrorText } from '../../../api/server-messages';
import { positionsApi } from '../../../api/positions';
import { queryKeys } from '../../../api/queries';
import { AlternativesTable, alternativeLabel } from './AlternativesTable';
import { AnnualFigures } from './AnnualFigures';
import { energyApi, type EnergySettings } from '../../../api/energy';
import { AssumptionsForm } from './AssumptionsForm';
import { WeatherUpload } from './WeatherUpload';

/**
 * The revision screen's energy tab (issue 20): the active revision's year on its project's weather year with every
 * assumption editable, and its alternatives side by side, one of which a click (after a question) saves as the
 * position's next revision through the configurator's save. Loaded lazily with the tab (charts and all).
 */
export default function EnergyPanel({ position }: { position: Position }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<EnergySettings>({});
  const [asked, setAsked] = useState<Alternative | null>(null);
  const { id, revisionNumber } = position;
  const request = { id, revNum: revisionNumber, ...settings };

  const annual = useQuery({
    queryKey: queryKeys.positions.annual(id, revisionNumber, settings),
    queryFn: () => energyApi.annual(request),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const alternatives = useQuery({
    queryKey: queryKeys.positions.alternatives(id, revisionNumber, settings),
    queryFn: () => energyApi.alternatives(request),
    placeholderData: keepPreviousData,
    retry: false,
  });

  // An alternative made the position's next revision.
  const adopt = useMutation({
    mutationFn: (alternative: Alternative) =>
      positionsApi.recalculate(id, PositionInputSchema.parse(alternative.input), position.version),
    onSuccess: async (saved) => {
      notify({ message: t('energy.alternatives.saved', { revision: saved.revisionNumber }) });
      // The position now reads the new revision; its list, revisions, project totals and this tab follow.
      await queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects.of(position.projId) });
    },
    onError: (error) =>
      notify({ type: 'error', message: apiErrorText(error, t('energy.alternatives.failed')) }),
  });
  const saving = adopt.isPending;
  const make = () => {
    const alternative = asked;
    setAsked(null);
    if (alternative) {
      adopt.mutate(alternative);
    }
  };

  // The JSON export carries the same answer the screen shows, at the same settings (issue 20, acceptance 4).
  const exportJson = async () => {
    try {
      await apiDownload(
        'POST',
        '/project/item/annual/export',
        `annual_position-${id}_rev-${revisionNumber}.json`,
        request,
      );
    } catch (error) {
      notify({ type: 'error', message: apiErrorText(error, t('energy.exportFailed')) });
    }
  };

  const data = annual.data;
  return (
    <Box data-testid="energy-panel">
      {(annual.isFetching || alternatives.isFetching || saving) && (
        <LinearProgress sx={{ mb: 1 }} aria-label={t('energy.annual.title')} />
      )}
      {annual.isError && (
        <Alert severity="error" data-testid="energy-error">
          {apiErrorText(annual.error, t('energy.failed'))}
        </Alert>
      )}
      {annual.isPending && <Skeleton variant="rectangular" height={240} />}
      {data && (
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Box>
            <WeatherNote weather={data.weather} />
            <WeatherUpload positionId={id} />
          </Box>
          <AssumptionsForm
            key={JSON.stringify([data.profile, data.prices, data.lifeCycle])}
            applied={data}
            busy={annual.isFetching || saving}
            onApply={setSettings}
          />
          <Box>
            <AnnualFigures data={data} />
            <Button
              startIcon={<FileDownload />}
              onClick={() => void exportJson()}
              sx={{ mt: 1 }}
              data-testid="energy-export"
            >
              {t('energy.export')}
            </Button>
          </Box>
          {alternatives.isError && (
            <Alert severity="error">{apiErrorText(alternatives.error, t('energy.failed'))}</Alert>
          )}
          {alternatives.isPending && <Skeleton variant="rectangular" height={240} />}
          {alternatives.data && (
            <AlternativesTable
              data={alternatives.data}
              canSave
              busy={saving || alternatives.isFetching}
              onMake={setAsked}
            />
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asked !== null}
        text={t('energy.alternatives.confirm', {
          label: asked ? alternativeLabel(asked, t) : '',
          revision: position.revisionCount + 1,
        })}
        onYes={() => void make()}
        onNo={() => setAsked(null)}
      />
    </Box>
  );
}

/**
 * Which year the hours come from: an ERA5 calendar year, or a synthetic one (from the monthly design data, or from
 * the design days alone), marked as such; the method in the user's language (the answer's own text goes to the JSON
 * export and the documents).
 */
export function WeatherNote({ weather }: { weather: WeatherYearInfo }) {
  const { t } = useTranslation();
  const synthetic = weather.source === 'synthetic';
  // An uploaded year's method is 'uploaded: <file name>' (engine/energy/weather-file.ts).
  const file = weather.kind === 'uploaded' ? weather.method.replace(/^uploaded: /, '') : '';
  // A reference year's method names its years and each month's year (engine/energy/reference-year.ts).
  const years = /years (\d{4}-\d{4})/.exec(weather.method)?.[1] ?? '';
  const months = /\(([\d, ]+)\)$/.exec(weather.method)?.[1] ?? '';
  return (
    <Alert
      severity={synthetic ? 'warning' : 'info'}
      data-testid="energy-weather"
      data-source={weather.source}
      data-kind={weather.kind}
    >
      <AlertTitle>
        {t('energy.weather.title')}:{' '}
        {t(`energy.weather.${weather.kind}`, { year: weather.year, file, years, months })}
      </AlertTitle>
      {synthetic && <Typography variant="body2">{t('energy.weather.syntheticNote')}</Typography>}
      <Typography variant="body2">
        {t(`energy.weather.methods.${weather.kind}`, { year: weather.year, file, years, months })}
      </Typography>
    </Alert>
  );
}
