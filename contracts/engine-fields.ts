/**
 * The one mapping from the engine's quantities (EngineRangeError / EngineDutyError `quantity`) back to the request
 * field a client sent, for every kind of request that runs the engine, so a 400 or 422 names what the caller can
 * change (docs/rules.md#bad-input: a 400 names the request field and the rule) and never an internal name such as `t`
 * or `rh`.
 * Kept beside the request schemas it names; server/engine-fields.ts looks a quantity up in it.
 */
export type EngineRequest = 'wire' | 'select' | 'position' | 'pool' | 'mollier';

export type EngineRequestFields = Partial<Record<EngineRequest, string>>;

/** The two air sides: the engine's fan role, and the side's word in the fields' names (flowSupplyM3h, DropSupply). */
const AIR_SIDES = { supplyFan: 'Supply', exhaustFan: 'Return' } as const;

/**
 * One side's flow and external drop by their legacy wire names, and its fan's refused duties (engine/fans: `qV`,
 * `dpPa`, `shaftPower`): the flow is the side's flow field; the pressure and the shaft power follow from the side's
 * external drop (the unit's own drops are not the caller's).
 */
function airSideFields(fan: string, side: string): [string, EngineRequestFields][] {
  const flow = `flow${side}M3h`;
  const drop = `drop${side}Pa`;
  const field = (name: string, wire: string) => ({
    wire: `body.${wire}`,
    select: `body.${name}`,
    position: `body.${name}`,
  });
  return [
    [flow, { wire: `body.Flow${side}` }],
    [drop, { wire: `body.Drop${side}` }],
    [`${fan}.qV`, field(flow, `Flow${side}`)],
    [`${fan}.dpPa`, field(drop, `Drop${side}`)],
    [`${fan}.shaftPower`, field(drop, `Drop${side}`)],
  ];
}

/** Engine quantity -> the request field of each request kind that can produce it (paths below `body`). */
export const ENGINE_FIELDS: Record<string, EngineRequestFields> = {
  airFlowSup: { wire: 'querystring.airFlowSup', position: 'body.flowSupplyM3h' },
  airFlowEha: { wire: 'querystring.airFlowEha', position: 'body.flowReturnM3h' },
  // A quantity named as a field of the select or position request is that field (server/engine-fields.ts): only
  // the legacy wire names and the quantities no request field is named after are listed.
  ...Object.fromEntries(Object.entries(AIR_SIDES).flatMap(([fan, side]) => airSideFields(fan, side))),
  unitTypeId: { wire: 'body.UnitTypeId', pool: 'body.unitTypeId' },
  transportSections: { position: 'body.unitDivision' },
  altitude: {
    wire: 'body.Elevation',
    select: 'body.elevationM',
    position: 'body.elevationM',
    mollier: 'body.context.altitude',
  },
  'heater.tDb': {
    wire: 'body.HeaterSupplyTemperature',
    select: 'body.heater.supplyTDb',
    position: 'body.heaterAirInputValue',
  },
  'heater.capacityW': { wire: 'body.HeaterCapacity', position: 'body.heaterAirInputValue' },
  'heater.fluidTOut': { wire: 'body.HeaterTemperatureOut', position: 'body.heaterWaterInputValue' },
  'heater.fluidFlowM3h': { wire: 'body.HeaterFlow', position: 'body.heaterWaterInputValue' },
  'heater.tWinterOutdoor': {
    wire: 'body.WinterOutdoorTemperature',
    select: 'body.winter.outdoor.tDb',
    position: 'body.winterOutdoorTDb',
  },
  'cooler.tDb': {
    wire: 'body.CoolerSupplyTemperature',
    select: 'body.cooler.supplyTDb',
    position: 'body.coolerAirInputValue',
  },
  'cooler.capacityW': { wire: 'body.CoolerCapacity', position: 'body.coolerAirInputValue' },
  'cooler.fluidTOut': { wire: 'body.CoolerTemperatureOut', position: 'body.coolerWaterInputValue' },
  'cooler.fluidFlowM3h': { wire: 'body.CoolerFlow', position: 'body.coolerWaterInputValue' },
  'cooler.tWinterOutdoor': {
    wire: 'body.WinterOutdoorTemperature',
    select: 'body.winter.outdoor.tDb',
    position: 'body.winterOutdoorTDb',
  },
  // Issue 26: the geometry fixed by the user, checked against the size's choice set.
  'cooler.rows': { select: 'body.cooler.rows', position: 'body.coolerRows' },
  'cooler.finPitchMm': { select: 'body.cooler.finPitchMm', position: 'body.coolerFinPitchMm' },
  'heater.rows': { select: 'body.heater.rows', position: 'body.heaterRows' },
  'heater.finPitchMm': { select: 'body.heater.finPitchMm', position: 'body.heaterFinPitchMm' },
  // The pool calculator's checks name its request fields (its temperatures are bounded by the contract).
  typeOfPool: { pool: 'body.typeOfPool' },
  poolVolume: { pool: 'body.poolVolume' },
  waterSurface: { pool: 'body.waterSurface' },
  airHumidity: { pool: 'body.airHumidity' },
  absoluteHumidityAir: { pool: 'body.absoluteHumidityAir' },
  simultaneityFactorAttraction: { pool: 'body.simultaneityFactorAttraction' },
  numberOfVisitors: { pool: 'body.numberOfVisitors' },
  numOfUnits: { pool: 'body.numOfUnits' },
  // The Mollier chart's context and axes.
  mixingRatio: { mollier: 'body.context.mixingRatio' },
  tSurface: { mollier: 'body.context.tSurface' },
  rhMax: { mollier: 'body.context.rhMax' },
  tMin: { mollier: 'body.axes.tMin' },
  tMax: { mollier: 'body.axes.tMax' },
  xMin: { mollier: 'body.axes.xMin' },
  xMax: { mollier: 'body.axes.xMax' },
};

/** /calc/select sends the engine's own input, so its season quantities are request paths as they are. */
export const SELECT_PATH = /^(summer|winter)\.((outdoor|indoor)\.(tDb|rh)|supplyTDb)$/;
/** A position carries the same seasons under its wizard names. */
export const POSITION_SEASON: Record<string, string> = {
  'summer.outdoor.tDb': 'summerOutdoorTDb',
  'summer.outdoor.rh': 'summerOutdoorRhPct',
  'summer.indoor.tDb': 'summerIndoorTDb',
  'summer.indoor.rh': 'summerIndoorRhPct',
  'summer.supplyTDb': 'summerSupplyTDb',
  'winter.outdoor.tDb': 'winterOutdoorTDb',
  'winter.outdoor.rh': 'winterOutdoorRhPct',
  'winter.indoor.tDb': 'winterIndoorTDb',
  'winter.indoor.rh': 'winterIndoorRhPct',
  'winter.supplyTDb': 'winterSupplyTDb',
};
/** The field of a Mollier point definition behind an engine quantity (a fixed point's, or its process input's). */
export const MOLLIER_POINT: Record<string, string> = {
  tDb: 'tDb',
  t: 'tDb',
  rh: 'rh',
  tDp: 'rh',
  airflowM3h: 'airflowM3h',
  massFlow: 'airflowM3h',
  heatingPower: 'input.heatingPower',
  coolingPower: 'input.coolingPower',
};
