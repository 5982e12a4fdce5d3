import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonData, ComparisonRowData } from '../../../contracts/comparison';
import { comparisonDecimals } from '../../../domain/comparison';
import { comparisonLabel } from '../../../domain/comparison-labels';
import { currentLanguage } from '../../app/i18n';
import { DASH } from './summary';
import { formatNumber } from '../../lib/format';

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
                  <TableCell align="right">{value(row.a)}</TableCell>
                  <TableCell align="right">{value(row.b)}</TableCell>
                  <TableCell>{row.unit}</TableCell>
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
