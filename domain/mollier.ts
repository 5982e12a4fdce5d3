import type { AirflowUnit, MollierTableColumn } from '../contracts/mollier';
import type { UnitSystem } from '../contracts/users';
import type { ChartGrid } from '../engine/chart';
import type { AirPoint, PointDefinition } from '../engine/processes';
import { fromSystem, toSystem, type SiUnit } from './units';

/** The Mollier tool's presenters the web table and the server's PDF share. */

/** A number with fixed decimals, as the reader's language writes it (toFixed: English). */
export type DecimalFormat = (value: number, decimals: number) => string;
const fixed: DecimalFormat = (value, decimals) => value.toFixed(decimals);

/**
 * A point in display units: C, %, g/kg, kJ/kg, m3/h or m3/s, kg/s, m3/h, kg/m3, kW, kg/h; in IP (issue 30) F, %,
 * gr/lb, Btu/lb, cfm, lb/s, cfm, lb/ft3, Btu/h, lb/h.
 */
export function mollierTableRow(
  point: AirPoint,
  airflowUnit: AirflowUnit,
  system: UnitSystem = 'si',
  format: DecimalFormat = fixed,
): Record<MollierTableColumn, string> {
  const shown = (value: number, unit: SiUnit, decimals: number) => {
    const v = toSystem(value, unit, decimals, system);
    return format(v.value, v.decimals);
  };
  return {
    tDb: shown(point.tDb, '°C', 1),
    tWb: shown(point.tWb, '°C', 1),
    tDp: shown(point.tDp, '°C', 1),
    rh: format(point.rh * 100, 1),
    x: shown(point.w * 1000, 'g/kg', 2),
    h: shown(point.h / 1000, 'kJ/kg', 1),
    airflow:
      airflowUnit === 'm3/h' || system === 'ip'
        ? shown(point.airflowM3h, 'm³/h', 0)
        : format(point.airflowM3s, 2),
    massFlow: shown(point.massFlow, 'kg/s', 3),
    realFlow: shown(point.realFlowM3h, 'm³/h', 0),
    density: shown(point.rho, 'kg/m³', 3),
    power: shown(point.usedPower / 1000, 'kW', 2),
    water: shown(point.usedWater * 3600, 'kg/h', 2),
  };
}

/** The unit each column is in (SI; the reader's symbol by unitSymbol), null for RH. */
export const MOLLIER_COLUMN_UNITS: Record<MollierTableColumn, SiUnit | null> = {
  tDb: '°C',
  tWb: '°C',
  tDp: '°C',
  rh: null,
  x: 'g/kg',
  h: 'kJ/kg',
  airflow: 'm³/h',
  massFlow: 'kg/s',
  realFlow: 'm³/h',
  density: 'kg/m³',
  power: 'kW',
  water: 'kg/h',
};

/** The definitions of a computed list, for the PDF call. */
export function pointDefinitions(points: readonly AirPoint[]): PointDefinition[] {
  return points.map((p) =>
    p.input === undefined
      ? {
          process: p.process as Exclude<AirPoint['process'], number>,
          tDb: p.tDb,
          rh: p.rh,
          airflowM3h: p.airflowM3h,
          ...(p.fromResult
            ? {
                result: {
                  massFlow: p.massFlow,
                  usedPower: p.usedPower,
                  usedWater: p.usedWater,
                  sourceIds: p.sourceIds ?? [],
                },
              }
            : {}),
        }
      : { process: 'process', input: p.input },
  );
}

/** The finest of `steps` giving at most 20 intervals over `span`. */
const stepFor = (span: number, steps: readonly number[]) =>
  steps.find((s) => span / s <= 20) ?? steps.at(-1)!;
/** Multiples of `step` within min..max. */
function multiples(min: number, max: number, step: number): number[] {
  const values: number[] = [];
  for (let v = Math.ceil(min / step - 1e-9) * step; v <= max + 1e-9; v += step) {
    values.push(v || 0); // not -0
  }
  return values;
}

/**
 * The grid of an IP Mollier chart (issue 30): isotherms at round F, abscissa ticks at round gr/lb and enthalpy lines
 * every 5 Btu/lb from 0 to 60, each given in the chart's SI units (ChartConfig.grid). SI charts keep the engine's
 * default grid (undefined).
 * @param box the chart's ordinate range in C and abscissa range in g/kg
 */
export function chartGrid(
  box: { tMin: number; tMax: number; xMin: number; xMax: number },
  system: UnitSystem,
): ChartGrid | undefined {
  if (system === 'si') {
    return undefined;
  }
  const fMin = toSystem(box.tMin, '°C', 0, 'ip').value;
  const fMax = toSystem(box.tMax, '°C', 0, 'ip').value;
  const grMin = toSystem(box.xMin, 'g/kg', 0, 'ip').value;
  const grMax = toSystem(box.xMax, 'g/kg', 0, 'ip').value;
  const fStep = stepFor(fMax - fMin, [1, 2, 5, 10, 20, 50, 100]);
  const grStep = stepFor(grMax - grMin, [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000]);
  return {
    isothermsC: multiples(fMin, fMax, fStep).map((f) => fromSystem(f, '°C', 'ip')),
    xTicksGPerKg: multiples(grMin, grMax, grStep).map((gr) => fromSystem(gr, 'g/kg', 'ip')),
    enthalpiesJPerKg: multiples(0, 60, 5).map((btu) => fromSystem(btu, 'kJ/kg', 'ip') * 1000),
  };
}
