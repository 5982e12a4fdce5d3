import { z } from 'zod';
import { INVALID_FLOW_MESSAGE } from './messages';
import type { UnitTypeMatch } from '../engine/catalogue';
import type {
  AirSideInput,
  CoilPositionInput,
  CoilPositionSpec,
  CoilSpec,
  RecoveryPositionInput,
  SelectionInput,
} from '../engine/select';
import { envelope } from './envelope';
import { text } from './fields';

/**
 * The calculation API (docs/rules.md#calc-calls, docs/engine.md): the airflow calculator, the original's three calculation-service calls
 * recVal, coilVal and fanVal on their own wire format (PascalCase fields, numbers as strings, -99 for unused values),
 * and /calc/select, the whole unit in one call on a clean camelCase schema. The wire is converted to the engine's SI
 * input here, at the edge, by zod preprocessors and transforms; the answers are in the units the technical data sheet
 * prints (m3/h, C, %, g/kg, kW, kg/h, Pa, kPa for fluids), presented by domain/data-sheet.ts and domain/calculation.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Messages (docs/rules.md#position-messages)

export {
  FAN_ERROR_MESSAGE,
  FLOW_COMBINATION_MESSAGE,
  INVALID_FLOW_MESSAGE,
  RECUPERATOR_COIL_ERROR_MESSAGE,
} from './messages';

/** The flow limits, m3/h (docs/rules.md#wizard-step-1). */
export const FLOW_MIN_M3H = 600;
export const FLOW_MAX_M3H = 6800;

// ---------------------------------------------------------------------------------------------------------------
// Wire values

/** The original's sentinel for an unused value (docs/rules.md#calc-wire). */
export const UNUSED = -99;

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A value as the original's client sends it (docs/rules.md#calc-wire), before validation: numbers may come as
 * strings; '', null and the sentinel -99 (as number or string) mean "not given". Anything else stays as it is and
 * fails the number check.
 */
export function fromWire(value: unknown): unknown {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') {
      return undefined;
    }
    if (!NUMERIC.test(text)) {
      return value;
    }
    value = Number(text);
  }
  return value === UNUSED ? undefined : value;
}

/** A numeric rule: range (inclusive unless exclusive), unit for the message, whole numbers only. */
interface NumberRule {
  min: number;
  max: number;
  unit?: string;
  exclusive?: boolean;
  integer?: boolean;
  /** The message when out of range (default: 'must be between min and max unit'). */
  message?: string;
}

function numberSchema(rule: NumberRule) {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const range =
    rule.message ?? `must be ${rule.exclusive ? 'strictly ' : ''}between ${rule.min} and ${rule.max}${unit}`;
  let schema = z.number({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number'),
  });
  if (rule.integer) {
    schema = schema.int('must be a whole number');
  }
  return rule.exclusive
    ? schema.gt(rule.min, range).lt(rule.max, range)
    : schema.min(rule.min, range).max(rule.max, range);
}

/** A required number on the wire: missing, '', -99 -> 'is required'; not a number -> 'must be a number'. */
export const wireNumber = (rule: NumberRule) => z.preprocess(fromWire, numberSchema(rule));

/** An optional number on the wire: missing, '', -99 -> undefined. */
export const optionalWireNumber = (rule: NumberRule) => z.preprocess(fromWire, numberSchema(rule).optional());

/** The preprocessor of a word on the wire: trimmed, matched case-insensitively (after normalize) to the list. */
function wordFromWire(values: readonly string[], normalize: (s: string) => string) {
  const byKey = new Map(values.map((v) => [normalize(v).toLowerCase(), v]));
  return (value: unknown) => {
    const v = fromWire(value);
    return typeof v === 'string' ? (byKey.get(normalize(v.trim()).toLowerCase()) ?? v) : v;
  };
}

function wordSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });
}

/** One of a list of words on the wire, case-insensitive; '' and -99 count as missing. */
function wireWord<const T extends readonly [string, ...string[]]>(values: T, normalize = (s: string) => s) {
  return z.preprocess(wordFromWire(values, normalize), wordSchema(values));
}

/** An optional word on the wire: missing, '' and -99 -> undefined. */
function optionalWireWord<const T extends readonly [string, ...string[]]>(
  values: T,
  normalize = (s: string) => s,
) {
  return z.preprocess(wordFromWire(values, normalize), wordSchema(values).optional());
}

const FILTER_CLASSES = ['M6', 'F7', 'F8', 'F9'] as const;
/** 'M6' or the original's label 'M6 (ePM10 70%)'. */
const firstWord = (s: string) => s.split(/\s/)[0] ?? s;
const MEDIA = ['water', 'ethylene', 'propylene'] as const;
const COILS = ['without', 'heater', 'cooler', 'both'] as const;
const FAN_TYPES = ['Standard', 'Premium'] as const;
const CASINGS = ['XPS', 'RW'] as const;

const optionalText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  text({ error: 'must be a text' }).max(200, 'must be at most 200 characters').optional(),
);

