import { z } from 'zod';
import type { HeatRecoveryFamily } from '../engine/catalogue';
import type { AirSideInput, CoilSpec, SelectionInput } from '../engine/select';
import { DataSheet, FLOW_MAX_M3H, FLOW_MIN_M3H, INVALID_FLOW_MESSAGE } from './calc';
import { EditVersion, envelope } from './envelope';
import { recordId, recordIdParam, text } from './fields';
import { pageQuery, totalField, type PageRequest } from './paging';
import { isValidProjectName, PROJECT_MESSAGES } from './projects';

/**
 * Positions (project items) of the Compact line and their revisions (part 2 sections 3, 4, 5, 7 and 9). The wizard
 * sends the whole position (`PositionInputSchema`); the server checks it with the same rules the wizard checks step
 * by step (`stepProblem`), runs the engine on `toSelectionInput(position)` and stores the result as a new, immutable
 * revision. Units: m2, m, 1/h, m3/h, Pa, C, %, g/kg, kW, m3/h of fluid, euro.
 */

// ---------------------------------------------------------------------------------------------------------------
// Messages of part 2 section 8

export const MANDATORY_FIELDS_MESSAGE = 'Fill all required fields before proceeding.';
export const TEMPERATURE_ERROR_MESSAGE =
  'Outdoor temperature must be cooler than indoor for winter calculation and hotter for summer calculation.';
/** projectinformation.flowValError: no unit type serves both flows. */
export const FLOW_VALUE_ERROR_MESSAGE =
  'No unit type matches the flows. Please change the supply or return flow.';
export const REQUIRED = 'is required';
/** The position asks for an EU 1253/2014 compliant unit (step 2) and the chosen one is not; the server appends the
 * failed criteria ("Reason: eta_t 69.9 % < 73 %; SFPint 879 > 827 W/(m3/s)"). */
export const ECODESIGN_NOT_MET_MESSAGE =
  'The unit does not meet EU 1253/2014, which the position requires. Choose a larger size or another heat recovery (or a fine supply filter, F7 or better).';

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (part 2 section 3)

/**
 * The 24 building types of step 1 with their air-change range in brackets (the seeds name six residential ones and
 * the restaurants; the rest follow the common ASHRAE / ACCA ranges for light commercial and public rooms), plus None
 * for direct airflow input.
 */
export const BUILDING_TYPES = [
  'Residential - Basements (3-4)',
  'Residential - Bedrooms (5-6)',
  'Residential - Bathrooms (6-7)',
  'Residential - Family Living Rooms (6-8)',
  'Residential - Kitchens (7-8)',
  'Residential - Laundry (8-9)',
  'Light Commercial - Offices (6-8)',
  'Light Commercial - Conference Rooms (8-12)',
  'Light Commercial - Banks (4-10)',
  'Light Commercial - Libraries (4-5)',
  'Light Commercial - Classrooms (4-12)',
  'Light Commercial - Computer Rooms (15-20)',
  'Light Commercial - Restaurants Dining Areas (8-12)',
  'Light Commercial - Restaurants Bars (15-20)',
  'Light Commercial - Cafeterias (12-15)',
  'Light Commercial - Retail Shops (6-10)',
  'Light Commercial - Shopping Centres (6-10)',
  'Light Commercial - Beauty Salons (10-15)',
  'Light Commercial - Hospital Rooms (4-6)',
  'Light Commercial - Waiting Rooms (4-6)',
  'Public Buildings - Churches (8-12)',
  'Public Buildings - Theatres (8-12)',
  'Public Buildings - Museums (3-6)',
  'Public Buildings - Lobbies (4-6)',
  'None',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** Part 2 section 4: the change rate of a building type is the number after the last dash before ')'; None gives 0. */
export function changeRateOf(buildingType: string): number {
  const match = /-\s*(\d+(?:\.\d+)?)\s*\)\s*$/.exec(buildingType);
  return match ? Number(match[1]) : 0;
}

/** Part 2 section 4: flow = change rate x height x area, rounded, m3/h (supply and return alike). */
export function flowOf(area: number, height: number, changeRate: number): number {
  return Math.round(changeRate * height * area);
}

