import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonData, ComparisonRowData } from '../../../contracts/comparison';
import { comparisonDecimals } from '../../../domain/comparison';
import { comparisonLabel } from '../../../domain/comparison-labels';
import { currentLanguage } from '../../app/i18n';
import { DASH } from './summary';
import { formatNumber, unitLabel } from '../../lib/format';
import { isSiUnit, toSystem, type SiUnit } from '../../../domain/units';
import { currentUnitSystem } from '../../app/units';

/**
 * Two revisions' differences (issue 30): the inputs, then the results, each row its quantity (named as the PDF names
 * it, domain/comparison-labels.ts), A, B, the SI unit and the change in percent.
 */
export function ComparisonTable({ comparison }: { comparison: ComparisonData }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const value = (v: ComparisonRowData['a']) =>
    v === null
      ? DASH
      : typeof v === 'boolean'
        ? t(v ? 'positions.yes' : 'positions.no')
        : typeof v === 'number'
          ? formatNumber(v, comparisonDecimals(v))
          : v;
  // The reader's units (issue 30): the answer's SI unit names the quantity; a coil's fluid flow is a liquid's, a
  // fan's or heater's power electric. The change in percent stays the SI figures'.
  const system = currentUnitSystem();
  const quantity = (row: ComparisonRowData): SiUnit | undefined => {
    if (!isSiUnit(row.unit)) {
      return undefined;
    }
    if (row.unit === 'm³/h' && /fluidFlow/i.test(row.key)) {
      return 'm³/h liquid';
    }
    return row.unit === 'kW' && /absorbedPower|ratedPower|\.power$|stepPower/i.test(row.key)
      ? 'kW el'
      : row.unit;
  };
  const shownValue = (row: ComparisonRowData, v: ComparisonRowData['a']) => {
    const unit = quantity(row);
    if (typeof v !== 'number' || unit === undefined || system === 'si') {
      return value(v);
    }
    const shown = toSystem(v, unit, comparisonDecimals(v), system);
    return formatNumber(shown.value, shown.decimals);
  };
  const shownUnit = (row: ComparisonRowData) => {
    const unit = quantity(row);
    return unit === undefined ? row.unit : unitLabel(unit, system);
  };
  const change = (pct: number | null) =>
    pct === null ? DASH : `${pct > 0 ? '+' : ''}${formatNumber(pct, 1)}`;

  if (comparison.changes.length === 0) {
    return (
      <Typography sx={{ my: 2 }} data-testid="compare-none">
        {t('positions.compare.none')}
      </Typography>
    );
  }
  const { a, b } = comparison;
  const samePosition = a.positionId === b.positionId;
  const heading = (side: typeof a) =>
    samePosition
      ? t('positions.compare.revisionOption', { number: side.revisionNumber })
      : `${side.positionName} · ${t('positions.compare.revisionOption', { number: side.revisionNumber })}`;
  return (
    <Table size="small" data-testid="compare-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('positions.compare.quantity')}</TableCell>
          <TableCell align="right">A: {heading(a)}</TableCell>
          <TableCell align="right">B: {heading(b)}</TableCell>
          <TableCell>{t('positions.compare.unit')}</TableCell>
          <TableCell align="right">{t('positions.compare.change')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(['input', 'result'] as const).map((group) => {
          const rows = comparison.changes.filter((row) => row.group === group);
          return (
            <Fragment key={group}>
              <TableRow>
                <TableCell colSpan={5} sx={{ fontWeight: 'bold', bgcolor: 'action.hover' }}>
                  {t(group === 'input' ? 'positions.compare.inputs' : 'positions.compare.results')} (
                  {rows.length})
                </TableCell>
              </TableRow>
              {rows.map((row) => (
                <TableRow key={row.key} data-testid={`compare-row-${row.key}`}>
                  <TableCell>{comparisonLabel(row, language)}</TableCell>
                  <TableCell align="right">{shownValue(row, row.a)}</TableCell>
                  <TableCell align="right">{shownValue(row, row.b)}</TableCell>
                  <TableCell>{shownUnit(row)}</TableCell>
                  <TableCell align="right">{change(row.changePct)}</TableCell>
                </TableRow>
              ))}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