// The wire rules (docs/rules.md#wizard-step-rules, docs/rules.md#wizard-defaults).
const FLOW: NumberRule = { min: FLOW_MIN_M3H, max: FLOW_MAX_M3H, message: INVALID_FLOW_MESSAGE };
const TEMPERATURE: NumberRule = { min: -50, max: 60, unit: 'C', exclusive: true };
const HUMIDITY: NumberRule = { min: 0, max: 100, unit: '%' };
const DROP: NumberRule = { min: 0, max: 2000, unit: 'Pa' };
const ELEVATION: NumberRule = { min: -5000, max: 11_000, unit: 'm' };
const DIMENSION: NumberRule = { min: 0, max: 20_000, unit: 'mm' };
const UNIT_TYPE: NumberRule = { min: 1, max: 15, integer: true };
const FLUID_TEMPERATURE: NumberRule = { min: -30, max: 100, unit: 'C' };
const CONCENTRATION: NumberRule = { min: 0, max: 60, unit: '%' };
const FLUID_FLOW: NumberRule = { min: 0.001, max: 1000, unit: 'm3/h' };
const CAPACITY: NumberRule = { min: 0.001, max: 10_000, unit: 'kW' };

/** Fields every calculation call carries: the wizard's guid, the position and revision (not used by the engine). */
const identity = {
  Guid: optionalText,
  Id: optionalText,
  RevisionNumber: optionalText,
  UnitTypeId: wireNumber(UNIT_TYPE),
};

/** The dimensions the client echoes from the unit type (accepted, checked as numbers; the catalogue decides). */
const dimensions = {
  InternalWidth: optionalWireNumber(DIMENSION),
  InternalHeight: optionalWireNumber(DIMENSION),
  ExternalWidth: optionalWireNumber(DIMENSION),
  ExternalHeight: optionalWireNumber(DIMENSION),
  FanInstallationWidth: optionalWireNumber(DIMENSION),
  FanInstallationHeight: optionalWireNumber(DIMENSION),
  DamperWidth: optionalWireNumber(DIMENSION),
  DamperHeight: optionalWireNumber(DIMENSION),
  CoilsWidth: optionalWireNumber(DIMENSION),
  CoilsHeight: optionalWireNumber(DIMENSION),
};

const percent = (value: number) => value / 100;

/** The family a HeatRecoveryType word names ('Rotary heat exchanger', 'Plate heat exchanger', 'enthalpy' ...). */
function familiesOf(word: string): string[] {
  const w = word.toLowerCase();
  if (w.includes('rotary') || w.includes('wheel')) {
    return ['Rotary'];
  }
  if (w.includes('enthalpy')) {
    return ['Enthalpy'];
  }
  if (w.includes('condensing')) {
    return ['Plate'];
  }
  return w.includes('plate') ? ['Plate', 'Enthalpy'] : [];
}

/** Families by unit type code, reading (a): 1-5 Rotary, 6-10 Plate, 11-15 Enthalpy. */
function familyOfCode(code: number): string {
  return code <= 5 ? 'Rotary' : code <= 10 ? 'Plate' : 'Enthalpy';
}

// ---------------------------------------------------------------------------------------------------------------
// GET /project/items/airflow/calculator

export const AirflowCalculatorQuery = z.object({
  airFlowSup: wireNumber(FLOW).describe('Supply flow, m3/h, 600..6800'),
  airFlowEha: wireNumber(FLOW).describe('Return (extract) flow, m3/h, 600..6800'),
});

export const UnitTypeMatchSchema = z.object({
  id: z.number().int().describe('Unit type code 1-15 (reading (a))'),
  name: z.string().describe("'R 03' ... 'EV 12'"),
  value: z.number().int(),
  nominalFlow: z.number().describe('m3/h'),
  heatRecoveryType: z.enum(['Rotary', 'Plate', 'Enthalpy']),
  minFlow: z.number(),
  maxFlow: z.number(),
  supplyDeviation: z.number().describe('Supply flow - nominal flow, m3/h'),
  returnDeviation: z.number(),
  note: z.string().describe('The unit-size note (docs/rules.md#unit-size-note)'),
}) satisfies z.ZodType<UnitTypeMatch>;

export const AirflowCalculatorResponse = envelope(z.object({ data: z.array(UnitTypeMatchSchema) }));

// ---------------------------------------------------------------------------------------------------------------
// POST /calc/recVal

