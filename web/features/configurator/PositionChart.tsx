import { chartGrid } from '../../../domain/mollier';
import { currentUnitSystem } from '../../app/units';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIGURATOR_CHART_DEFAULTS, mollierChart } from '../../../engine/chart';
import { fixedPoint, type AirPoint, type Season } from '../../../engine/processes';
import { standardPressure } from '../../../engine/psychro';
import { MollierChartSvg } from '../../components/MollierChartSvg';
import type { DataSheet } from '../../../contracts/calc';
import type { WizardValues } from './wizard';
import { ScrollRegion } from '../../components/ScrollRegion';

/**
 * The season's points of a position: 1 outdoor, 2 indoor and, once the preview has run, 3 the supply air after the
 * heat recovery (drawn as the process from the outdoor air). Null while a value is blank or out of the engine's range.
 * @param sheet the preview of the current values (the data sheet the revision will get), or null
 */
export function positionChartPoints(
  values: WizardValues,
  season: Season,
  sheet: DataSheet | null = null,
): AirPoint[] | null {
  const v = values;
  const rec = sheet ? (season === 'summer' ? sheet.summerRecCalculation : sheet.winterRecCalculation) : null;
  const [recT, recRh] = rec ? [rec.sup_AirTempOut, rec.sup_HumidityOut] : [null, null];
  const [outT, outRh, inT, inRh] =
    season === 'summer'
      ? [v.summerOutdoorTDb, v.summerOutdoorRhPct, v.summerIndoorTDb, v.summerIndoorRhPct]
      : [v.winterOutdoorTDb, v.winterOutdoorRhPct, v.winterIndoorTDb, v.winterIndoorRhPct];
  if (outT === null || outRh === null || inT === null || inRh === null || v.elevationM === null) {
    return null;
  }
  try {
    const pressure = standardPressure(v.elevationM);
    const flow = v.flowSupplyM3h ?? 0;
    const points = [
      fixedPoint(1, 'outdoor', { tDb: outT, rh: outRh / 100 }, flow, pressure),
      fixedPoint(2, 'indoor', { tDb: inT, rh: inRh / 100 }, flow, pressure),
    ];
    if (recT !== null && recRh !== null) {
      points.push({
        ...fixedPoint(3, 'DLL point', { tDb: recT, rh: recRh / 100 }, flow, pressure),
        sourceIds: [1],
      });
    }
    return points;
  } catch {
    return null;
  }
}

/** Step 4's embedded Mollier chart (axes -16..40 C, docs/rules.md#mollier-defaults) with a summer / winter switch. */
export function PositionChart({ values, sheet }: { values: WizardValues; sheet: DataSheet | null }) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width:600px)');
  const [season, setSeason] = useState<Season>('summer');
  const system = currentUnitSystem();
  const chart = useMemo(() => {
    const points = positionChartPoints(values, season, sheet);
    if (points === null || values.elevationM === null) {
      return null;
    }
    try {
      return mollierChart(
        {
          ...CONFIGURATOR_CHART_DEFAULTS,
          pressure: standardPressure(values.elevationM),
          grid: chartGrid(CONFIGURATOR_CHART_DEFAULTS, system),
        },
        points,
      );
    } catch {
      return null;
    }
  }, [values, season, sheet, system]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="position-chart">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {t('configurator.step4.chart')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={season}
          onChange={(_, next: Season | null) => next && setSeason(next)}
        >
          <ToggleButton value="summer" data-testid="chart-summer">
            {t('configurator.step4.summer')}
          </ToggleButton>
          <ToggleButton value="winter" data-testid="chart-winter">
            {t('configurator.step4.winter')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {chart ? (
        // The narrowest phones scroll the chart.
        <ScrollRegion label={t('configurator.step4.chart')}>
          <MollierChartSvg chart={chart} width={small ? 320 : 640} height={small ? 320 : 420} />
        </ScrollRegion>
      ) : (
        <Typography color="text.secondary">{t('configurator.step4.chartMissing')}</Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('configurator.step4.chartLegend')}
      </Typography>
    </Paper>
  );
}