export const ECO_DESIGN = ['compliant', 'notCompliant'] as const;
export const MAINTENANCE = ['none', 'highPerformance'] as const;
export const CASING_QUALITY = ['XPS', 'RW'] as const;
export const INSTALLATION = ['installationIndoor', 'installationOutdoor'] as const;
export const UNIT_TYPES = ['Compact: PRO'] as const;
export const COILS = ['without', 'heater', 'cooler', 'both'] as const;
export type Coils = (typeof COILS)[number];
export const HEAT_RECOVERY = ['Rotary heat exchanger', 'Plate heat exchanger'] as const;
export type HeatRecovery = (typeof HEAT_RECOVERY)[number];
/** 'Plate' is shown as Condensing. */
export const PLATE_TYPES = ['Rotary', 'Plate', 'Enthalpy'] as const;
export type PlateType = (typeof PLATE_TYPES)[number];
export const UNIT_DIVISION = ['transport1', 'transport3'] as const;
export const MEDIA = ['water', 'ethylene', 'propylene'] as const;
export const AIR_INPUT_PARAMS = ['Supply Temperature', 'Capacity'] as const;
export const WATER_INPUT_PARAMS = ['Temperature out', 'Fluid flow'] as const;
/** The Compact PRO series filters in one stage (demo catalogue), so 'No' is the only choice. */
export const DOUBLE_STAGE_FILTERING = ['No'] as const;
export const FINE_FILTER_TYPES = ['Rigid bag filter'] as const;
export const FILTER_CLASSES = ['M6', 'F7', 'F8', 'F9'] as const;
export const FILTER_CLASS_LABELS: Record<(typeof FILTER_CLASSES)[number], string> = {
  M6: 'M6 (ePM10 70%)',
  F7: 'F7 (ePM1 60%)',
  F8: 'F8 (ePM1 70%)',
  F9: 'F9 (ePM1 80%)',
};
export const FAN_SETTINGS = ['Off', 'On'] as const;
export const FAN_TYPES = ['Standard', 'Premium'] as const;

/** Unit type codes (reading (a)): 1-5 Rotary, 6-10 Plate, 11-15 Enthalpy. */
export function familyOfSize(sizeOfUnit: number): HeatRecoveryFamily {
  return sizeOfUnit <= 5 ? 'Rotary' : sizeOfUnit <= 10 ? 'Plate' : 'Enthalpy';
}

/** The family a heat recovery and plate type choose (rotary: Rotary; plate + Enthalpy: Enthalpy; else Plate). */
export function familyOfChoice(heatRecovery: HeatRecovery, plateType: PlateType): HeatRecoveryFamily {
  if (heatRecovery === 'Rotary heat exchanger') {
    return 'Rotary';
  }
  return plateType === 'Enthalpy' ? 'Enthalpy' : 'Plate';
}

/** Part 2 section 4: transport in one section is offered for sizes 1, 2, 6, 7, 11, 12 (sizes 03 and 05). */
export const ONE_PIECE_SIZES: readonly number[] = [1, 2, 6, 7, 11, 12];
export function unitDivisionsOf(sizeOfUnit: number): readonly (typeof UNIT_DIVISION)[number][] {
  return ONE_PIECE_SIZES.includes(sizeOfUnit) ? UNIT_DIVISION : ['transport3'];
}

/** Airflow directions: 1-4 for a wheel, 1-2 for plates. */
export function airflowDirectionsOf(family: HeatRecoveryFamily): number[] {
  return family === 'Rotary' ? [1, 2, 3, 4] : [1, 2];
}

// ---------------------------------------------------------------------------------------------------------------
// The position as the wizard sends it

const number = () =>
  z.number({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be a number'),
  });
const between = (min: number, max: number, unit: string) => {
  const message = `must be between ${min} and ${max} ${unit}`;
  return number().min(min, message).max(max, message);
};
/** Part 2 section 5: typed temperatures in the wizard strictly between -50 and 60 C. */
const temperature = () =>
  number().gt(-50, 'must be strictly between -50 and 60 C').lt(60, 'must be strictly between -50 and 60 C');
const humidity = () => between(0, 100, '%');
const flow = () => number().min(FLOW_MIN_M3H, INVALID_FLOW_MESSAGE).max(FLOW_MAX_M3H, INVALID_FLOW_MESSAGE);
const word = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? REQUIRED
        : `must be one of ${values.join(', ')}`,
  });