/** recVal's fields (docs/rules.md#calc-calls). Temperatures C, humidities %, flows m3/h, drops Pa, elevation m, mm. */
export const RecValRequest = z
  .object({
    ...identity,
    FlowSupply: wireNumber(FLOW),
    FlowReturn: wireNumber(FLOW),
    Elevation: wireNumber(ELEVATION),
    SummerOutdoorTemperature: wireNumber(TEMPERATURE),
    SummerOutdoorHumidity: wireNumber(HUMIDITY),
    SummerIndoorTemperature: wireNumber(TEMPERATURE),
    SummerIndoorHumidity: wireNumber(HUMIDITY),
    SummerSupplyTemperature: optionalWireNumber(TEMPERATURE),
    WinterOutdoorTemperature: wireNumber(TEMPERATURE),
    WinterOutdoorHumidity: wireNumber(HUMIDITY),
    WinterIndoorTemperature: wireNumber(TEMPERATURE),
    WinterIndoorHumidity: wireNumber(HUMIDITY),
    WinterSupplyTemperature: optionalWireNumber(TEMPERATURE),
    HeatRecoveryType: optionalText,
    HeatRecoverySize: optionalWireNumber(UNIT_TYPE),
    HeaterFluidType: optionalWireWord(MEDIA),
    HeaterConcentration: optionalWireNumber(CONCENTRATION),
    Coils: optionalWireWord(COILS),
    Area: optionalWireNumber({ min: 0, max: 1e6, unit: 'm2' }),
    ChangeRate: optionalWireNumber({ min: 0, max: 100, unit: '1/h' }),
    Height: optionalWireNumber({ min: 0, max: 100, unit: 'm' }),
    DropSupply: optionalWireNumber(DROP),
    DropReturn: optionalWireNumber(DROP),
    DewPointTemperature: optionalWireNumber(TEMPERATURE),
    DryBulbTemperature: optionalWireNumber(TEMPERATURE),
    ...dimensions,
    FineFilterClassSupply: optionalWireWord(FILTER_CLASSES, firstWord),
    FineFilterClassReturn: optionalWireWord(FILTER_CLASSES, firstWord),
    UnitFilter: optionalText,
    FanType: optionalWireWord(FAN_TYPES),
    FanMode: optionalWireWord(['On', 'Off']),
    AirflowDirection: optionalWireNumber({ min: 0, max: 4, integer: true }),
  })
  .superRefine((body, ctx) => {
    // Only a valid type has a family to compare with (refinements run even when a field has failed).
    const known = Number.isInteger(body.UnitTypeId) && body.UnitTypeId >= 1 && body.UnitTypeId <= 15;
    if (
      known &&
      body.HeatRecoveryType !== undefined &&
      !familiesOf(body.HeatRecoveryType).includes(familyOfCode(body.UnitTypeId))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['HeatRecoveryType'],
        message: `does not match unit type ${body.UnitTypeId} (${familyOfCode(body.UnitTypeId)})`,
      });
    }
  })
  .transform((body): RecoveryPositionInput => ({
    unitTypeId: body.UnitTypeId,
    flowSupplyM3h: body.FlowSupply,
    flowReturnM3h: body.FlowReturn,
    elevationM: body.Elevation,
    summer: {
      outdoor: { tDb: body.SummerOutdoorTemperature, rh: percent(body.SummerOutdoorHumidity) },
      indoor: { tDb: body.SummerIndoorTemperature, rh: percent(body.SummerIndoorHumidity) },
    },
    winter: {
      outdoor: { tDb: body.WinterOutdoorTemperature, rh: percent(body.WinterOutdoorHumidity) },
      indoor: { tDb: body.WinterIndoorTemperature, rh: percent(body.WinterIndoorHumidity) },
    },
  }));

/** One season of the recovery, as summerRecCalculation / winterRecCalculation. */
export const RecSection = z.object({
  recoveryMode: z.enum(['heating', 'cooling', 'none']).describe('Whether the supply air is warmed or cooled'),
  sup_AirVolumeFlow: z.number().describe('m3/h'),
  sup_AirTempIn: z.number().describe('C'),
  sup_AirTempOut: z.number().describe('C'),
  sup_HumidityIn: z.number().describe('%'),
  sup_HumidityOut: z.number().describe('%'),
  sup_AbsHumidityIn: z.number().describe('g/kg'),
  sup_AbsHumidityOut: z.number().describe('g/kg'),
  sup_TotalHeat: z.number().describe('Recovered power, kW (heat gained in winter, removed in summer)'),
  sup_SensibleHeat: z.number().describe('kW'),
  sup_PressureDrop: z.number().describe('Pa'),
  sup_FaceVelocity: z.number().describe('m/s'),
  eha_AirVolumeFlow: z.number(),
  eha_AirTempIn: z.number(),
  eha_AirTempOut: z.number(),
  eha_HumidityIn: z.number(),
  eha_HumidityOut: z.number(),
  eha_AbsHumidityIn: z.number(),
  eha_AbsHumidityOut: z.number(),
  eha_PressureDrop: z.number(),
  eha_FaceVelocity: z.number(),
  moistureRecovery: z.number().describe('Water moved to (winter) or from (summer) the supply air, kg/h'),
  condensate: z.number().describe('kg/h'),
  condensingSide: z.enum(['supply', 'exhaust']).nullable(),
  frostRisk: z
    .boolean()
    .describe(
      'Frost would form without protection (plates, membrane: cold-corner wall below the frost limit; wheel: exhaust below the ice formation limit)',
    ),
  temperatureEfficiency: z.number().nullable().describe('EN 308 eta_t, %'),
  humidityEfficiency: z.number().nullable().describe('EN 308 eta_x, % (0 for a plate: it moves no water)'),
  moistureTransfer: z
    .boolean()
    .describe('Whether the exchanger moves water between the streams (a plate does not)'),
  frost: z.object({
    wallUnprotected: z.number().nullable().describe('Cold-corner wall without protection, C (null: wheel)'),
    wall: z.number().nullable().describe('Cold-corner wall with the protection acting, C'),
    limit: z.number().describe('Frost limit at the corner, C'),
    protection: z.enum(['none', 'faceAndBypass', 'preheater', 'speedReduction']),
    bypass: z.number().describe('Share of the outdoor air bypassed, %'),
    rotorSpeed: z
      .number()
      .describe(
        'A wheel: its speed as a share of the card speed, % (100: full speed; below: speed reduction acting)',
      ),
    preheaterPower: z.number().describe('Electric frost preheater, kW'),
    preheatedTo: z.number().nullable().describe('Air leaving the frost preheater, C'),
    unprotectedEfficiency: z.number().nullable().describe('eta_t the unprotected exchanger would show, %'),
  }),
});
export type RecSection = z.infer<typeof RecSection>;

