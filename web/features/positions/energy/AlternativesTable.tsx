import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Alternative, AlternativesData } from '../../../../contracts/energy';
import { formatAxisTick, formatEuro, formatNumber, formatPercent } from '../../../lib/format';
import { MOBILE_QUERY } from '../RevisionSummary';
import { ScrollRegion } from '../../../components/ScrollRegion';

/** An alternative's row key: unit type and fan type make it one (the label is for people). */
export const alternativeKey = (a: Pick<Alternative, 'unitTypeId' | 'fanType'>) =>
  `${a.unitTypeId}-${a.fanType}`;

/**
 * The position's alternatives side by side (issue 20), in the server's order (lowest LCC first): price, eta_t, SFP,
 * annual energy by component, energy cost, LCC and payback against the cheapest; the current one marked, every other
 * one with a button making it the position's next revision. Below: the combinations the engine refused, with why.
 */
export function AlternativesTable({
  data,
  canSave,
  busy,
  onMake,
}: {
  data: AlternativesData;
  /** False in admin mode and while a save runs. */
  canSave: boolean;
  busy: boolean;
  onMake: (alternative: Alternative) => void;
}) {
  const { t } = useTranslation();
  const cheapestPrice = Math.min(...data.alternatives.map((a) => a.priceEur));
  const kWh = (value: number) => formatNumber(value, 0);
  return (
    <Box data-testid="energy-alternatives">
      <Typography variant="h6" component="h3">
        {t('energy.alternatives.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('energy.alternatives.note')}
      </Typography>
      {data.alternatives.length === 0 ? (
        <Typography data-testid="energy-alternatives-none">{t('energy.alternatives.none')}</Typography>
      ) : (
        <ScrollRegion label={t('energy.alternatives.title')}>
          <Table size="small" sx={{ minWidth: 1300 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('energy.alternatives.variant')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.price')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.etaT')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.sfp')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.heater')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.cooler')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.fans')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.recovered')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.cost')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.maintenance')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.co2')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.lcc')}</TableCell>
                <TableCell align="right">{t('energy.alternatives.payback')}</TableCell>
                <TableCell>{t('energy.alternatives.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.alternatives.map((a) => {
                const key = alternativeKey(a);
                return (
                  <TableRow
                    key={key}
                    selected={a.current}
                    data-testid={`alternative-${key}`}
                    data-current={a.current}
                  >
                    <TableCell component="th" scope="row" sx={{ minWidth: 170 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {alternativeLabel(a, t)}
                      </Typography>
                      {a.current && (
                        <Chip size="small" color="primary" label={t('energy.alternatives.current')} />
                      )}
                      {!a.ecodesignCompliant && (
                        <Chip size="small" color="warning" label={t('energy.alternatives.notCompliant')} />
                      )}
                    </TableCell>
                    <TableCell align="right">{formatEuro(a.priceEur)}</TableCell>
                    <TableCell align="right">{formatPercent(a.etaT, 1)}</TableCell>
                    <TableCell align="right">{formatNumber(a.sfpUnit, 0)}</TableCell>
                    <TableCell align="right">{kWh(a.heaterKWh)}</TableCell>
                    <TableCell align="right">{kWh(a.coolerKWh)}</TableCell>
                    <TableCell align="right">{kWh(a.fansKWh)}</TableCell>
                    <TableCell align="right">{kWh(a.recoveredHeatKWh)}</TableCell>
                    <TableCell align="right">{formatEuro(a.energyCostEurPerYear)}</TableCell>
                    <TableCell align="right">{formatEuro(a.maintenanceEurPerYear)}</TableCell>
                    <TableCell align="right">{formatNumber(a.co2KgPerYear, 0)}</TableCell>
                    <TableCell align="right" data-testid={`alternative-lcc-${key}`}>
                      {formatEuro(a.lifeCycleCostEur)}
                    </TableCell>
                    <TableCell align="right">{paybackText(a, cheapestPrice, t)}</TableCell>
                    <TableCell>
                      {canSave && !a.current && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={busy}
                          onClick={() => onMake(a)}
                          data-testid={`alternative-make-${key}`}
                          aria-label={`${t('energy.alternatives.makeRevision')}: ${alternativeLabel(a, t)}`}
                        >
                          {t('energy.alternatives.makeRevision')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {data.alternatives.length > 0 && <LccChart data={data} />}
      {data.refused.length > 0 && (
        <Box sx={{ mt: 2 }} data-testid="energy-refused">
          <Typography variant="subtitle2">{t('energy.alternatives.refused')}</Typography>
          <List dense>
            {data.refused.map((r) => (
              <ListItem key={r.label} disableGutters>
                <ListItemText primary={refusedLabel(r.label, t)} secondary={r.reason} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}

/** Years until paid back; the cheapest says so; null means the extra price is never paid back. */
function paybackText(a: Alternative, cheapestPrice: number, t: (key: string) => string): string {
  if (a.priceEur === cheapestPrice) {
    return t('energy.alternatives.cheapest');
  }
  return a.paybackYears === null ? t('energy.alternatives.never') : formatNumber(a.paybackYears, 1);
}

/** The LCC comparison (EN 15459-1): each alternative's investment, energy and maintenance present values, stacked. */
function LccChart({ data }: { data: AlternativesData }) {
  const { t } = useTranslation();
  // The variants' names take a third of a phone's width, no more.
  const small = useMediaQuery(MOBILE_QUERY);
  const rows = data.alternatives.map((a) => ({
    label: a.current
      ? `${alternativeLabel(a, t)} (${t('energy.alternatives.current')})`
      : alternativeLabel(a, t),
    investment: a.lifeCycleCost.investmentEur,
    energy: a.lifeCycleCost.energyPresentValueEur,
    maintenance: a.lifeCycleCost.maintenancePresentValueEur,
  }));
  const euro = (value: number | null) => (value === null ? '' : formatEuro(value));
  return (
    <Box sx={{ mt: 3 }} role="figure" aria-label={t('energy.lcc.comparison')} data-testid="energy-lcc-chart">
      <Typography variant="subtitle2" color="primary">
        {t('energy.lcc.comparison')}
      </Typography>
      <BarChart
        layout="horizontal"
        height={60 + 34 * rows.length}
        dataset={rows}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: small ? 120 : 230 }]}
        xAxis={[{ label: t('energy.lcc.axis'), valueFormatter: (v: number) => formatAxisTick(v) }]}
        series={[
          { dataKey: 'investment', label: t('energy.lcc.investment'), stack: 'lcc', valueFormatter: euro },
          {
            dataKey: 'energy',
            label: t('energy.lcc.energy', { years: data.lifeCycle.years }),
            stack: 'lcc',
            valueFormatter: euro,
          },
          {
            dataKey: 'maintenance',
            label: t('energy.lcc.maintenance', { years: data.lifeCycle.years }),
            stack: 'lcc',
            valueFormatter: euro,
          },
        ]}
      />
    </Box>
  );
}

/** An alternative's name in the reader's language (issue 31: the server's label is English): size and fan type. */
export function alternativeLabel(a: Pick<Alternative, 'unitTypeName' | 'fanType'>, t: TFunction): string {
  return `${a.unitTypeName}, ${t(`energy.alternatives.fanTypes.${a.fanType}`)}`;
}

/** A refused variant's label ('R 04, Standard fans', the server's English) with its fan type in the reader's words. */
function refusedLabel(label: string, t: TFunction): string {
  const match = /^(.*), (Standard|Premium) fans$/.exec(label);
  return match
    ? alternativeLabel({ unitTypeName: match[1]!, fanType: match[2] as Alternative['fanType'] }, t)
    : label;
}