/** Absent or null reads as null, without a transform, so the read-back schemas can serialize answers (zod encode). */
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** A coil of step 5, its fields named with `prefix` (all optional here; required when the coil is chosen). */
function coilFields<P extends 'cooler' | 'heater'>(prefix: P) {
  const shape = {
    Type: optional(word(MEDIA)),
    /** Glycol mass fraction, %; null = the seeds' rule from the winter outdoor temperature. */
    Concentration: optional(between(0, 60, '%')),
    /** Fluid inlet temperature, C. */
    TemperatureIn: optional(between(-30, 100, 'C')),
    AirInputParam: optional(word(AIR_INPUT_PARAMS)),
    /** C for 'Supply Temperature', kW for 'Capacity'. */
    AirInputValue: optional(number()),
    WaterInputParam: optional(word(WATER_INPUT_PARAMS)),
    /** C for 'Temperature out', m3/h for 'Fluid flow'. */
    WaterInputValue: optional(number()),
    /** 'Manual change': the air entering the coil is typed instead of following the heat recovery. */
    ManualChange: z.boolean().default(false),
  };
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [`${prefix}${key}`, schema])) as {
    [K in keyof typeof shape as `${P}${K}`]: (typeof shape)[K];
  };
}

const positionShape = {
  /** The project the position belongs to. */
  projId: recordId(),
  /** Made when the wizard starts; the same for every revision of a position. */
  guid: z.uuid('must be a UUID'),
  /** Step 1's name (the seeds' projName), the position's name. */
  name: text({ error: () => REQUIRED })
    .trim()
    .refine(isValidProjectName, PROJECT_MESSAGES.name),
  /** The browser's clock and offset (Date.getTimezoneOffset, minutes) when saved. */
  localDateTime: optional(text().max(40)),
  timeZone: number().int().min(-840).max(840).default(0),

  // Step 1: airflow
  directInput: z.boolean().default(false),
  area: between(0, 1_000_000, 'm2'),
  height: between(0, 100, 'm'),
  buildingType: word(BUILDING_TYPES),
  changeRate: between(0, 100, '1/h'),
  flowSupply: flow(),
  flowReturn: flow(),
  dropSupply: between(0, 2000, 'Pa'),
  dropReturn: between(0, 2000, 'Pa'),

  // Step 2: requirements
  ecoDesign: word(ECO_DESIGN),
  maintenance: word(MAINTENANCE),
  casingQuality: word(CASING_QUALITY),

  // Step 3: type of unit
  installation: word(INSTALLATION),
  unitType: word(UNIT_TYPES),
  coils: word(COILS),
  heatRecovery: word(HEAT_RECOVERY),
  heatRecoveryPlateType: word(PLATE_TYPES),
  controls: z.boolean().default(true),
  unitDivision: word(UNIT_DIVISION),
  /** The unit type code 1-15 (reading (a)). */
  sizeOfUnit: number().int('must be a whole number').min(1, REQUIRED).max(15, 'must be between 1 and 15'),
  /** 0 = not chosen (refused). */
  airflowDirection: number().int('must be a whole number').min(1, 'must be chosen').max(4, 'must be 1 to 4'),

  // Step 4: operating point
  elevation: between(-5000, 11_000, 'm'),
  summerOutdoorTemperature: temperature(),
  summerOutdoorHumidity: humidity(),
  summerWetBulbTemperature: optional(number()),
  summerDewPointTemperature: optional(number()),
  summerIndoorTemperature: temperature(),
  summerIndoorHumidity: humidity(),
  summerSupplyTemperature: temperature(),
  winterOutdoorTemperature: temperature(),
  winterOutdoorHumidity: humidity(),
  /** g/kg */
  winterOutdoorHumidityRatio: optional(number()),
  winterIndoorTemperature: temperature(),
  winterIndoorHumidity: humidity(),
  winterSupplyTemperature: temperature(),
  designDryBulbTemperature: optional(number()),
  designDewPointTemperature: optional(number()),
  designWetBulbTemperature: optional(number()),
  designWinterOutdoorTemperature: optional(number()),
  /** The heat recovery's supply outlet the wizard showed (recVal), C and %: informative, the server recomputes. */
  summerRecTemperatureOut: optional(number()),
  summerRecHumidityOut: optional(number()),
  winterRecTemperatureOut: optional(number()),
  winterRecHumidityOut: optional(number()),

  // Step 5: coils
  ...coilFields('cooler'),
  ...coilFields('heater'),
  /** The air entering each coil when its manual change is ticked, C and %. */
  coilInputTemperatureCooler: optional(temperature()),
  coilInputHumidityCooler: optional(humidity()),
  coilInputTemperatureHeater: optional(temperature()),
  coilInputHumidityHeater: optional(humidity()),

  // Step 6: filtering
  doubleStageFiltering: word(DOUBLE_STAGE_FILTERING),
  filteringAdvancedSettings: z.boolean().default(false),
  fineFilterType: word(FINE_FILTER_TYPES),
  fineFilterClassSupply: word(FILTER_CLASSES),
  fineFilterClassReturn: optional(word(FILTER_CLASSES)),
  differentialPressureIndicator: z.boolean().default(true),

  // Step 7: fan
  fanAdvancedSettings: word(FAN_SETTINGS),
  fanType: word(FAN_TYPES),
};