export const RecValData = z.object({
  engineVersion: z.string(),
  unitTypeId: z.number().int(),
  summerRecCalculation: RecSection,
  winterRecCalculation: RecSection,
  erpTemperatureEfficiency: z.number().describe('Dry balanced EN 308 efficiency at the supply flow, %'),
});
export const RecValResponse = envelope(RecValData);

// ---------------------------------------------------------------------------------------------------------------
// POST /calc/coilVal

const COIL_DEFAULTS = {
  Heater: { fluidTIn: 35, fluidTOut: 28 },
  Cooler: { fluidTIn: 7, fluidTOut: 12 },
};

/** One coil's wire values, by their role (the fields are Heater* / Cooler* and CoilInput*Heater / *Cooler). */
interface CoilWire {
  fluidType: (typeof MEDIA)[number] | undefined;
  concentration: number | undefined;
  temperatureIn: number | undefined;
  temperatureOut: number | undefined;
  flow: number | undefined;
  /** kW */
  capacity: number | undefined;
  supplyTemperature: number | undefined;
  airTemperatureIn: number | undefined;
  airHumidityIn: number | undefined;
}

/**
 * A coil's engine spec from its wire values: water unless a glycol is named; concentration by the rule
 * (docs/rules.md#glycol-concentration) unless given; fluid inlet and outlet default to the wizard's (heater 35 / 28
 * C, cooler 7 / 12 C); the air target is the coil's supply temperature, else the season's, unless a capacity is
 * given; the air entering is required.
 */
function coilSpecOf(
  prefix: 'Heater' | 'Cooler',
  wire: CoilWire,
  seasonSupply: number | undefined,
  winterOutdoor: number | undefined,
  ctx: z.RefinementCtx,
): CoilPositionSpec {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const medium = wire.fluidType ?? 'water';
  const supplyTDb = wire.capacity === undefined ? (wire.supplyTemperature ?? seasonSupply) : undefined;
  if (wire.capacity === undefined && supplyTDb === undefined) {
    issue(`${prefix}SupplyTemperature`, `is required (or ${prefix}Capacity)`);
  }
  if (medium !== 'water' && wire.concentration === undefined && winterOutdoor === undefined) {
    issue('WinterOutdoorTemperature', `is required for the glycol concentration (or ${prefix}Concentration)`);
  }
  if (wire.airTemperatureIn === undefined) {
    issue(`CoilInputTemperature${prefix}`, 'is required');
  }
  if (wire.airHumidityIn === undefined) {
    issue(`CoilInputHumidity${prefix}`, 'is required');
  }
  return {
    medium,
    ...(wire.concentration === undefined || medium === 'water'
      ? {}
      : { concentrationPct: wire.concentration }),
    fluidTIn: wire.temperatureIn ?? COIL_DEFAULTS[prefix].fluidTIn,
    ...(wire.capacity === undefined ? { supplyTDb } : { capacityW: wire.capacity * 1000 }),
    ...(wire.flow === undefined
      ? { fluidTOut: wire.temperatureOut ?? COIL_DEFAULTS[prefix].fluidTOut }
      : { fluidFlowM3h: wire.flow }),
    airIn: { tDb: wire.airTemperatureIn ?? Number.NaN, rh: percent(wire.airHumidityIn ?? Number.NaN) },
  };
}

