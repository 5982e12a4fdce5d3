/** Air processes and the Mollier tool's point list: the public surface of engine/processes. */
export { cool, heat, humidifyAdiabatic, humidifySteam, mix, MASS_FLOW_MAX } from './air-processes';
export type { CoolerSurface, CoolingTarget, HeatingTarget, ProcessResult } from './air-processes';
export { AIRFLOW_MAX_M3H, fixedPoint, processedPoint, resultPoint, runProcess } from './air-point';
export type {
  AirPoint,
  AirStream,
  FixedPointRole,
  PointProcess,
  ProcessCode,
  ProcessEnvironment,
  ProcessInput,
  ResultFlows,
} from './air-point';
export {
  appendPoint,
  applyProcess,
  defaultPoints,
  deletePoint,
  editFixedPoint,
  enteringPoint,
  insertPoint,
  MAX_PROCESSES,
  MOLLIER_DEFAULT_CONTEXT,
  pointsFromDefinitions,
  recalculate,
  renamePoint,
  SEASON_DEFAULTS,
} from './mollier-points';
export type { InsertPosition, MollierContext, PointDefinition, Season } from './mollier-points';