const PositionObject = z.object(positionShape);
/** The position's fields (part 2 section 3) once checked: what a revision stores. */
export type PositionInput = z.infer<typeof PositionObject>;
export type PositionField = keyof PositionInput;

/** The wizard's fields by step (part 2 section 5's required fields; step 8 is the summary). */
export const STEP_FIELDS = {
  1: [
    'name',
    'area',
    'height',
    'buildingType',
    'changeRate',
    'flowSupply',
    'flowReturn',
    'dropSupply',
    'dropReturn',
  ],
  2: ['ecoDesign', 'maintenance', 'casingQuality'],
  3: [
    'installation',
    'unitType',
    'coils',
    'heatRecovery',
    'heatRecoveryPlateType',
    'unitDivision',
    'sizeOfUnit',
    'airflowDirection',
  ],
  4: [
    'elevation',
    'summerOutdoorTemperature',
    'summerOutdoorHumidity',
    'summerIndoorTemperature',
    'summerIndoorHumidity',
    'summerSupplyTemperature',
    'winterOutdoorTemperature',
    'winterOutdoorHumidity',
    'winterIndoorTemperature',
    'winterIndoorHumidity',
    'winterSupplyTemperature',
  ],
  5: [],
  6: ['doubleStageFiltering', 'fineFilterType', 'fineFilterClassSupply'],
  7: ['fanAdvancedSettings', 'fanType'],
} as const satisfies Record<number, readonly PositionField[]>;
export type WizardStep = keyof typeof STEP_FIELDS;

/** The fields a chosen coil needs (step 5); the air entering only with manual change. */
export function coilFieldsRequired(values: Partial<PositionInput>): PositionField[] {
  const fields: PositionField[] = [];
  for (const kind of ['cooler', 'heater'] as const) {
    if (values.coils === kind || values.coils === 'both') {
      fields.push(
        `${kind}Type`,
        `${kind}TemperatureIn`,
        `${kind}AirInputParam`,
        `${kind}AirInputValue`,
        `${kind}WaterInputParam`,
        `${kind}WaterInputValue`,
      );
      if (values[`${kind}ManualChange`]) {
        const suffix = kind === 'cooler' ? 'Cooler' : 'Heater';
        fields.push(`coilInputTemperature${suffix}`, `coilInputHumidity${suffix}`);
      }
    }
  }
  return fields;
}

/** What keeps a step from passing: the seeds' message key and the fields concerned. */
export interface StepProblem {
  key: 'mandatoryFields' | 'invalidFlow' | 'temperatureError' | 'flowValError';
  message: string;
  fields: PositionField[];
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && (value.trim() === '' || value.trim() === '-')) ||
  (typeof value === 'number' && Number.isNaN(value));

/**
 * Part 2 section 5, one wizard step: the required fields, the flow range, the unit type among those serving the flows
 * (`unitTypeIds`: the airflow calculator's answer; omitted = not checked), airflow direction not 0 and within the
 * family, transport in one piece only for the small sizes, and the Condensing plate's temperature rule. The server
 * runs every step on the whole position.
 */