/** coilVal's fields. Capacities kW, fluid flows m3/h, temperatures C, humidities %, mm. */
export const CoilValRequest = z
  .object({
    ...identity,
    FlowSupply: wireNumber(FLOW),
    Elevation: wireNumber(ELEVATION),
    WinterOutdoorTemperature: optionalWireNumber(TEMPERATURE),
    SummerSupplyTemperature: optionalWireNumber(TEMPERATURE),
    WinterSupplyTemperature: optionalWireNumber(TEMPERATURE),
    Coils: wireWord(COILS),
    HeaterFluidType: optionalWireWord(MEDIA),
    HeaterConcentration: optionalWireNumber(CONCENTRATION),
    HeaterTemperatureIn: optionalWireNumber(FLUID_TEMPERATURE),
    HeaterTemperatureOut: optionalWireNumber(FLUID_TEMPERATURE),
    HeaterFlow: optionalWireNumber(FLUID_FLOW),
    HeaterCapacity: optionalWireNumber(CAPACITY),
    HeaterSupplyTemperature: optionalWireNumber(TEMPERATURE),
    CoilInputTemperatureHeater: optionalWireNumber(TEMPERATURE),
    CoilInputHumidityHeater: optionalWireNumber(HUMIDITY),
    CoolerFluidType: optionalWireWord(MEDIA),
    CoolerConcentration: optionalWireNumber(CONCENTRATION),
    CoolerTemperatureIn: optionalWireNumber(FLUID_TEMPERATURE),
    CoolerTemperatureOut: optionalWireNumber(FLUID_TEMPERATURE),
    CoolerFlow: optionalWireNumber(FLUID_FLOW),
    CoolerCapacity: optionalWireNumber(CAPACITY),
    CoolerSupplyTemperature: optionalWireNumber(TEMPERATURE),
    CoilInputTemperatureCooler: optionalWireNumber(TEMPERATURE),
    CoilInputHumidityCooler: optionalWireNumber(HUMIDITY),
    CoilsWidth: optionalWireNumber(DIMENSION),
    CoilsHeight: optionalWireNumber(DIMENSION),
    /** fanVal's supplyFanCalculation.absorbedPower, kW: the fan's heat after the coils (omitted: none). */
    SupplyFanPower: optionalWireNumber(CAPACITY),
  })
  .transform((body, ctx): CoilPositionInput => {
    const has = (kind: 'heater' | 'cooler') => body.Coils === kind || body.Coils === 'both';
    const heater = has('heater')
      ? coilSpecOf(
          'Heater',
          {
            fluidType: body.HeaterFluidType,
            concentration: body.HeaterConcentration,
            temperatureIn: body.HeaterTemperatureIn,
            temperatureOut: body.HeaterTemperatureOut,
            flow: body.HeaterFlow,
            capacity: body.HeaterCapacity,
            supplyTemperature: body.HeaterSupplyTemperature,
            airTemperatureIn: body.CoilInputTemperatureHeater,
            airHumidityIn: body.CoilInputHumidityHeater,
          },
          body.WinterSupplyTemperature,
          body.WinterOutdoorTemperature,
          ctx,
        )
      : undefined;
    const cooler = has('cooler')
      ? coilSpecOf(
          'Cooler',
          {
            fluidType: body.CoolerFluidType,
            concentration: body.CoolerConcentration,
            temperatureIn: body.CoolerTemperatureIn,
            temperatureOut: body.CoolerTemperatureOut,
            flow: body.CoolerFlow,
            capacity: body.CoolerCapacity,
            supplyTemperature: body.CoolerSupplyTemperature,
            airTemperatureIn: body.CoilInputTemperatureCooler,
            airHumidityIn: body.CoilInputHumidityCooler,
          },
          body.SummerSupplyTemperature,
          body.WinterOutdoorTemperature,
          ctx,
        )
      : undefined;
    return {
      unitTypeId: body.UnitTypeId,
      flowSupplyM3h: body.FlowSupply,
      elevationM: body.Elevation,
      // Only read by the glycol rule, which the checks above make sure has it when it needs it.
      tWinterOutdoor: body.WinterOutdoorTemperature ?? 0,
      coils: body.Coils,
      ...(heater ? { heater } : {}),
      ...(cooler ? { cooler } : {}),
      ...(body.SupplyFanPower === undefined ? {} : { supplyFanPowerW: body.SupplyFanPower * 1000 }),
    };
  });

/** One coil, as the data sheet's heating / cooling section. */
export const CoilSection = z.object({
  volumeFlow: z.number().describe('Air, m3/h'),
  temperatureIn: z.number().describe('Air in, C'),
  temperatureOut: z.number().describe('Air out, C'),
  relativeHumidityIn: z.number().describe('%'),
  relativeHumidityOut: z.number().describe('%'),
  absoluteHumidityIn: z.number().describe('g/kg'),
  absoluteHumidityOut: z.number().describe('g/kg'),
  capacity: z.number().describe('kW'),
  sensibleCapacity: z.number().describe('kW'),
  condensate: z.number().describe('kg/h'),
  airPressureDrop: z.number().describe('Pa'),
  faceVelocity: z.number().describe('m/s'),
  mediumType: z.enum(MEDIA),
  concentration: z.number().describe('Glycol, % by mass'),
  mediumTemperatureIn: z.number().describe('C'),
  mediumTemperatureOut: z.number().describe('C'),
  fluidFlow: z.number().describe('m3/h at the inlet temperature'),
  fluidPressureDrop: z.number().describe('kPa'),
  fluidVelocity: z.number().describe('m/s'),
  rows: z.number().int().describe('Tube rows, chosen for the duty or fixed by the user'),
  finSpacing: z.number().describe('Fin pitch, mm'),
  tubesPerRow: z.number().int().describe('Tubes per row (face height / tube pitch)'),
  circuits: z.number().int().describe('Parallel fluid circuits (feeds)'),
  apparatusDewPoint: z.number().nullable().describe('C (cooler)'),
  bypassFactor: z.number(),
  reserve: z.number().describe('Heat the coil transfers at the design fluid flow / the duty'),
});
export type CoilSection = z.infer<typeof CoilSection>;

export const CoilValData = z.object({
  engineVersion: z.string(),
  heating: CoilSection.nullable(),
  cooling: CoilSection.nullable(),
});
export const CoilValResponse = envelope(CoilValData);

// ---------------------------------------------------------------------------------------------------------------
// POST /calc/fanVal

