import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeatherYearData } from '../../../contracts/energy';
import { hourDensity, shareInComfortZone, type ComfortZone, type HourDensity } from '../../../engine/chart';
import { formatPercent } from '../../lib/format';
import { weatherYearQuery } from './queries';

/**
 * The hourly year of a position's project for its Mollier chart (issue 20): read once per position, binned in x-h
 * cells for the density cloud. Only for the owner's positions (the read has no admin variant); null otherwise and
 * while it loads or when it cannot be read.
 */
export function useHourlyYear(positionId: number | undefined, enabled: boolean) {
  const year = useQuery(weatherYearQuery(positionId, enabled));
  const density = useMemo(
    () => (year.data ? hourDensity(year.data.tDbC, year.data.wKgPerKg) : null),
    [year.data],
  );
  return { data: year.data ?? null, density, failed: year.isError };
}

/**
 * Under the chart: where the cloud's hours come from (an ERA5 year, or a synthetic one, marked) and the share of
 * them inside the comfort zone drawn around the season's indoor point.
 */
export function HourlyYearCaption({
  year,
  density,
  comfortZone,
  failed,
}: {
  year: WeatherYearData | null;
  density: HourDensity | null;
  comfortZone: ComfortZone | null;
  failed: boolean;
}) {
  const { t } = useTranslation();
  const share = useMemo(
    () =>
      year && comfortZone ? shareInComfortZone(year.tDbC, year.wKgPerKg, comfortZone, year.pressurePa) : null,
    [year, comfortZone],
  );
  if (failed) {
    return (
      <Alert severity="warning" sx={{ mt: 1 }} data-testid="mollier-hours-failed">
        {t('energy.mollier.unavailable')}
      </Alert>
    );
  }
  if (!year || !density) {
    return null;
  }
  // The year's label: an uploaded file's name and a reference year's years come from its method.
  const { method } = year.weather;
  const source = t(`energy.weather.${year.weather.kind}`, {
    year: year.weather.year,
    file: method.replace(/^uploaded: /, ''),
    years: /years (\d{4}-\d{4})/.exec(method)?.[1] ?? '',
  });
  return (
    <Box sx={{ px: 1, pt: 1, maxWidth: 800 }} data-testid="mollier-hours" data-kind={year.weather.kind}>
      <Typography variant="body2">
        {t('energy.mollier.hours', { source })} · {t('energy.mollier.legend')}
      </Typography>
      {share !== null && (
        <Typography variant="body2" data-testid="mollier-comfort-share">
          {t('energy.mollier.comfortShare', { share: formatPercent(share, 1) })}
        </Typography>
      )}
    </Box>
  );
}