export function stepProblem(
  step: WizardStep | 8,
  values: Partial<PositionInput>,
  unitTypeIds?: readonly number[],
): StepProblem | null {
  if (step === 8) {
    for (const s of [1, 2, 3, 4, 5, 6, 7] as const) {
      const problem = stepProblem(s, values, unitTypeIds);
      if (problem) {
        return problem;
      }
    }
    return null;
  }
  const required: PositionField[] = step === 5 ? coilFieldsRequired(values) : [...STEP_FIELDS[step]];
  const missing = required.filter((field) => isBlank(values[field]));
  const mandatory = (fields: PositionField[]): StepProblem => ({
    key: 'mandatoryFields',
    message: MANDATORY_FIELDS_MESSAGE,
    fields,
  });
  if (step === 1) {
    const outOfRange = (['flowSupply', 'flowReturn'] as const).filter((field) => {
      const value = values[field];
      return typeof value === 'number' && (value < FLOW_MIN_M3H || value > FLOW_MAX_M3H);
    });
    if (missing.length > 0) {
      return mandatory(missing);
    }
    if (outOfRange.length > 0) {
      return { key: 'invalidFlow', message: INVALID_FLOW_MESSAGE, fields: outOfRange };
    }
    if (!isValidProjectName(String(values.name))) {
      return mandatory(['name']);
    }
    return null;
  }
  if (missing.length > 0) {
    return mandatory(missing);
  }
  if (step === 3) {
    const size = values.sizeOfUnit as number;
    const family = familyOfChoice(
      values.heatRecovery as HeatRecovery,
      values.heatRecoveryPlateType as PlateType,
    );
    if (unitTypeIds !== undefined && !unitTypeIds.includes(size)) {
      return { key: 'flowValError', message: FLOW_VALUE_ERROR_MESSAGE, fields: ['sizeOfUnit'] };
    }
    if (familyOfSize(size) !== family) {
      return mandatory(['sizeOfUnit']);
    }
    if (!airflowDirectionsOf(family).includes(values.airflowDirection as number)) {
      return mandatory(['airflowDirection']);
    }
    if (!unitDivisionsOf(size).includes(values.unitDivision as (typeof UNIT_DIVISION)[number])) {
      return mandatory(['unitDivision']);
    }
  }
  if (
    step === 4 &&
    values.heatRecovery === 'Plate heat exchanger' &&
    values.heatRecoveryPlateType === 'Plate'
  ) {
    const fields: PositionField[] = [];
    if ((values.summerOutdoorTemperature as number) < (values.summerIndoorTemperature as number)) {
      fields.push('summerOutdoorTemperature');
    }
    if ((values.winterOutdoorTemperature as number) > (values.winterIndoorTemperature as number)) {
      fields.push('winterOutdoorTemperature');
    }
    if (fields.length > 0) {
      return { key: 'temperatureError', message: TEMPERATURE_ERROR_MESSAGE, fields };
    }
  }
  return null;
}

/** The first step whose rule `field` belongs to (for the server's message and the wizard's step-back). */
export function stepOfField(field: PositionField): WizardStep {
  for (const step of [1, 2, 3, 4, 6, 7] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(field)) {
      return step;
    }
  }
  return 5;
}

/**
 * The whole position: each field's own rule (its message names the field), then every step's rule of part 2 section
 * 5 with the seeds' messages. The unit type must serve both flows (the airflow calculator's rule) - checked by the
 * server with the catalogue, since the contracts do not read the catalogue.
 */
export const PositionInputSchema = PositionObject.superRefine((values, ctx) => {
  for (const step of [1, 2, 3, 4, 5, 6, 7] as const) {
    const problem = stepProblem(step, values);
    if (problem) {
      // A field that fails its own rule has its message already (zod runs refinements after non-fatal issues).
      const ownRulePasses = (field: PositionField) =>
        PositionObject.shape[field].safeParse(values[field]).success;
      for (const field of problem.fields.filter(ownRulePasses)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: problem.key === 'mandatoryFields' ? fieldRuleOf(field, values) : problem.message,
        });
      }
      return;
    }
  }
});
export type PositionInputBody = z.input<typeof PositionInputSchema>;

/** The rule behind a mandatory-fields problem of one field, for the server's 400. */
function fieldRuleOf(field: PositionField, values: Partial<PositionInput>): string {
  if (isBlank(values[field])) {
    return REQUIRED;
  }
  switch (field) {
    case 'sizeOfUnit':
      return `must be a ${familyOfChoice(values.heatRecovery as HeatRecovery, values.heatRecoveryPlateType as PlateType)} unit type`;
    case 'airflowDirection':
      return `must be one of ${airflowDirectionsOf(familyOfSize(values.sizeOfUnit as number)).join(', ')} for this unit`;
    case 'unitDivision':
      return 'must be transport3 for this size (transport1 only for sizes 03 and 05)';
    default:
      return PROJECT_MESSAGES.name;
  }
}

