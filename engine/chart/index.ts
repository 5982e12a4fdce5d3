/** The Mollier h-x chart geometry: the public surface of engine/chart. */
export {
  COMFORT_ZONE,
  CONFIGURATOR_CHART_DEFAULTS,
  ENTHALPY_LINES,
  fromChart,
  MOLLIER_CHART_DEFAULTS,
  mollierChart,
  RH_CURVES,
  toChart,
} from './mollier-chart';
export type {
  ChartAxis,
  ChartGrid,
  ChartConfig,
  ChartCurve,
  ChartMarker,
  ChartPoint,
  ChartSegment,
  ComfortZone,
  MollierChart,
} from './mollier-chart';
export { DENSITY_CELL, hourDensity, shareInComfortZone } from './hour-density';
export type { DensityCell, HourDensity } from './hour-density';
