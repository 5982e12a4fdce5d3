import { z } from 'zod';
import { DataSheet, FLOW_MAX_M3H, FLOW_MIN_M3H, INVALID_FLOW_MESSAGE } from './calc';
import { envelope } from './envelope';
import { recordId, recordIdParam, text } from './fields';
import { pageQuery, totalField, type PageRequest } from './paging';
import { isValidProjectName, PROJECT_MESSAGES } from './projects';

/**
 * Positions (project items) of the Compact line and their revisions (docs/rules.md#position-fields): the schemas,
 * enumerations, messages and defaults. The wizard sends the whole position (`PositionFieldsSchema`); the rules across
 * fields that the wizard checks step by step and the server checks whole (`stepProblem`), and the engine input of a
 * position (`toSelectionInput`), are in domain/positions.ts. Units: m2, m, 1/h, m3/h, Pa, C, %, g/kg, kW, m3/h of
 * fluid, euro.
 */

// ---------------------------------------------------------------------------------------------------------------
// Messages (docs/rules.md#position-messages)

export { FLOW_VALUE_ERROR_MESSAGE, MANDATORY_FIELDS_MESSAGE, TEMPERATURE_ERROR_MESSAGE } from './messages';
export const REQUIRED = 'is required';
/** The position asks for an EU 1253/2014 compliant unit (step 2) and the chosen one is not; the server appends the
 * failed criteria ("Reason: eta_t 69.9 % < 73 %; SFPint 879 > 827 W/(m3/s)"). */
