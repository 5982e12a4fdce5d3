import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AirPoint, PointProcess } from '../../../engine/processes';
import { MOLLIER_TABLE_COLUMNS, type AirflowUnit } from '../../../contracts/mollier';
import { MOLLIER_COLUMN_UNITS, mollierTableRow } from '../../../domain/mollier';
import { currentUnitSystem } from '../../app/units';
import { formatNumber, unitLabel, withUnits } from '../../lib/format';

const ROLE_KEYS: Record<string, string> = {
  outdoor: 'outdoor',
  indoor: 'indoor',
  'DLL point': 'dll',
  'Cooler point': 'cooler',
  'Heater point': 'heater',
  'Fan point': 'fan',
};

/** The translated name of a point's process or role. */
export function useProcessName() {
  const { t } = useTranslation();
  return (process: PointProcess) =>
    typeof process === 'number'
      ? t(`mollier.processes.p${process}`)
      : t(`mollier.roles.${ROLE_KEYS[process]}`);
}

/** The process table under the chart: every point with the air point fields (docs/rules.md#mollier-points). */
export function ProcessTable({
  points,
  airflowUnit,
}: {
  points: readonly AirPoint[];
  airflowUnit: AirflowUnit;
}) {
  const { t } = useTranslation();
  const system = currentUnitSystem();
  const processName = useProcessName();
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    <TableContainer tabIndex={0}>
      <Table size="small" data-testid="process-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('mollier.table.point')}</TableCell>
            <TableCell>{t('mollier.table.process')}</TableCell>
            {MOLLIER_TABLE_COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {column === 'airflow'
                  ? `${t('mollier.table.airflow')} (${airflowUnit === 'm3/h' || system === 'ip' ? unitLabel('m³/h', system) : 'm³/s'})`
                  : withUnits(
                      t(`mollier.table.${column}`),
                      MOLLIER_COLUMN_UNITS[column] ?? undefined,
                      system,
                    )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => {
            const row = mollierTableRow(point, airflowUnit, system, formatNumber);
            return (
              <TableRow key={point.id} data-testid={`process-row-${point.id}`}>
                <TableCell>{point.id}</TableCell>
                <TableCell>{processName(point.process)}</TableCell>
                {MOLLIER_TABLE_COLUMNS.map((column) => (
                  <TableCell key={column} align="right" data-column={column}>
                    {row[column]}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