/** Part 2 section 9: the wizard's defaults (the project's design values fill step 4 when it has them). */
export const POSITION_DEFAULTS = {
  directInput: false,
  area: 100,
  height: 2.8,
  buildingType: 'Residential - Basements (3-4)',
  changeRate: 4,
  flowSupply: 1120,
  flowReturn: 1120,
  dropSupply: 250,
  dropReturn: 250,
  ecoDesign: 'compliant',
  maintenance: 'none',
  casingQuality: 'XPS',
  unitType: 'Compact: PRO',
  coils: 'without',
  heatRecoveryPlateType: 'Rotary',
  controls: true,
  unitDivision: 'transport3',
  airflowDirection: 0,
  summerIndoorTemperature: 26,
  summerIndoorHumidity: 50,
  summerSupplyTemperature: 18,
  winterIndoorTemperature: 20,
  winterIndoorHumidity: 40,
  winterSupplyTemperature: 22,
  designDryBulbTemperature: 34.6,
  designDewPointTemperature: 14.3,
  designWetBulbTemperature: 21.1,
  coolerType: 'water',
  coolerTemperatureIn: 7,
  coolerAirInputParam: 'Supply Temperature',
  coolerAirInputValue: 18,
  coolerWaterInputParam: 'Temperature out',
  coolerWaterInputValue: 12,
  coolerManualChange: false,
  heaterType: 'water',
  heaterTemperatureIn: 35,
  heaterAirInputParam: 'Supply Temperature',
  heaterAirInputValue: 22,
  heaterWaterInputParam: 'Temperature out',
  heaterWaterInputValue: 28,
  heaterManualChange: false,
  doubleStageFiltering: 'No',
  filteringAdvancedSettings: false,
  fineFilterType: 'Rigid bag filter',
  fineFilterClassSupply: 'M6',
  fineFilterClassReturn: 'M6',
  differentialPressureIndicator: true,
  fanAdvancedSettings: 'Off',
  fanType: 'Standard',
} as const satisfies Partial<PositionInput>;

// ---------------------------------------------------------------------------------------------------------------
// From the position to the engine

/** A chosen coil's engine spec: concentration by the seeds' rule unless typed (water: none), air in only on manual. */
function coilSpec(position: PositionInput, kind: 'cooler' | 'heater'): CoilSpec {
  // The step rules make every field of a chosen coil present; a null here is a caller that skipped them.
  const field = <T>(name: string, value: T | null): T => {
    if (value === null) {
      throw new Error(`${name} is required for the ${kind}`);
    }
    return value;
  };
  const medium = field('type', position[`${kind}Type`]);
  const concentration = position[`${kind}Concentration`];
  const airValue = field('air input value', position[`${kind}AirInputValue`]);
  const waterValue = field('water input value', position[`${kind}WaterInputValue`]);
  const suffix = kind === 'cooler' ? 'Cooler' : 'Heater';
  return {
    medium,
    ...(medium !== 'water' && concentration !== null ? { concentrationPct: concentration } : {}),
    fluidTIn: field('fluid inlet temperature', position[`${kind}TemperatureIn`]),
    ...(position[`${kind}AirInputParam`] === 'Capacity'
      ? { capacityW: airValue * 1000 }
      : { supplyTDb: airValue }),
    ...(position[`${kind}WaterInputParam`] === 'Fluid flow'
      ? { fluidFlowM3h: waterValue }
      : { fluidTOut: waterValue }),
    ...(position[`${kind}ManualChange`]
      ? {
          airIn: {
            tDb: field('air temperature in', position[`coilInputTemperature${suffix}`]),
            rh: field('air humidity in', position[`coilInputHumidity${suffix}`]) / 100,
          },
        }
      : {}),
  };
}

/** The position's fields the air side (fans, filters, the EU 1253/2014 verdict) depends on. */
export type AirSideFields = Pick<
  PositionInput,
  | 'sizeOfUnit'
  | 'flowSupply'
  | 'flowReturn'
  | 'dropSupply'
  | 'dropReturn'
  | 'elevation'
  | 'coils'
  | 'fineFilterClassSupply'
  | 'fineFilterClassReturn'
  | 'filteringAdvancedSettings'
  | 'fanAdvancedSettings'
  | 'fanType'
  | 'casingQuality'
>;

/** The engine's air-side input of a position (what step 3's ecodesign check and the whole selection share). */
export function airSideInputOf(position: AirSideFields): AirSideInput {
  const supplyClass = position.fineFilterClassSupply;
  return {
    unitTypeId: position.sizeOfUnit,
    flowSupplyM3h: position.flowSupply,
    flowReturnM3h: position.flowReturn,
    dropSupplyPa: position.dropSupply,
    dropReturnPa: position.dropReturn,
    elevationM: position.elevation,
    coils: position.coils,
    filters: {
      supply: supplyClass,
      return: position.filteringAdvancedSettings
        ? (position.fineFilterClassReturn ?? supplyClass)
        : supplyClass,
    },
    fanType: position.fanAdvancedSettings === 'On' ? position.fanType : 'auto',
    casing: position.casingQuality,
  };
}

