import type { AirflowUnit, MollierTableColumn } from '../contracts/mollier';
import type { AirPoint, PointDefinition } from '../engine/processes';

/** The Mollier tool's presenters the web table and the server's PDF share. */

/** A point in display units: C, %, g/kg, kJ/kg, m3/h or m3/s, kg/s, m3/h, kg/m3, kW, kg/h. */
export function mollierTableRow(
  point: AirPoint,
  airflowUnit: AirflowUnit,
): Record<MollierTableColumn, string> {
  return {
    tDb: point.tDb.toFixed(1),
    tWb: point.tWb.toFixed(1),
    tDp: point.tDp.toFixed(1),
    rh: (point.rh * 100).toFixed(1),
    x: (point.w * 1000).toFixed(2),
    h: (point.h / 1000).toFixed(1),
    airflow: airflowUnit === 'm3/h' ? point.airflowM3h.toFixed(0) : point.airflowM3s.toFixed(2),
    massFlow: point.massFlow.toFixed(3),
    realFlow: point.realFlowM3h.toFixed(0),
    density: point.rho.toFixed(3),
    power: (point.usedPower / 1000).toFixed(2),
    water: (point.usedWater * 3600).toFixed(2),
  };
}

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
