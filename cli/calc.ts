/**
 * The engine's command line: `npm run -s calc -- <op>` reads one JSON object on stdin and prints one JSON object
 * on stdout. On failure it prints {"error": message} on stderr and exits with 1. This is the engine's only I/O
 * edge (node:process), so it is the one module of engine/ that may touch the outside world.
 *
 * Ops (docs/engine.md, "Command line"):
 *   state    {any two of tDb, tWb, tDp, rh, w, h; pressure | altitude} -> the full AirState (dry air's tDp: null)
 *   process  {point: {tDb, rh | ..., pressure | altitude, airflowM3h}, process: {code, ...}}
 *            -> {point, power, water, condensate}
 *   select, recovery, coil, fan, airflow: the bodies of POST /api/calc/select, /calc/recVal, /calc/coilVal,
 *            /calc/fanVal and the query of GET /api/project/items/airflow/calculator (contracts/calc.ts), answering
 *            the API's data (without the { status, message } wrapper)
 *   ecodesign the body of POST /api/calc/ecodesign (contracts/ecodesign.ts: etaT, qNom, supplyFilter, extractFilter,
 *            sfpInt, unitType, recovery) -> the EU 1253/2014 verdict with E, F, the limit and each criterion
 *   pool     {typeOfPool, poolVolume, waterSurface, ... any of engine/pool's PoolInput; the rest from the pool
 *            defaults} -> the pool calculation state (PoolState)
 *   annual   {selection: the select op's input, weather: {kind: 'monthly', monthly: {dryBulbTemperatures,
 *            wetBulbTemperatures, meanDailyTemperatureRange}} | {kind: 'design', summerDryBulbC, summerDewPointC,
 *            winterDryBulbC, winterRelativeHumidity}, profile, prices, lifeCycle?, countryCode?} -> the annual API's
 *            answer without the position (contracts/energy.ts AnnualData): weather, months, year, costs,
 *            maintenance, co2, lifeCycleCost
 * To add an op, add an entry to OPS: a function from the parsed input object to the output object,
 * validating its fields with the readers below or a contract's schema.
 */
// The command-line edge is the one engine module allowed I/O (lint/boundaries.js does not yet exempt it).
import process from 'node:process';
import { z } from 'zod';
import {
  AirflowCalculatorQuery,
  CoilValRequest,
  FanValRequest,
  RecValRequest,
  SelectRequest,
} from '../contracts/calc';
import {
  calculationErrorMessage,
  coilValData,
  fanValData,
  recValData,
  selectData,
  ecodesignInputOf,
} from '../domain/calculation';
import { EcodesignRequest } from '../contracts/ecodesign';
import {
  EnergyPricesSchema,
  LIFE_CYCLE_DEFAULTS,
  LifeCycleSettingsSchema,
  OperatingProfileSchema,
} from '../contracts/energy';
import { MonthlyDesignSchema } from '../contracts/locations';
import { airflowCalculator } from '../engine/catalogue';
import { CATALOGUE } from '../engine/catalogue/catalogue';
import { ecodesignVerdict } from '../engine/ecodesign';
import { co2Factors, designOnlyYear, evaluateAnnual, gridCo2, syntheticYear } from '../engine/energy';
import { EngineDutyError, EngineInputError } from '../engine/errors';
import { POOL_DEFAULTS, poolCalculation, type PoolInput } from '../engine/pool';
import { AIRFLOW_MAX_M3H, processedPoint, runProcess } from '../engine/processes';
import type { AirStream, ProcessInput } from '../engine/processes';
import {
  ALTITUDE_MAX,
  ALTITUDE_MIN,
  airState,
  airStateFromPair,
  PRESSURE_MAX,
  PRESSURE_MIN,
  T_MAX,
  T_MIN,
} from '../engine/psychro';
import type { AirStateInput, AirStatePairInput } from '../engine/psychro';
import { coilSelection, fanSelection, recoverySelection, select } from '../engine/select';
import { ENGINE_VERSION } from '../engine/version';

type JsonObject = Record<string, unknown>;
type Op = (input: JsonObject) => unknown;

/**
 * The annual op's input: a unit (the select op's body), a synthetic year (from monthly data or the design conditions
 * alone: the command line reads no weather service), the operating profile, prices and life-cycle settings of the
 * annual API, and the country whose grid CO2 counts (the world average without one).
 */
const AnnualCalcRequest = z.strictObject({
  selection: z.record(z.string(), z.unknown()),
  weather: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('monthly'), monthly: MonthlyDesignSchema }),
    z.strictObject({
      kind: z.literal('design'),
      summerDryBulbC: z.number(),
      summerDewPointC: z.number(),
      winterDryBulbC: z.number(),
      winterRelativeHumidity: z.number(),
    }),
  ]),
  profile: OperatingProfileSchema,
  prices: EnergyPricesSchema,
  lifeCycle: LifeCycleSettingsSchema.default(LIFE_CYCLE_DEFAULTS),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .nullable()
    .default(null),
});