/** The engine's input of a checked position (SI but for the flows, m3/h). */
export function toSelectionInput(position: PositionInput): SelectionInput {
  const has = (kind: 'cooler' | 'heater') => position.coils === kind || position.coils === 'both';
  return {
    ...airSideInputOf(position),
    summer: {
      outdoor: { tDb: position.summerOutdoorTemperature, rh: position.summerOutdoorHumidity / 100 },
      indoor: { tDb: position.summerIndoorTemperature, rh: position.summerIndoorHumidity / 100 },
      supplyTDb: position.summerSupplyTemperature,
    },
    winter: {
      outdoor: { tDb: position.winterOutdoorTemperature, rh: position.winterOutdoorHumidity / 100 },
      indoor: { tDb: position.winterIndoorTemperature, rh: position.winterIndoorHumidity / 100 },
      supplyTDb: position.winterSupplyTemperature,
    },
    ...(has('heater') ? { heater: coilSpec(position, 'heater') } : {}),
    ...(has('cooler') ? { cooler: coilSpec(position, 'cooler') } : {}),
    installation: position.installation === 'installationOutdoor' ? 'outdoor' : 'indoor',
    transportSections: position.unitDivision === 'transport1' ? 1 : 3,
    controls: position.controls,
    airflowDirection: position.airflowDirection,
    ecoDesign: position.ecoDesign,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Read-back

/** The unit type's dimensions the card and the seeds' item carry, mm. */
export const DimensionsSchema = z.object({
  damperHeight: z.number(),
  damperWidth: z.number(),
  fanInstallationHeight: z.number(),
  fanInstallationWidth: z.number(),
  internalHeight: z.number(),
  internalWidth: z.number(),
  externalWidth: z.number(),
  externalHeight: z.number(),
  coilsWidth: z.number(),
  coilsHeight: z.number(),
});

/** What every revision shows besides its input: the unit chosen and the result's headline figures. */
const revisionFacts = {
  revisionNumber: z.number().int(),
  price: z.number().describe('euro, 2 decimals'),
  engineVersion: z.string(),
  unitTypeName: z.string().describe("'R 03' ... 'EV 12'"),
  heatRecoveryFamily: z.enum(['Rotary', 'Plate', 'Enthalpy']),
  /** The fan type the engine chose (fan advanced settings Off = Standard when it meets the duty). */
  fan: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  timeZone: z.number().int(),
  ...DimensionsSchema.shape,
};

/** The stored input as read back (a superset of the request, so the wizard can edit it as it is). */
const StoredPosition = PositionObject.extend({ guid: z.string() });

/** A position (project item): its active revision's input and facts, with its project. */
export const PositionSchema = StoredPosition.extend({
  id: z.number().int().describe('The position id (the same for every revision)'),
  projId: z.number().int(),
  projName: z.string(),
  projNumber: z.string(),
  revisionCount: z.number().int(),
  version: z.number().int().describe('Send it back with an edit: a stale one answers 409'),
  active: z.literal(true),
  ...revisionFacts,
});
export type Position = z.infer<typeof PositionSchema>;

/** One revision of a position, in the revisions grid. */
export const RevisionSchema = StoredPosition.extend({
  id: z.number().int().describe('The revision id (what activation takes)'),
  positionId: z.number().int(),
  active: z.boolean(),
  ...revisionFacts,
});
export type Revision = z.infer<typeof RevisionSchema>;

export const PositionResponse = envelope(PositionSchema);
export const PositionListResponse = envelope(
  z.object({ data: z.array(PositionSchema), total: totalField.optional() }),
);
export const RevisionListResponse = envelope(z.object({ data: z.array(RevisionSchema) }));
/** PUT configurator (200) and POST calculate (201): data.data is the position id. */
export const PositionSavedResponse = envelope(
  z.object({ data: z.number().int(), revisionNumber: z.number().int() }),
);
/** What saving a position would calculate (POST /project/item/preview): the data sheet record the revision gets. */
export const PositionPreviewResponse = envelope(z.object({ dataSheet: DataSheet }));
export const PositionDeletedResponse = envelope(z.object({ id: z.number().int() }));
/** Activation: data.data is the id of the position whose active revision it now is. */
export const RevisionActivatedResponse = envelope(
  z.object({ data: z.number().int(), revisionNumber: z.number().int() }),
);

const id = recordIdParam;
export const PositionIdQuery = z.object({ id: id() });
export const AdminProjectItemsQuery = z.object({ projectId: id() });
/** The positions grid sorts by these columns (server-side paging, issue 19). */
export const POSITION_SORT_COLUMNS = [
  'id',
  'name',
  'unitTypeName',
  'revisionNumber',
  'price',
  'createdAt',
] as const;
export type PositionSortColumn = (typeof POSITION_SORT_COLUMNS)[number];
const positionPage = pageQuery(POSITION_SORT_COLUMNS).extend({
  name: z.string().max(200, 'must be at most 200 characters').optional().describe('Name contains (any case)'),
});
export const PositionListQuery = PositionIdQuery.extend(positionPage.shape);
export const AdminPositionListQuery = AdminProjectItemsQuery.extend(positionPage.shape);
export type PositionListRequest = PageRequest<PositionSortColumn> & { name?: string };
export const AdminPositionQuery = z.object({ itemId: id() });
/** PUT configurator: the position to recalculate is `id`. */
export const PositionEditSchema = PositionInputSchema.and(z.object({ id: recordId(), version: EditVersion }));
export const RevisionActivateQuery = z.object({ id: id().describe('The revision id') });
export const RevisionActivateBody = z.object({ id: recordId().describe('The revision id') });
export const CalculationsQuery = z.object({
  id: id().describe('The position id'),
  revNum: recordIdParam(),
});

/** GET /project/items/calculations: the stored result of one revision, in the technical data sheet's units. */
export const CalculationsData = z.object({
  positionId: z.number().int(),
  positionName: z.string(),
  revisionNumber: z.number().int(),
  engineVersion: z.string(),
  createdAt: z.string(),
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    number: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string(),
  }),
  dataSheet: DataSheet,
});
export type CalculationsData = z.infer<typeof CalculationsData>;
export const CalculationsResponse = envelope(CalculationsData);