export const FanValRequest = z
  .object({
    ...identity,
    FlowSupply: wireNumber(FLOW),
    FlowReturn: wireNumber(FLOW),
    DropSupply: wireNumber(DROP),
    DropReturn: wireNumber(DROP),
    Elevation: wireNumber(ELEVATION),
    Coils: wireWord(COILS),
    FanType: optionalWireWord(FAN_TYPES),
    FanMode: optionalWireWord(['On', 'Off']),
    FineFilterClassSupply: wireWord(FILTER_CLASSES, firstWord),
    FineFilterClassReturn: optionalWireWord(FILTER_CLASSES, firstWord),
    UnitFilter: optionalText,
    Insulation: optionalWireWord(CASINGS),
    DesignDryBulbTemperature: optionalWireNumber(TEMPERATURE),
    DesignDewPointTemperature: optionalWireNumber(TEMPERATURE),
    DesignWetBulbTemperature: optionalWireNumber(TEMPERATURE),
    WinterOutdoorTemperature: optionalWireNumber(TEMPERATURE),
    FanInstallationWidth: optionalWireNumber(DIMENSION),
    FanInstallationHeight: optionalWireNumber(DIMENSION),
  })
  .transform((body): AirSideInput => ({
    unitTypeId: body.UnitTypeId,
    flowSupplyM3h: body.FlowSupply,
    flowReturnM3h: body.FlowReturn,
    dropSupplyPa: body.DropSupply,
    dropReturnPa: body.DropReturn,
    elevationM: body.Elevation,
    coils: body.Coils,
    filters: {
      supply: body.FineFilterClassSupply,
      return: body.FineFilterClassReturn ?? body.FineFilterClassSupply,
    },
    // Advanced settings On: the user's fan type; Off (the default): the engine's choice.
    fanType: body.FanMode === 'On' ? (body.FanType ?? 'Standard') : 'auto',
    casing: body.Insulation ?? 'XPS',
  }));

const Spectrum = z.array(z.number()).describe('dB per octave band 125..8000 Hz');

/** One fan, as supplyFanCalculation / exhaustFanCalculation. */
export const FanSection = z.object({
  type: z.string().describe('Fan model'),
  fanType: z.enum(FAN_TYPES),
  airVolumeFlow: z.number().describe('m3/h'),
  externalPressDrop: z.number().describe('Pa'),
  internalPressDrop: z.number().describe('Pa'),
  totalPressDrop: z.number().describe('Pa'),
  internalDrops: z.object({
    damper: z.number(),
    filter: z.number(),
    recovery: z.number(),
    cooler: z.number(),
    heater: z.number(),
    casing: z.number(),
  }),
  kFactor: z.number(),
  nozzlePressure: z.number().describe('Pa'),
  rotationSpeed: z.number().describe('rpm'),
  speedPercent: z.number(),
  efficiency: z.number().describe('Static efficiency of fan, motor and controller, %'),
  absorbedPower: z.number().describe('Electrical input, kW'),
  current: z.number().describe('A at the duty'),
  sfpValue: z.number().describe('W/(m3/s)'),
  sfpClass: z.string(),
  motor_type: z.string(),
  protectionClass: z.string(),
  power: z.number().describe('Rated motor power, kW'),
  ratedCurrent: z.number().describe('A'),
  motorRotSpeed: z.number().describe('rpm'),
  powerSupply: z.string(),
  fanChart: z
    .string()
    .describe('JSON text: curves at several speeds, the system curve and the operating point'),
  bandsHz: z.array(z.number()),
  soundPowerIn: Spectrum,
  soundPowerOut: Spectrum,
  soundPowerInTotal: z.number(),
  soundPowerOutTotal: z.number(),
  soundPowerInTotalA: z.number().describe('dB(A)'),
  soundPowerOutTotalA: z.number().describe('dB(A)'),
});
export type FanSection = z.infer<typeof FanSection>;

/** One filter, as supplyFilterCalculation / exhaustFilterCalculation. */
export const FilterSection = z.object({
  type: z.string(),
  classEN779: z.string(),
  classISO16890: z.string(),
  initPressureDrop: z.number().describe('Pa'),
  recFinalPressDrop: z.number().describe('Pa'),
  designPressDrop: z.number().describe('Pa, mean of initial and final'),
  airFlow: z.number().describe('m3/h'),
  surface: z.number().describe('Face area, m2'),
  faceVelocity: z.number().describe('m/s'),
  energyClass: z.string(),
  annualEnergy: z.number().describe('Eurovent 4/21, kWh/a'),
  dimension: z.string(),
});
export type FilterSection = z.infer<typeof FilterSection>;

/** The EU 1253/2014 verdict with every value behind it. */
export const ErpSection = z.object({
  regulation: z.string(),
  tier: z.number(),
  compliant: z.boolean(),
  thermalEfficiency: z.number().describe('Dry balanced, %'),
  thermalEfficiencyMin: z.number().describe('%'),
  thermalEfficiencyPass: z.boolean(),
  nominalFlow: z.number().describe('m3/s'),
  efficiencyBonus: z.number().describe('E, W/(m3/s)'),
  fineFilter: z.boolean(),
  mediumFilter: z.boolean(),
  filterCorrection: z.number().describe('F, W/(m3/s)'),
  sfpInt: z.number().describe('W/(m3/s)'),
  sfpIntLimit: z.number().describe('W/(m3/s)'),
  sfpIntPass: z.boolean(),
  velocityClass: z.string().describe('EN 13053'),
  casingClasses: z.object({
    thermalTransmittance: z.string(),
    thermalBridging: z.string(),
    leakage: z.string(),
    deflection: z.string(),
    filterBypass: z.string(),
  }),
});
export type ErpSection = z.infer<typeof ErpSection>;

export const FanValData = z.object({
  engineVersion: z.string(),
  fanType: z.enum(FAN_TYPES),
  supplyFanCalculation: FanSection,
  exhaustFanCalculation: FanSection,
  supplyFilterCalculation: FilterSection,
  exhaustFilterCalculation: FilterSection,
  sfpUnit: z.number().describe('(P_supply + P_exhaust) / max flow, W/(m3/s)'),
  sfpUnitClass: z.string(),
  ecodesign: ErpSection,
});
export const FanValResponse = envelope(FanValData);

