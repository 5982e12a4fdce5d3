import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { AqiYearly } from '../../../contracts/locations';
import { AQI_CATEGORIES } from '../../../engine/climate';
import { formatAxisDate } from '../../lib/format';

/** docs/rules.md#air-quality: the six levels and their AQI ranges. */
const RANGES: Record<(typeof AQI_CATEGORIES)[number], string> = {
  good: '0-50',
  moderate: '51-100',
  sensitive: '101-150',
  unhealthy: '151-200',
  veryUnhealthy: '201-300',
  hazardous: '300+',
};

/** The history chart of daily AQI over the past year. */
export function AqiHistoryChart({ history }: { history: AqiYearly['history'] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="aqi-history">
      <Typography variant="subtitle2">{t('projects.airQuality.history')}</Typography>
      <LineChart
        height={220}
        xAxis={[
          {
            data: history.map((d) => new Date(`${d.date}T00:00:00Z`)),
            scaleType: 'time',
            valueFormatter: (date: Date) => formatAxisDate(date),
          },
        ]}
        series={[{ data: history.map((d) => d.aqi), showMark: false, label: 'US AQI' }]}
      />
    </div>
  );
}

/** The reference table of levels with health implications and cautionary statements, and the days per level. */
export function AqiLevelsTable({ days }: { days: Record<(typeof AQI_CATEGORIES)[number], number> | null }) {
  const { t } = useTranslation();
  return (
    // Wider than a phone: it scrolls in its own box (focusable for the keyboard), not the page.
    <TableContainer tabIndex={0}>
      <Table size="small" data-testid="aqi-levels">
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.airQuality.range')}</TableCell>
            <TableCell>{t('projects.airQuality.level')}</TableCell>
            <TableCell>{t('projects.airQuality.days')}</TableCell>
            <TableCell>{t('projects.airQuality.health')}</TableCell>
            <TableCell>{t('projects.airQuality.caution')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {AQI_CATEGORIES.map((level) => (
            <TableRow key={level}>
              <TableCell>{RANGES[level]}</TableCell>
              <TableCell>{t(`projects.airQuality.levels.${level}`)}</TableCell>
              <TableCell data-testid={`aqi-days-${level}`}>{days ? days[level] : '-'}</TableCell>
              <TableCell>{t(`projects.airQuality.healthTexts.${level}`)}</TableCell>
              <TableCell>{t(`projects.airQuality.cautionTexts.${level}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