/**
 * One state of a stream's process chain (Mollier database mode): the air after `step`, the stream's dry-air mass flow
 * (constant along the stream) and the heat the step gave the air, W (+ heating, - cooling; 0 at the stream's start).
 * `joined` false: the state does not follow from the one before by a process (a coil fed with typed air).
 */
export const ChainPoint = z.object({
  step: z.enum(['outdoor', 'indoor', 'recovery', 'cooler', 'heater', 'fan']),
  tDb: z.number().describe('C'),
  w: z.number().describe('Humidity ratio, kg/kg'),
  massFlow: z.number().describe('Dry air, kg/s'),
  power: z.number().describe('W'),
  joined: z.boolean(),
});
export type ChainPoint = z.infer<typeof ChainPoint>;
/** The supply stream (outdoor air to the supply) and the exhaust stream (extract air to the exhaust) of a season. */
export const SeasonChain = z.object({ supply: z.array(ChainPoint), exhaust: z.array(ChainPoint) });
export type SeasonChain = z.infer<typeof SeasonChain>;

/** Part 3 "Recuperator results": the air leaving each component, C and %; coils null when absent. */
const PointOut = z.object({ temperatureOut: z.number(), humidityOut: z.number() });
export const MollierPositionData = z.object({
  projectName: z.string(),
  location: z.string(),
  positionName: z.string(),
  revisionNumber: z.number().int(),
  elevation: z.number(),
  summer_Sup: PointOut.describe('Supply air after the heat recovery in summer (the DLL point)'),
  summer_Exa: PointOut.describe('Exhaust air after the heat recovery in summer'),
  winter_Sup: PointOut,
  winter_Exa: PointOut,
  cooler_Sup: PointOut.nullable().describe('Supply air after the cooler at the summer design'),
  heater_Sup: PointOut.nullable().describe('Supply air after the heater at the winter design'),
  chains: z
    .object({ summer: SeasonChain, winter: SeasonChain })
    .describe("The position's process chain per season, from the stored engine result"),
  summer_SupFan: PointOut.nullable().describe(
    'Supply air after the supply fan in summer (the supply state; null for a selection before engine 2.0)',
  ),
  winter_SupFan: PointOut.nullable().describe('Supply air after the supply fan in winter'),
  summer_ExaFan: PointOut.nullable().describe('Exhaust air after the exhaust fan in summer'),
  winter_ExaFan: PointOut.nullable().describe('Exhaust air after the exhaust fan in winter'),
});
export type MollierPositionData = z.infer<typeof MollierPositionData>;
export const MollierPositionResponse = envelope(MollierPositionData);