// ---------------------------------------------------------------------------------------------------------------
// POST /calc/select

/** A JSON number: 'is required' when missing, 'must be a number' otherwise (the handler prefixes the field). */
const finite = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') });
/** A JSON number in min..max (inclusive), the message naming the range. */
const between = (min: number, max: number, unit = '') => {
  const message = `must be between ${min} and ${max}${unit ? ` ${unit}` : ''}`;
  return finite().min(min, message).max(max, message);
};
const tDb = finite()
  .gt(-50, 'must be strictly between -50 and 60 C')
  .lt(60, 'must be strictly between -50 and 60 C');
const rh = between(0, 1);
const AirCondition = z.object({ tDb, rh });
const flow = finite().min(FLOW_MIN_M3H, INVALID_FLOW_MESSAGE).max(FLOW_MAX_M3H, INVALID_FLOW_MESSAGE);
const drop = between(0, 2000, 'Pa');

const Season = (supplyDefault: number) =>
  z.object({ outdoor: AirCondition, indoor: AirCondition, supplyTDb: tDb.default(supplyDefault) });

const CoilSpecSchema = (defaults: { fluidTIn: number; fluidTOut: number }) =>
  z
    .object({
      medium: z.enum(MEDIA).default('water'),
      concentrationPct: between(0, 60, '%').optional(),
      fluidTIn: between(-30, 100, 'C').default(defaults.fluidTIn),
      supplyTDb: tDb.optional(),
      capacityW: between(1, 10_000_000, 'W').optional(),
      fluidTOut: between(-30, 100, 'C').optional(),
      fluidFlowM3h: between(0.001, 1000, 'm3/h').optional(),
      airIn: AirCondition.optional(),
      /** Advanced (issue 26): tube rows and fin pitch fixed, each one of the size's choice set (the engine checks). */
      rows: between(1, 12).int('must be a whole number').optional(),
      finPitchMm: between(1, 10, 'mm').optional(),
    })
    .superRefine((spec, ctx) => {
      if (spec.supplyTDb !== undefined && spec.capacityW !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['capacityW'],
          message: 'give supplyTDb or capacityW, not both',
        });
      }
      if (spec.fluidTOut !== undefined && spec.fluidFlowM3h !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['fluidFlowM3h'],
          message: 'give fluidTOut or fluidFlowM3h, not both',
        });
      }
    })
    .transform((spec): CoilSpec => ({
      ...spec,
      ...(spec.fluidTOut === undefined && spec.fluidFlowM3h === undefined
        ? { fluidTOut: defaults.fluidTOut }
        : {}),
    }));

/**
 * The whole position for /calc/select (docs/rules.md#position-fields), camelCase and SI but for the flows (m3/h): the
 * engine's SelectionInput. Defaults are the wizard's (docs/rules.md#wizard-defaults).
 */
export const SelectRequest = z
  .object({
    unitTypeId: between(1, 15).int('must be a whole number'),
    flowSupplyM3h: flow,
    flowReturnM3h: flow,
    dropSupplyPa: drop.default(250),
    dropReturnPa: drop.default(250),
    elevationM: between(-5000, 11_000, 'm'),
    summer: Season(18),
    winter: Season(22),
    coils: z.enum(COILS).default('without'),
    heater: CoilSpecSchema(COIL_DEFAULTS.Heater).optional(),
    cooler: CoilSpecSchema(COIL_DEFAULTS.Cooler).optional(),
    filters: z
      .object({ supply: z.enum(FILTER_CLASSES).default('M6'), return: z.enum(FILTER_CLASSES).optional() })
      .default({ supply: 'M6' }),
    fanType: z.enum(['Standard', 'Premium', 'auto']).default('auto'),
    casing: z.enum(CASINGS).default('XPS'),
    installation: z.enum(['indoor', 'outdoor']).default('indoor'),
    transportSections: z.union([z.literal(1), z.literal(3)]).default(3),
    controls: z.boolean().default(true),
    airflowDirection: between(1, 4).int('must be a whole number').default(1),
    ecoDesign: z.enum(['compliant', 'notCompliant']).default('compliant'),
  })
  .superRefine((input, ctx) => {
    for (const kind of ['heater', 'cooler'] as const) {
      if ((input.coils === kind || input.coils === 'both') && input[kind] === undefined) {
        ctx.addIssue({ code: 'custom', path: [kind], message: `is required when coils is '${input.coils}'` });
      }
    }
  })
  .transform((input): SelectionInput => ({
    ...input,
    filters: { supply: input.filters.supply, return: input.filters.return ?? input.filters.supply },
  }));
export type SelectRequest = z.input<typeof SelectRequest>;

// ---------------------------------------------------------------------------------------------------------------
// The technical data sheet record (docs/rules.md#data-sheet)

const Sound = z.object({
  bands: z.array(z.number()).describe('dB per octave band 63..8000 Hz'),
  total: z.number(),
  totalA: z.number(),
});

/** An air state in the data sheet's units. */
export const SheetAirState = z.object({
  tDb: z.number().describe('C'),
  rh: z.number().describe('%'),
  x: z.number().describe('g/kg'),
});
export type SheetAirState = z.infer<typeof SheetAirState>;

/** A fan's heat: the air leaving it and its temperature rise. */
export const FanHeatSection = z.object({
  airOut: SheetAirState,
  power: z.number().describe('Heat given to the air = electrical power, kW'),
  rise: z.number().describe('K'),
});
export type FanHeatSection = z.infer<typeof FanHeatSection>;