/** Unit and range of each numeric field, for the message when a field is not a number. */
const FIELDS: Record<string, string> = {
  tDb: `C, ${T_MIN}..${T_MAX}`,
  rh: '0..1',
  tWb: `C, ${T_MIN}..tDb`,
  tDp: `C, ${T_MIN}..tDb`,
  w: 'kg/kg, up to saturation',
  h: 'J/kg',
  pressure: `Pa, ${PRESSURE_MIN}..${PRESSURE_MAX}`,
  altitude: `m, ${ALTITUDE_MIN}..${ALTITUDE_MAX}`,
  airflowM3h: `m3/h, 0..${AIRFLOW_MAX_M3H}`,
  code: '10, 20, 30, 40 or 50',
  heatingPower: 'W, >= 0',
  coolingPower: 'W, >= 0',
  tSurface: `C, ${T_MIN}..${T_MAX}`,
  rhMax: '0..1',
};

const STATE_FIELDS = ['tDb', 'rh', 'tWb', 'tDp', 'w', 'h', 'pressure', 'altitude'] as const;

/** The cooler surface and humidity cap when a cooling process does not give them (docs/rules.md#mollier-defaults). */
const COOLER_DEFAULTS = { tSurface: 10, rhMax: 1 };

const OPS: Record<string, Op> = {
  state: (input) => pairStateOf(input),
  process: (input) => {
    const given = fields(input, ['point', 'process']);
    const from = streamOf(object(given.point, 'point'));
    const spec = object(given.process, 'process');
    const code = number(spec.code, 'code');
    const { input: processInput, surface, other } = processInputOf(code, spec);
    const result = runProcess(from.stream, processInput, {
      surface,
      ...(other ? { other: other.stream } : {}),
    });
    const airflowM3h = from.airflowM3h + (other?.airflowM3h ?? 0);
    const point = processedPoint(processInput, result, airflowM3h);
    return { point, power: result.power, water: result.water, condensate: result.condensate };
  },
  select: (input) => calculation(() => selectData(select(parse(SelectRequest, input)))),
  recovery: (input) => {
    const position = parse(RecValRequest, input);
    return calculation(() => recValData(position, recoverySelection(position), ENGINE_VERSION));
  },
  coil: (input) => {
    const position = parse(CoilValRequest, input);
    return calculation(() => coilValData(position, coilSelection(position), ENGINE_VERSION));
  },
  fan: (input) => calculation(() => fanValData(fanSelection(parse(FanValRequest, input)), ENGINE_VERSION)),
  airflow: (input) => {
    const { airFlowSup, airFlowEha } = parse(AirflowCalculatorQuery, input);
    return calculation(() => airflowCalculator(airFlowSup, airFlowEha));
  },
  ecodesign: (input) => ecodesignVerdict(ecodesignInputOf(parse(EcodesignRequest, input))),
  pool: (input) => {
    const keys = Object.keys(POOL_DEFAULTS) as (keyof PoolInput)[];
    const given = fields(input, keys);
    const pool = { ...POOL_DEFAULTS };
    for (const key of keys) {
      pool[key] = optionalNumber(given[key], key) ?? pool[key];
    }
    return poolCalculation(pool);
  },
  annual: (input) => {
    const request = parse(AnnualCalcRequest, input);
    const selection = calculation(() => select(parse(SelectRequest, request.selection)));
    const { pressure } = selection.site;
    const { weather: given } = request;
    const weather =
      given.kind === 'monthly' ? syntheticYear(given.monthly, pressure) : designOnlyYear(given, pressure);
    const { profile, prices, lifeCycle } = request;
    const factors = co2Factors(prices, gridCo2(request.countryCode));
    return {
      profile,
      prices,
      lifeCycle,
      ...evaluateAnnual(selection, CATALOGUE, weather, profile, prices, lifeCycle, factors),
    };
  },
};

/** An API body read with its contract; a refusal names each field as the API does ('FlowSupply: ...'). */
function parse<S extends z.ZodType>(schema: S, input: JsonObject): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new EngineInputError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  return result.data;
}

/** A calculation whose duty errors read as the API's: the fixed message and the reason
 * (docs/rules.md#calc-duty-error). */
function calculation<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof EngineDutyError) {
      throw new EngineInputError(calculationErrorMessage(error.component, error.message));
    }
    throw error;
  }
}

/** The fields of an object, rejecting any not in `allowed` (a typo should fail, not be ignored). */
function fields<K extends string>(input: JsonObject, allowed: readonly K[]): Partial<Record<K, unknown>> {
  for (const key of Object.keys(input)) {
    if (!(allowed as readonly string[]).includes(key)) {
      throw new EngineInputError(`unknown field "${key}" (expected ${allowed.join(', ')})`);
    }
  }
  return input as Partial<Record<K, unknown>>;
}

