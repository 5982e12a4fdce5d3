import { Box, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { AnnualData } from '../../../../contracts/energy';
import {
  formatAxisTick,
  formatEuro,
  formatMonth,
  formatNumber,
  formatPercent,
  formatQuantity,
} from '../../../lib/format';
import { ScrollRegion } from '../../../components/ScrollRegion';

export const kWh = (value: number) => `${formatNumber(value, 0)} kWh`;

/**
 * The revision's year (issue 20): energy and cost by component, the unit's figures the hours ran on, the monthly bars
 * by component and the life-cycle cost with its parts.
 */
export function AnnualFigures({ data }: { data: AnnualData }) {
  const { t } = useTranslation();
  const { year, costs, maintenance, co2 } = data;
  const rows: { key: string; kWh?: number; eur?: number; co2Kg?: number; note?: string; strong?: boolean }[] =
    [
      {
        key: 'heater',
        kWh: year.heaterKWh,
        eur: costs.heatEur,
        co2Kg: co2.year.heatKg,
        ...(year.reheatKWh > 0
          ? { note: t('energy.annual.reheatNote', { reheat: kWh(year.reheatKWh) }) }
          : {}),
      },
      { key: 'cooler', kWh: year.coolerKWh, eur: costs.coldEur, co2Kg: co2.year.coldKg },
      { key: 'fans', kWh: year.fansKWh, eur: costs.fansEur, co2Kg: co2.year.fansKg },
      {
        key: 'preheater',
        kWh: year.preheaterKWh,
        eur: costs.preheaterEur,
        co2Kg: co2.year.preheaterKg,
        note: t('energy.annual.preheaterNote', {
          power: formatQuantity(data.unit.preheaterPowerW / 1000, 'kW el', 2),
        }),
      },
      { key: 'energyTotal', eur: costs.totalEur, co2Kg: co2.year.totalKg, strong: true },
      {
        key: 'filters',
        eur: maintenance.filtersEurPerYear,
        note:
          maintenance.filterSetEur === null
            ? t('energy.annual.filtersUnpriced')
            : t('energy.annual.filtersNote', {
                changes: formatNumber(maintenance.filterChangesPerYear),
                price: formatEuro(maintenance.filterSetEur),
              }),
      },
      {
        key: 'otherMaintenance',
        eur: maintenance.fixedEurPerYear,
        note: formatPercent(maintenance.maintenanceShare, 1),
      },
      { key: 'runningTotal', eur: costs.totalEur + maintenance.totalEurPerYear, strong: true },
      { key: 'recoveredHeat', kWh: year.recoveredHeatKWh },
      { key: 'recoveredCooling', kWh: year.recoveredCoolingKWh },
      { key: 'ventilationHeatDemand', kWh: year.ventilationHeatDemandKWh },
    ];
  const factor = (value: number | null) =>
    value === null ? t('energy.annual.notCounted') : `${formatNumber(value, 0)} g/kWh`;
  const { factors } = co2;
  const facts: { key: string; value: string; source?: string }[] = [
    { key: 'operatingHours', value: `${formatNumber(year.operatingHours, 0)} h` },
    { key: 'frostProtectionHours', value: `${formatNumber(data.frostProtectionHours, 0)} h` },
    {
      key: 'frostProtectionStart',
      value:
        data.unit.frostProtectionStartC === null
          ? t('energy.annual.frostNotNeeded')
          : formatQuantity(data.unit.frostProtectionStartC, '°C', 1),
      source: data.unit.frostProtection,
    },
    ...(data.seasonal.heatPerInput === null
      ? []
      : [{ key: 'seasonalHeat', value: formatNumber(data.seasonal.heatPerInput, 2) }]),
    ...(data.seasonal.coldPerInput === null
      ? []
      : [{ key: 'seasonalCold', value: formatNumber(data.seasonal.coldPerInput, 2) }]),
    { key: 'etaT', value: formatPercent(data.unit.temperatureEfficiency, 1) },
    { key: 'fanPower', value: formatQuantity(data.unit.fanPowerW / 1000, 'kW el', 2) },
    ...(data.unit.exhaustOutMinC === null
      ? []
      : [{ key: 'exhaustOutMin', value: formatQuantity(data.unit.exhaustOutMinC, '°C', 1) }]),
    {
      key: 'co2Electricity',
      // The factor's table and period (a source's name, as published), or the caller's own value.
      value: factor(factors.electricityGPerKWh),
      source:
        factors.electricitySource === 'given'
          ? t('energy.fields.electricityGCo2')
          : `${factors.electricityCountry ?? t('energy.annual.worldAverage')}: ${factors.electricitySource}`,
    },
    { key: 'co2Heat', value: factor(factors.heatGPerKWh) },
    { key: 'co2Cold', value: factor(factors.coldGPerKWh) },
  ];
  const months = data.months.map((m, i) => ({
    month: formatMonth(i),
    heater: m.heaterKWh,
    cooler: m.coolerKWh,
    fans: m.fansKWh,
    preheater: m.preheaterKWh,
    recoveredHeat: m.recoveredHeatKWh,
    recoveredCooling: m.recoveredCoolingKWh,
  }));
  const lcc = data.lifeCycleCost;
  const years = data.lifeCycle.years;

  return (
    <Box data-testid="energy-annual">
      <Typography variant="h6" component="h3" gutterBottom>
        {t('energy.annual.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ScrollRegion label={t('energy.annual.title')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('energy.annual.component')}</TableCell>
                  <TableCell align="right">{t('energy.annual.energy')}</TableCell>
                  <TableCell align="right">{t('energy.annual.cost')}</TableCell>
                  <TableCell align="right">{t('energy.annual.co2')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key} data-testid={`energy-row-${row.key}`}>
                    <TableCell sx={row.strong ? { fontWeight: 600 } : undefined}>
                      {t(`energy.annual.${row.key}`)}
                      {row.note && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {row.note}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{row.kWh === undefined ? '' : kWh(row.kWh)}</TableCell>
                    <TableCell align="right" sx={row.strong ? { fontWeight: 600 } : undefined}>
                      {row.eur === undefined ? '' : formatEuro(row.eur)}
                    </TableCell>
                    <TableCell align="right">
                      {row.co2Kg === undefined ? '' : `${formatNumber(row.co2Kg, 0)} kg`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Table
            size="small"
            aria-label={t('energy.lcc.title')}
            data-testid="energy-lcc"
            // A long source line wraps at 320 px rather than widening the page.
            sx={{ '& td': { overflowWrap: 'anywhere' } }}
          >
            <TableBody>
              {facts.map((fact) => (
                <TableRow key={fact.key} data-testid={`energy-fact-${fact.key}`}>
                  <TableCell>
                    {t(`energy.annual.${fact.key}`)}
                    {fact.source && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {fact.source}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{fact.value}</TableCell>
                </TableRow>
              ))}
              <TableRow data-testid="energy-fact-co2Life">
                <TableCell>{t('energy.annual.co2Life', { years })}</TableCell>
                <TableCell align="right">{`${formatNumber(co2.lifeKg / 1000, 1)} t`}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('energy.lcc.investment')}</TableCell>
                <TableCell align="right">{formatEuro(lcc.investmentEur)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('energy.lcc.energy', { years })}</TableCell>
                <TableCell align="right">{formatEuro(lcc.energyPresentValueEur)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('energy.lcc.maintenance', { years })}</TableCell>
                <TableCell align="right">{formatEuro(lcc.maintenancePresentValueEur)}</TableCell>
              </TableRow>
              {lcc.replacementPresentValueEur > 0 && (
                <TableRow>
                  <TableCell>{t('energy.lcc.replacement')}</TableCell>
                  <TableCell align="right">{formatEuro(lcc.replacementPresentValueEur)}</TableCell>
                </TableRow>
              )}
              {lcc.residualValueEur > 0 && (
                <TableRow>
                  <TableCell>{t('energy.lcc.residual')}</TableCell>
                  <TableCell align="right">{`− ${formatEuro(lcc.residualValueEur)}`}</TableCell>
                </TableRow>
              )}
              <TableRow data-testid="energy-lcc-total">
                <TableCell sx={{ fontWeight: 600 }}>{t('energy.lcc.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatEuro(lcc.totalEur)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Grid>
      </Grid>
      <Typography variant="subtitle2" color="primary" sx={{ mt: 3 }}>
        {t('energy.monthly.title')}
      </Typography>
      <Box role="figure" aria-label={t('energy.monthly.title')} data-testid="energy-monthly-chart">
        <BarChart
          height={300}
          dataset={months}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={[
            { label: t('energy.monthly.axis'), width: 60, valueFormatter: (v: number) => formatAxisTick(v) },
          ]}
          series={[
            { dataKey: 'heater', label: t('energy.annual.heater'), stack: 'bought', valueFormatter: fmtKWh },
            { dataKey: 'cooler', label: t('energy.annual.cooler'), stack: 'bought', valueFormatter: fmtKWh },
            { dataKey: 'fans', label: t('energy.annual.fans'), stack: 'bought', valueFormatter: fmtKWh },
            {
              dataKey: 'preheater',
              label: t('energy.annual.preheater'),
              stack: 'bought',
              valueFormatter: fmtKWh,
            },
            {
              dataKey: 'recoveredHeat',
              label: t('energy.annual.recoveredHeat'),
              stack: 'recovered',
              valueFormatter: fmtKWh,
            },
            {
              dataKey: 'recoveredCooling',
              label: t('energy.annual.recoveredCooling'),
              stack: 'recovered',
              valueFormatter: fmtKWh,
            },
          ]}
        />
      </Box>
    </Box>
  );
}

const fmtKWh = (value: number | null) => (value === null ? '' : kWh(value));