/** The electric frost preheater (issue 25) in the data sheet's units. */
export const FrostPreheaterSection = z.object({
  duty: z.number().describe('Heat given to the outdoor air at the winter design point, kW'),
  ratedPower: z.number().describe('Installed power: the duty in whole steps, kW'),
  steps: z.number().int(),
  stepPower: z.number().describe('kW per step'),
  current: z.number().describe('Line current of the installed power, A'),
  supplyVoltage: z.number().describe('Three-phase supply, V'),
  airIn: SheetAirState,
  airOut: SheetAirState,
});
export type FrostPreheaterSection = z.infer<typeof FrostPreheaterSection>;

export const DataSheet = z.object({
  engineVersion: z.string(),
  /** The catalogue the unit came from; records from before catalogues were data are the demo's. */
  catalogue: z
    .object({ name: z.string(), demo: z.boolean() })
    .default({ name: 'Compact PRO', demo: true })
    .describe('demo true: invented demo data, not a manufacturer’s; every document says so'),
  generalProductSpec: z.object({
    unit: z.string(),
    model: z.string(),
    height: z.number().describe('mm'),
    width: z.number().describe('mm'),
    length: z.number().describe('mm'),
    weight: z.number().describe('kg'),
    arrangement: z.string(),
    insulation: z.string(),
    installation: z.enum(['indoor', 'outdoor']),
    transportSections: z.number().int(),
    supplySide: z.object({ type: z.string(), airVolumeFlow: z.number() }),
    exhaustSide: z.object({ type: z.string(), airVolumeFlow: z.number() }),
    connectingSections: z.object({ flexibleConnection: z.string(), count: z.number().int() }),
  }),
  euroventCalculation: z.object({
    altitude: z.number().describe('m'),
    airPressure: z.number().describe('Pa'),
    airDensity: z.number().describe('kg/m3 at 20 C'),
  }),
  supplyFanCalculation: FanSection,
  exhaustFanCalculation: FanSection,
  supplyFilterCalculation: FilterSection,
  exhaustFilterCalculation: FilterSection,
  summerRecCalculation: RecSection,
  winterRecCalculation: RecSection,
  heating: CoilSection.nullable(),
  cooling: CoilSection.nullable(),
  frostPreheater: FrostPreheaterSection.nullable()
    .default(null)
    .describe(
      'The electric frost preheater in the outdoor air (plates and membrane); null: none (records before 2.3.0)',
    ),
  fanHeat: z
    .object({
      summer: z.object({ supply: FanHeatSection, exhaust: FanHeatSection }),
      winter: z.object({ supply: FanHeatSection, exhaust: FanHeatSection }),
    })
    .describe('The fans heat their air (EC plug fans, motor in the air stream): the air leaving the unit'),
  recovery: z.object({
    type: z.string(),
    model: z.string(),
    material: z.string(),
    controller: z.string(),
    speedRegulator: z.string(),
    bypass: z.string(),
    torque: z.number().nullable().describe('Nm'),
    stepMotor: z.string().nullable(),
    rotorSpeed: z.number().nullable().describe('rpm'),
    airflowDirection: z.number().int(),
    supplyZone: z.enum(['lower', 'upper']),
    frostProtection: z.string().describe("The catalogue's frost protection"),
    frostProtectionStart: z
      .number()
      .nullable()
      .describe(
        'Outdoor temperature below which the frost protection acts, C (null: wheel, or not above -50 C)',
      ),
  }),
  noiseLevels: z.object({
    bandsHz: z.array(z.number()).describe('63..8000 Hz'),
    outdoorInlet: Sound,
    supplyOutlet: Sound,
    extractInlet: Sound,
    exhaustOutlet: Sound,
    bareFan: z.object({
      supplyInlet: Sound,
      supplyOutlet: Sound,
      exhaustInlet: Sound,
      exhaustOutlet: Sound,
    }),
    casingRadiated: Sound,
    measurementSurface: z.number().describe('ISO 3744 surface at 1 m, m2'),
    soundPressureAt1m: z.number().describe('dB(A)'),
  }),
  ecodesign: ErpSection.extend({
    required: z.boolean(),
    requirementMet: z.boolean(),
    energyClassSummer: z.string(),
    energyClassWinter: z.string(),
    sfpUnit: z.number(),
    sfpUnitClass: z.string(),
  }),
  price: z.object({
    items: z.array(z.object({ code: z.string(), label: z.string(), price: z.number() })),
    total: z.number().describe('euro, 2 decimals'),
    currency: z.literal('EUR'),
  }),
});
export type DataSheet = z.infer<typeof DataSheet>;

/**
 * The engine's complete result (SI units, engine/select.ts SelectionResult): engineVersion, input, unit, site,
 * airflow, recovery (summer, winter, dryReference), heater, cooler, filters, pressureDrops, fans, ecodesign, noise,
 * price. Passed through whole, so a stored selection can be recalculated and compared (docs/engine.md).
 */
const SelectionSchema = z
  .looseObject({
    engineVersion: z.string().describe('The engine version (semver) the result was computed with'),
  })
  .describe('The engine result in SI units (engine/select.ts SelectionResult)');

export const SelectData = z.object({ selection: SelectionSchema, dataSheet: DataSheet });
export const SelectResponse = envelope(SelectData);