function object(value: unknown, name: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EngineInputError(`${name} must be a JSON object, got ${JSON.stringify(value) ?? 'nothing'}`);
  }
  return value as JsonObject;
}

function number(value: unknown, name: string): number {
  if (typeof value !== 'number') {
    throw new EngineInputError(
      `${name} = ${JSON.stringify(value) ?? 'nothing'} is not a number (${FIELDS[name] ?? 'number'})`,
    );
  }
  return value;
}

/** A number field that may be absent. */
function optionalNumber(value: unknown, name: string): number | undefined {
  return value === undefined ? undefined : number(value, name);
}

/** The state from {tDb, one humidity quantity, pressure or altitude}; airState checks the combination. */
function stateOf(input: JsonObject, allowed: readonly string[]) {
  const given = fields(input, allowed);
  const state: Record<string, number> = { tDb: number(given.tDb, 'tDb') };
  for (const key of STATE_FIELDS) {
    const value = optionalNumber(given[key], key);
    if (value !== undefined) {
      state[key] = value;
    }
  }
  return airState(state as unknown as AirStateInput);
}

/** The state from any two of the six properties and pressure or altitude; airStateFromPair checks the pair. */
function pairStateOf(input: JsonObject) {
  const given = fields(input, STATE_FIELDS);
  const state: Record<string, number> = {};
  for (const key of STATE_FIELDS) {
    const value = optionalNumber(given[key], key);
    if (value !== undefined) {
      state[key] = value;
    }
  }
  return airStateFromPair(state as unknown as AirStatePairInput);
}

/** A stream from {state fields..., airflowM3h}: the dry-air mass flow is airflow / v at that state. */
function streamOf(point: JsonObject): { stream: AirStream; airflowM3h: number } {
  const state = stateOf(point, [...STATE_FIELDS, 'airflowM3h']);
  const airflowM3h = number(point.airflowM3h, 'airflowM3h');
  if (!(airflowM3h >= 0 && airflowM3h <= AIRFLOW_MAX_M3H)) {
    throw new EngineInputError(`airflowM3h = ${airflowM3h} m3/h is out of range 0..${AIRFLOW_MAX_M3H} m3/h`);
  }
  return { stream: { state, massFlow: airflowM3h / 3600 / state.v }, airflowM3h };
}

function processInputOf(code: number, spec: JsonObject) {
  const surface = { ...COOLER_DEFAULTS };
  switch (code) {
    case 10: {
      const given = fields(spec, ['code', 'tDb', 'heatingPower']);
      const input: ProcessInput =
        oneOf(code, given.tDb, 'heatingPower', given.heatingPower) === 'tDb'
          ? { code, tDb: number(given.tDb, 'tDb') }
          : { code, heatingPower: number(given.heatingPower, 'heatingPower') };
      return { input, surface };
    }
    case 20: {
      const given = fields(spec, ['code', 'tDb', 'coolingPower', 'tSurface', 'rhMax']);
      surface.tSurface = optionalNumber(given.tSurface, 'tSurface') ?? surface.tSurface;
      surface.rhMax = optionalNumber(given.rhMax, 'rhMax') ?? surface.rhMax;
      const input: ProcessInput =
        oneOf(code, given.tDb, 'coolingPower', given.coolingPower) === 'tDb'
          ? { code, tDb: number(given.tDb, 'tDb') }
          : { code, coolingPower: number(given.coolingPower, 'coolingPower') };
      return { input, surface };
    }
    case 30: {
      const given = fields(spec, ['code', 'with']);
      return { input: { code } as ProcessInput, surface, other: streamOf(object(given.with, 'with')) };
    }
    case 40:
    case 50: {
      const given = fields(spec, ['code', 'rh']);
      return { input: { code, rh: number(given.rh, 'rh') } as ProcessInput, surface };
    }
    default:
      throw new EngineInputError(`code = ${code} is not a process (${FIELDS.code})`);
  }
}

/** Which target a heating or cooling process gives: exactly one of tDb and its power field. */
function oneOf(code: number, tDb: unknown, powerName: string, power: unknown): 'tDb' | 'power' {
  if ((tDb === undefined) === (power === undefined)) {
    throw new EngineInputError(`process ${code} needs exactly one of tDb and ${powerName}`);
  }
  return tDb === undefined ? 'power' : 'tDb';
}

async function main(): Promise<void> {
  const op = OPS[process.argv[2] ?? ''];
  if (op === undefined) {
    throw new EngineInputError(`usage: npm run -s calc -- <op>, op one of ${Object.keys(OPS).join(', ')}`);
  }
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw new EngineInputError('stdin must hold one JSON object');
  }
  process.stdout.write(`${JSON.stringify(op(object(input, 'input')))}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
  );
  process.exitCode = 1;
});