export const ECODESIGN_NOT_MET_MESSAGE =
  'The unit does not meet EU 1253/2014, which the position requires. Choose a larger size or another heat recovery (or a fine supply filter, F7 or better).';

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (docs/rules.md#position-enumerations)

/**
 * The 24 building types of step 1 with their air-change range in brackets (the original names six residential ones
 * and the restaurants; the rest follow the common ASHRAE / ACCA ranges for light commercial and public rooms), plus
 * None for direct airflow input.
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

/** docs/rules.md#unit-division: transport in one section is offered for sizes 1, 2, 6, 7, 11, 12 (sizes 03 and 05). */
export const ONE_PIECE_SIZES: readonly number[] = [1, 2, 6, 7, 11, 12];

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
/** docs/rules.md#wizard-step-4: typed temperatures in the wizard strictly between -50 and 60 C. */
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
    Medium: optional(word(MEDIA)),
    /** Glycol mass fraction, %; null = the rule (docs/rules.md#glycol-concentration) from the winter outdoor
     * temperature. */
    ConcentrationPct: optional(between(0, 60, '%')),
    /** Fluid inlet temperature, C. */
    FluidTIn: optional(between(-30, 100, 'C')),
    AirInputParam: optional(word(AIR_INPUT_PARAMS)),
    /** C for 'Supply Temperature', kW for 'Capacity'. */
    AirInputValue: optional(number()),
    WaterInputParam: optional(word(WATER_INPUT_PARAMS)),
    /** C for 'Temperature out', m3/h for 'Fluid flow'. */
    WaterInputValue: optional(number()),
    /** 'Manual change': the air entering the coil is typed instead of following the heat recovery. */
    ManualChange: z.boolean().default(false),
    /** Advanced (issue 26): tube rows and fin pitch, mm, fixed by the user; null = the smallest coil that meets the
     * duty. The engine checks them against the size's choice set. */
    Rows: optional(
      number()
        .int('must be a whole number')
        .min(1, 'must be between 1 and 12')
        .max(12, 'must be between 1 and 12'),
    ),
    FinPitchMm: optional(between(1, 10, 'mm')),
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
  /** Step 1's name (the original's projName), the position's name. */
  name: text({ error: () => REQUIRED })
    .trim()
    .refine(isValidProjectName, PROJECT_MESSAGES.name),
  /** The unit's equipment tag on the drawings and schedules (AHU-01, RLT 2.03), optional. */
  equipmentTag: optional(text().trim().max(40)),
  /** The browser's clock and offset (Date.getTimezoneOffset, minutes) when saved. */
  localDateTime: optional(text().max(40)),
  timeZone: number().int().min(-840).max(840).default(0),

  // Step 1: airflow
  directInput: z.boolean().default(false),
  areaM2: between(0, 1_000_000, 'm2'),
  heightM: between(0, 100, 'm'),
  buildingType: word(BUILDING_TYPES),
  changeRatePerH: between(0, 100, '1/h'),
  flowSupplyM3h: flow(),
  flowReturnM3h: flow(),
  dropSupplyPa: between(0, 2000, 'Pa'),
  dropReturnPa: between(0, 2000, 'Pa'),

  // Step 2: requirements
  ecoDesign: word(ECO_DESIGN),
  maintenance: word(MAINTENANCE),
  casing: word(CASING_QUALITY),

  // Step 3: type of unit
  installation: word(INSTALLATION),
  unitType: word(UNIT_TYPES),
  coils: word(COILS),
  heatRecovery: word(HEAT_RECOVERY),
  heatRecoveryPlateType: word(PLATE_TYPES),
  controls: z.boolean().default(true),
  unitDivision: word(UNIT_DIVISION),
  /** The unit type code 1-15 (reading (a)). */
  unitTypeId: number().int('must be a whole number').min(1, REQUIRED).max(15, 'must be between 1 and 15'),
  /** 0 = not chosen (refused). */
  airflowDirection: number().int('must be a whole number').min(1, 'must be chosen').max(4, 'must be 1 to 4'),

  // Step 4: operating point
  elevationM: between(-5000, 11_000, 'm'),
  summerOutdoorTDb: temperature(),
  summerOutdoorRhPct: humidity(),
  summerOutdoorTWb: optional(number()),
  summerOutdoorTDp: optional(number()),
  summerIndoorTDb: temperature(),
  summerIndoorRhPct: humidity(),
  summerSupplyTDb: temperature(),
  winterOutdoorTDb: temperature(),
  winterOutdoorRhPct: humidity(),
  /** g/kg */
  winterOutdoorXGkg: optional(number()),
  winterIndoorTDb: temperature(),
  winterIndoorRhPct: humidity(),
  winterSupplyTDb: temperature(),
  designSummerTDb: optional(number()),
  designSummerTDp: optional(number()),
  designSummerTWb: optional(number()),
  designWinterTDb: optional(number()),
  /** The heat recovery's supply outlet the wizard showed (recVal), C and %: informative, the server recomputes. */
  summerRecoveryOutTDb: optional(number()),
  summerRecoveryOutRhPct: optional(number()),
  winterRecoveryOutTDb: optional(number()),
  winterRecoveryOutRhPct: optional(number()),

  // Step 5: coils
  ...coilFields('cooler'),
  ...coilFields('heater'),
  /** The air entering each coil when its manual change is ticked, C and %. */
  coolerAirInTDb: optional(temperature()),
  coolerAirInRhPct: optional(humidity()),
  heaterAirInTDb: optional(temperature()),
  heaterAirInRhPct: optional(humidity()),

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

/**
 * The position as the wizard sends it, each field with its own rule (its message names the field). The step rules
 * across fields (docs/rules.md#wizard-step-rules) are the domain's: domain/positions.ts PositionInputSchema adds them.
 */
export const PositionFieldsSchema = z.object(positionShape);
/** The position's fields (docs/rules.md#position-fields) once checked: what a revision stores. */
export type PositionInput = z.infer<typeof PositionFieldsSchema>;
/** The body a client sends to create or recalculate a position. */
export type PositionInputBody = z.input<typeof PositionFieldsSchema>;
export type PositionField = keyof PositionInput;

/**
 * The fields of a position the engine's air side (fans, filters, the EU 1253/2014 verdict) takes as they are, by the
 * same names and units (engine/select.ts AirSideInput); domain/positions.ts airSideInputOf copies them.
 */
export const SAME_NAMED_AIR_SIDE_FIELDS = [
  'unitTypeId',
  'flowSupplyM3h',
  'flowReturnM3h',
  'dropSupplyPa',
  'dropReturnPa',
  'elevationM',
  'coils',
  'casing',
] as const satisfies readonly (keyof PositionInput)[];

/**
 * The wizard's fields by step, in the order the summary (step 8) lists them: the one list of which field belongs to
 * which step. Step 5's coil fields follow the coils chosen (domain/positions.ts coilFieldsRequired).
 */
export const WIZARD_STEP_FIELDS = {
  1: [
    'name',
    'equipmentTag',
    'areaM2',
    'heightM',
    'buildingType',
    'changeRatePerH',
    'flowSupplyM3h',
    'flowReturnM3h',
    'dropSupplyPa',
    'dropReturnPa',
  ],
  2: ['ecoDesign', 'maintenance', 'casing'],
  3: [
    'installation',
    'unitType',
    'coils',
    'heatRecovery',
    'heatRecoveryPlateType',
    'unitDivision',
    'unitTypeId',
    'airflowDirection',
  ],
  4: [
    'elevationM',
    'summerOutdoorTDb',
    'summerOutdoorRhPct',
    'summerOutdoorTWb',
    'summerOutdoorTDp',
    'summerIndoorTDb',
    'summerIndoorRhPct',
    'summerSupplyTDb',
    'summerRecoveryOutTDb',
    'summerRecoveryOutRhPct',
    'winterOutdoorTDb',
    'winterOutdoorRhPct',
    'winterOutdoorXGkg',
    'winterIndoorTDb',
    'winterIndoorRhPct',
    'winterSupplyTDb',
    'winterRecoveryOutTDb',
    'winterRecoveryOutRhPct',
  ],
  5: [],
  6: ['doubleStageFiltering', 'fineFilterType', 'fineFilterClassSupply', 'fineFilterClassReturn'],
  7: ['fanAdvancedSettings', 'fanType'],
} as const satisfies Record<number, readonly PositionField[]>;
export type WizardStep = keyof typeof WIZARD_STEP_FIELDS;

/**
 * Fields a step shows but does not require: the site's derived values, the heat recovery's outlet the preview showed
 * (informative, the server recomputes) and the return filter class (it follows the supply class unless set).
 */
export const INFORMATIVE_FIELDS: readonly PositionField[] = [
  'equipmentTag',
  'summerOutdoorTWb',
  'summerOutdoorTDp',
  'summerRecoveryOutTDb',
  'summerRecoveryOutRhPct',
  'winterOutdoorXGkg',
  'winterRecoveryOutTDb',
  'winterRecoveryOutRhPct',
  'fineFilterClassReturn',
];

/** The wizard's required fields by step (docs/rules.md#wizard-step-rules; step 8 is the summary). */
const required = (fields: readonly PositionField[]) =>
  fields.filter((field) => !INFORMATIVE_FIELDS.includes(field));
export const STEP_FIELDS: Record<WizardStep, readonly PositionField[]> = {
  1: required(WIZARD_STEP_FIELDS[1]),
  2: required(WIZARD_STEP_FIELDS[2]),
  3: required(WIZARD_STEP_FIELDS[3]),
  4: required(WIZARD_STEP_FIELDS[4]),
  5: required(WIZARD_STEP_FIELDS[5]),
  6: required(WIZARD_STEP_FIELDS[6]),
  7: required(WIZARD_STEP_FIELDS[7]),
};

/** docs/rules.md#wizard-defaults: the wizard's defaults (the project's design values fill step 4 when it has them). */
export const POSITION_DEFAULTS = {
  directInput: false,
  areaM2: 100,
  heightM: 2.8,
  buildingType: 'Residential - Basements (3-4)',
  changeRatePerH: 4,
  flowSupplyM3h: 1120,
  flowReturnM3h: 1120,
  dropSupplyPa: 250,
  dropReturnPa: 250,
  ecoDesign: 'compliant',
  maintenance: 'none',
  casing: 'XPS',
  unitType: 'Compact: PRO',
  coils: 'without',
  heatRecoveryPlateType: 'Rotary',
  controls: true,
  unitDivision: 'transport3',
  airflowDirection: 0,
  summerIndoorTDb: 26,
  summerIndoorRhPct: 50,
  summerSupplyTDb: 18,
  winterIndoorTDb: 20,
  winterIndoorRhPct: 40,
  winterSupplyTDb: 22,
  designSummerTDb: 34.6,
  designSummerTDp: 14.3,
  designSummerTWb: 21.1,
  coolerMedium: 'water',
  coolerFluidTIn: 7,
  coolerAirInputParam: 'Supply Temperature',
  coolerAirInputValue: 18,
  coolerWaterInputParam: 'Temperature out',
  coolerWaterInputValue: 12,
  coolerManualChange: false,
  heaterMedium: 'water',
  heaterFluidTIn: 35,
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
// Read-back

/** The unit type's dimensions the card and the original's item carry, mm. */
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
const listedFacts = {
  revisionNumber: z.number().int(),
  price: z.number().describe('euro, 2 decimals'),
  engineVersion: z.string(),
  unitTypeName: z.string().describe("'R 03' ... 'EV 12'"),
  heatRecoveryFamily: z.enum(['Rotary', 'Plate', 'Enthalpy']),
  /** The fan type the engine chose (fan advanced settings Off = Standard when it meets the duty). */
  fan: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  timeZone: z.number().int(),
};
/** A position's facts: the listed ones and the unit's dimensions. */
const revisionFacts = { ...listedFacts, ...DimensionsSchema.shape };

/** The stored input as read back (a superset of the request, so the wizard can edit it as it is). */
const StoredPosition = PositionFieldsSchema.extend({ guid: z.string() });

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

/**
 * The revisions grid's column groups (docs/rules.md#revision-screen) and the stored input fields each group's columns
 * read (besides the revision's facts). The revision list answers the fields of the group shown, not each revision's
 * whole input (issue 29: 50 whole inputs were a 125 kB answer); web/features/positions/summary.test.ts holds every
 * column to its group's fields.
 */
export const REVISION_GROUPS = {
  info: [
    'name',
    'equipmentTag',
    'directInput',
    'buildingType',
    'areaM2',
    'heightM',
    'changeRatePerH',
    'flowSupplyM3h',
    'flowReturnM3h',
    'dropSupplyPa',
    'dropReturnPa',
  ],
  requirements: ['ecoDesign', 'maintenance', 'casing'],
  typeOfUnit: [
    'installation',
    'unitType',
    'coils',
    'heatRecovery',
    'unitDivision',
    'airflowDirection',
    'controls',
  ],
  operatingPoint: [
    'elevationM',
    'summerOutdoorTDb',
    'summerOutdoorRhPct',
    'summerOutdoorTWb',
    'summerOutdoorTDp',
    'summerIndoorTDb',
    'summerIndoorRhPct',
    'summerSupplyTDb',
    'winterOutdoorTDb',
    'winterOutdoorRhPct',
    'winterIndoorTDb',
    'winterIndoorRhPct',
    'winterSupplyTDb',
    'coils',
    'coolerMedium',
    'coolerConcentrationPct',
    'coolerFluidTIn',
    'coolerAirInputParam',
    'coolerAirInputValue',
    'coolerWaterInputParam',
    'coolerWaterInputValue',
    'heaterMedium',
    'heaterConcentrationPct',
    'heaterFluidTIn',
    'heaterAirInputParam',
    'heaterAirInputValue',
    'heaterWaterInputParam',
    'heaterWaterInputValue',
  ],
  filtering: [
    'doubleStageFiltering',
    'fineFilterType',
    'fineFilterClassSupply',
    'filteringAdvancedSettings',
    'fineFilterClassReturn',
    'differentialPressureIndicator',
  ],
  fan: ['fanAdvancedSettings', 'fanType'],
} as const satisfies Record<string, readonly (keyof PositionInput)[]>;
export type RevisionGroup = keyof typeof REVISION_GROUPS;
export const REVISION_GROUP_NAMES = Object.keys(REVISION_GROUPS) as [RevisionGroup, ...RevisionGroup[]];

/**
 * One revision of a position, in the revisions grid: its facts and the input fields of the group asked for (the
 * whole input of one revision: /project/items/one for the active one).
 */
/**
 * The stored input's fields as a list row has them: each optional and without its default, so a field not asked for
 * stays out of the answer instead of reading as its default.
 */
const ListedInputFields = z.object(
  Object.fromEntries(
    Object.entries(positionShape).map(([key, schema]) => [
      key,
      (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional(),
    ]),
  ),
) as unknown as ReturnType<typeof PositionFieldsSchema.partial>;

export const RevisionSchema = ListedInputFields.extend({
  id: z.number().int().describe('The revision id (what activation takes)'),
  positionId: z.number().int(),
  active: z.boolean(),
  ...listedFacts,
});
export type Revision = z.infer<typeof RevisionSchema>;

/**
 * A row of the positions table (docs/rules.md#positions-table): what its columns show and its open and edit actions need,
 * and no more, so the list reads no stored input or result (issue 19: the whole position made the list ~7x slower).
 * `GET /project/items/one` gives the whole position.
 */
export const PositionListRowSchema = PositionSchema.pick({
  id: true,
  name: true,
  projId: true,
  revisionNumber: true,
  revisionCount: true,
  version: true,
  unitTypeName: true,
  price: true,
  createdAt: true,
  timeZone: true,
});
export type PositionListRow = z.infer<typeof PositionListRowSchema>;

export const PositionResponse = envelope(PositionSchema);
export const PositionListResponse = envelope(
  z.object({ data: z.array(PositionListRowSchema), total: totalField.optional() }),
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
/** Which input fields the revision list carries: one group's (default info, the group the screen opens with) or all. */
export const RevisionListQuery = PositionIdQuery.extend({
  fields: z
    .enum([...REVISION_GROUP_NAMES, 'all'], {
      error: `must be one of ${REVISION_GROUP_NAMES.join(', ')}, all`,
    })
    .default('info'),
});
export type RevisionFields = z.infer<typeof RevisionListQuery>['fields'];

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
export const RevisionActivateQuery = z.object({ id: id().describe('The revision id') });
export const RevisionActivateBody = z.object({ id: recordId().describe('The revision id') });
/** POST /project/item/copy (issue 30): the position whose active revision becomes revision 1 of the copy. */
export const PositionCopyBody = z.object({
  positionId: recordId().describe('The position to copy'),
  targetProjectId: recordId()
    .optional()
    .describe('One of the caller’s projects to copy it into; the position’s own project when left out'),
});
/** The copy: its position id and its project. */
export const PositionCopiedResponse = envelope(
  z.object({ id: z.number().int(), projectId: z.number().int() }),
);
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
  recomputedWith: z
    .string()
    .nullable()
    .default(null)
    .describe(
      "null: the data sheet as stored. A version: the stored result was of an engine version whose result is read by recomputing it from the revision's input with this one (docs/rules.md#revisions)",
    ),
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

/** The recuperator results (docs/rules.md#mollier-database-mode): the air leaving each component, C and %; coils null
 * when absent. */
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
  summer_SupFan: PointOut.nullable().describe('Supply air after the supply fan in summer (the supply state)'),
  winter_SupFan: PointOut.nullable().describe('Supply air after the supply fan in winter'),
  summer_ExaFan: PointOut.nullable().describe('Exhaust air after the exhaust fan in summer'),
  winter_ExaFan: PointOut.nullable().describe('Exhaust air after the exhaust fan in winter'),
});
export type MollierPositionData = z.infer<typeof MollierPositionData>;
export const MollierPositionResponse = envelope(MollierPositionData);
