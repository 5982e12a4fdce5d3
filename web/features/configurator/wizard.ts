import {
  POSITION_DEFAULTS,
  PositionFieldsSchema,
  STEP_FIELDS,
  WIZARD_STEP_FIELDS,
  type HeatRecovery,
  type PlateType,
  type Position,
  type PositionField,
  type PositionInput,
} from '../../../contracts/positions';
import {
  airflowDirectionsOf,
  changeRateOf,
  coilFieldsRequired,
  familyOfChoice,
  familyOfSize,
  flowOf,
  stepProblem,
  unitDivisionsOf,
  type StepProblem,
} from '../../../domain/positions';
import type { DataSheet } from '../../../contracts/calc';
import type { Project } from '../../../contracts/projects';
import type { HeatRecoveryFamily, UnitTypeMatch } from '../../../engine/catalogue';
import { FLUID_TABLES, glycolConcentration, type Medium } from '../../../engine/coils';
import { roundTo } from '../../../engine/numbers';
import { summerDerived, winterHumidityRatio } from '../../lib/psychro';

/**
 * The configurator wizard's state and its transitions (docs/rules.md#wizard-steps), as pure functions over the
 * form values, so the screens only render and dispatch. A blank field is null (a number field while '' or '-').
 */

/** Every field of the position; null = not chosen or not typed yet. */
export type WizardValues = { [K in keyof PositionInput]: PositionInput[K] | null };

/** Steps 1-8; 9 = saved. */
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const STEPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const ROTARY: HeatRecovery = 'Rotary heat exchanger';

/**
 * Every field of the schema blank: null, but a switch at its schema default (controls on, the indicator on, the rest
 * off), the name '' and the airflow direction 0 (not chosen). A new position field needs no line here.
 */
const EMPTY = {
  ...(Object.fromEntries(
    Object.entries(PositionFieldsSchema.shape).map(([field, schema]) => {
      const blank = schema.safeParse(undefined);
      return [field, blank.success && typeof blank.data === 'boolean' ? blank.data : null];
    }),
  ) as WizardValues),
  name: '',
  airflowDirection: 0,
} satisfies WizardValues;

/** The project's design values step 4 starts from (and its 'reset to initial' returns to). */
export type ProjectConditions = Pick<
  WizardValues,
  | 'elevationM'
  | 'summerOutdoorTDb'
  | 'summerOutdoorRhPct'
  | 'summerOutdoorTWb'
  | 'summerOutdoorTDp'
  | 'winterOutdoorTDb'
  | 'winterOutdoorRhPct'
  | 'winterOutdoorXGkg'
  | 'designWinterTDb'
>;

export function projectConditions(project: Project): ProjectConditions {
  return {
    elevationM: project.elevation,
    summerOutdoorTDb: project.summerOutdoorTemperature,
    summerOutdoorRhPct: project.summerOutdoorHumidity,
    summerOutdoorTWb: project.summerWetBulbTemperature,
    summerOutdoorTDp: project.summerDewPointTemperature,
    winterOutdoorTDb: project.winterOutdoorTemperature,
    winterOutdoorRhPct: project.winterOutdoorHumidity,
    winterOutdoorXGkg: project.winterOutdoorHumidityRatio,
    designWinterTDb: project.winterOutdoorTemperature,
  };
}

/** A new position: the defaults of docs/rules.md#wizard-defaults, the project's design values when known. */
export function initialValues(
  projId: number | null,
  guid: string,
  conditions: ProjectConditions | null = null,
): WizardValues {
  const values: WizardValues = {
    ...EMPTY,
    ...POSITION_DEFAULTS,
    ...conditions,
    projId,
    guid,
  };
  return withConcentrations(values);
}

/** The wizard's fields: every field of the position. */
export const WIZARD_FIELDS = Object.keys(EMPTY) as PositionField[];

const copyField = <K extends PositionField>(to: WizardValues, from: WizardValues, key: K) => {
  to[key] = from[key] ?? EMPTY[key];
};

/** Edit mode: the position's stored input, its plate type derived from the size (docs/rules.md#wizard-steps). */
export function valuesOfPosition(position: Position): WizardValues {
  // A stored position carries every field of the wizard (and its revision's facts, which stay out).
  const stored: WizardValues = position;
  const values: WizardValues = { ...EMPTY };
  for (const key of WIZARD_FIELDS) {
    copyField(values, stored, key);
  }
  return { ...values, heatRecoveryPlateType: familyOfSize(position.unitTypeId) };
}

/** The season fields a 'reset to initial' restores: the project's outdoor values and the defaults' indoor ones. */
export function resetSeason(
  values: WizardValues,
  season: 'summer' | 'winter',
  conditions: ProjectConditions | null,
): WizardValues {
  const d = POSITION_DEFAULTS;
  if (season === 'summer') {
    return {
      ...values,
      summerOutdoorTDb: conditions?.summerOutdoorTDb ?? null,
      summerOutdoorRhPct: conditions?.summerOutdoorRhPct ?? null,
      summerOutdoorTWb: conditions?.summerOutdoorTWb ?? null,
      summerOutdoorTDp: conditions?.summerOutdoorTDp ?? null,
      summerIndoorTDb: d.summerIndoorTDb,
      summerIndoorRhPct: d.summerIndoorRhPct,
      summerSupplyTDb: d.summerSupplyTDb,
    };
  }
  return withConcentrations({
    ...values,
    winterOutdoorTDb: conditions?.winterOutdoorTDb ?? null,
    winterOutdoorRhPct: conditions?.winterOutdoorRhPct ?? null,
    winterOutdoorXGkg: conditions?.winterOutdoorXGkg ?? null,
    winterIndoorTDb: d.winterIndoorTDb,
    winterIndoorRhPct: d.winterIndoorRhPct,
    winterSupplyTDb: d.winterSupplyTDb,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Step 1: building type -> change rate -> flows

/** In area mode the flows follow area x height x change rate (supply = return); in direct mode they are typed. */
export function withAreaFlows(values: WizardValues): WizardValues {
  const { areaM2, heightM, changeRatePerH } = values;
  if (values.directInput || areaM2 === null || heightM === null || changeRatePerH === null) {
    return values;
  }
  const flow = flowOf(areaM2, heightM, changeRatePerH);
  return { ...values, flowSupplyM3h: flow, flowReturnM3h: flow };
}

/** A building type sets its change rate (None: 0), and the flows follow. */
export function chooseBuildingType(values: WizardValues, buildingType: string): WizardValues {
  return withAreaFlows({
    ...values,
    buildingType: buildingType as PositionInput['buildingType'],
    changeRatePerH: changeRateOf(buildingType),
  });
}

/** Area mode again: the kept area-based values give the flows back. */
export function setDirectInput(values: WizardValues, directInput: boolean): WizardValues {
  return withAreaFlows({ ...values, directInput });
}

// ---------------------------------------------------------------------------------------------------------------
// Step 3: heat recovery, plate type and size

/** The family the heat recovery and plate type choose, null before a heat recovery is chosen. */
export function familyOf(values: WizardValues): HeatRecoveryFamily | null {
  return values.heatRecovery === null
    ? null
    : familyOfChoice(values.heatRecovery, values.heatRecoveryPlateType ?? 'Rotary');
}

/** The sizes the size select offers: the fetched unit types of the chosen family. */
export function sizesFor(values: WizardValues, unitTypes: readonly UnitTypeMatch[]): UnitTypeMatch[] {
  const family = familyOf(values);
  return family === null ? [] : unitTypes.filter((u) => u.heatRecoveryType === family);
}

/** A size, with the unit division and airflow direction kept only where the size offers them. */
export function chooseSize(values: WizardValues, unitTypeId: number | null): WizardValues {
  if (unitTypeId === null) {
    return { ...values, unitTypeId };
  }
  const divisions: readonly string[] = unitDivisionsOf(unitTypeId);
  const directions = airflowDirectionsOf(familyOfSize(unitTypeId));
  return {
    ...values,
    unitTypeId,
    unitDivision:
      values.unitDivision !== null && divisions.includes(values.unitDivision)
        ? values.unitDivision
        : 'transport3',
    airflowDirection: directions.includes(values.airflowDirection ?? 0) ? values.airflowDirection : 0,
  };
}

const firstOf = (family: HeatRecoveryFamily, unitTypes: readonly UnitTypeMatch[]) =>
  unitTypes.find((u) => u.heatRecoveryType === family)?.id ?? null;

/**
 * Rotary: plate type Rotary and the first rotary unit. Plate: Condensing keeps the first Plate unit, otherwise the
 * first Enthalpy unit (the plate type becomes Enthalpy when it was Rotary). The size starts anew either way.
 */
export function chooseHeatRecovery(
  values: WizardValues,
  heatRecovery: HeatRecovery,
  unitTypes: readonly UnitTypeMatch[],
): WizardValues {
  const plateType: PlateType =
    heatRecovery === ROTARY ? 'Rotary' : values.heatRecoveryPlateType === 'Plate' ? 'Plate' : 'Enthalpy';
  const next = { ...values, heatRecovery, heatRecoveryPlateType: plateType };
  return chooseSize(next, firstOf(familyOfChoice(heatRecovery, plateType), unitTypes));
}

/** A plate type picks the first unit of its family. */
export function choosePlateType(
  values: WizardValues,
  plateType: PlateType,
  unitTypes: readonly UnitTypeMatch[],
): WizardValues {
  const next = { ...values, heatRecoveryPlateType: plateType };
  const family = familyOf(next);
  return chooseSize(next, family === null ? null : firstOf(family, unitTypes));
}

/** New unit types for the flows: a size they no longer hold gives way to the first of the family. */
export function withUnitTypes(values: WizardValues, unitTypes: readonly UnitTypeMatch[]): WizardValues {
  if (values.unitTypeId !== null && unitTypes.some((u) => u.id === values.unitTypeId)) {
    return values;
  }
  const family = familyOf(values);
  return chooseSize(values, family === null ? null : firstOf(family, unitTypes));
}

// ---------------------------------------------------------------------------------------------------------------
// Steps 4 and 5: recovery results, coil inputs, concentrations

/**
 * 'Manual change' of a coil's entering air: ticked, the fields start from the air the preview shows entering the coil
 * (the recovery's supply outlet, winter for the heater, summer for the cooler) as shown, to one decimal; they are
 * then the user's input;
 * unticked, they are cleared, and the server takes the recovery's outlet itself.
 */
const shown = (value: number) => roundTo(value, 1);

export function withManualChange(
  values: WizardValues,
  kind: 'heater' | 'cooler',
  on: boolean,
  entering: { temperature: number; humidity: number } | null,
): WizardValues {
  return {
    ...values,
    [`${kind}ManualChange`]: on,
    [`${kind}AirInTDb`]: on && entering ? shown(entering.temperature) : null,
    [`${kind}AirInRhPct`]: on && entering ? shown(entering.humidity) : null,
  };
}

/**
 * docs/rules.md#glycol-concentration: water 0 %; a glycol takes the table's threshold below the winter outdoor
 * temperature (null if none, or while that temperature is blank).
 */
export function concentrationOf(medium: Medium, winterOutdoorTDb: number | null): number | null {
  if (medium === 'water') {
    return 0;
  }
  return winterOutdoorTDb === null ? null : glycolConcentration(medium, winterOutdoorTDb);
}

/** Both coils' concentrations after a medium or the winter outdoor temperature changed. */
export function withConcentrations(values: WizardValues): WizardValues {
  const t = values.winterOutdoorTDb;
  return {
    ...values,
    heaterConcentrationPct: values.heaterMedium === null ? null : concentrationOf(values.heaterMedium, t),
    coolerConcentrationPct: values.coolerMedium === null ? null : concentrationOf(values.coolerMedium, t),
  };
}

/** The concentrations a medium's table offers, %. */
export const concentrationOptions = (medium: Medium): number[] =>
  FLUID_TABLES[medium].map((row) => row.concentrationPct);

/** docs/rules.md#glycol-concentration: the concentration is locked when the coil is the only one and its medium is
 * water. */
export const concentrationDisabled = (coils: WizardValues['coils'], medium: Medium | null) =>
  coils !== 'both' && (medium ?? 'water') === 'water';

// ---------------------------------------------------------------------------------------------------------------
// Navigation and checks

/** Next: from 4 over the coils step when there are none. */
export function nextStep(step: Step, coils: WizardValues['coils']): Step {
  if (step === 4 && coils === 'without') {
    return 6;
  }
  return Math.min(step + 1, 9) as Step;
}

/** Back: from 6 over the coils step when there are none; never before 1. */
export function previousStep(step: Step, coils: WizardValues['coils']): Step {
  if (step === 6 && coils === 'without') {
    return 4;
  }
  return Math.max(step - 1, 1) as Step;
}

/** The sidebar reopens a step only if it is completed and not ahead of the current one. */
export function canReopen(target: number, current: Step, completed: ReadonlySet<number>): boolean {
  return completed.has(target) && target <= current;
}

const copyFilled = <K extends PositionField>(to: Partial<PositionInput>, from: WizardValues, key: K) => {
  const value = from[key];
  if (value !== null) {
    to[key] = value;
  }
};

/** The fields given so far (a blank one left out), as the step rules read a position. */
export function filledFields(values: WizardValues): Partial<PositionInput> {
  const filled: Partial<PositionInput> = {};
  for (const key of WIZARD_FIELDS) {
    copyFilled(filled, values, key);
  }
  return filled;
}

/** What keeps step `step` (8: every step) from passing, with the message key (docs/rules.md#position-messages). */
export function problemOf(
  step: Exclude<Step, 9>,
  values: WizardValues,
  unitTypeIds?: readonly number[],
): StepProblem | null {
  return stepProblem(step, filledFields(values), unitTypeIds);
}

/** The fields Next checks against the position's schema on step `step`: the step's own (a chosen coil's on 5). */
export function fieldsOfStep(step: Exclude<Step, 8 | 9>, values: WizardValues): PositionField[] {
  return step === 5 ? coilFieldsRequired(filledFields(values)) : [...STEP_FIELDS[step]];
}

// ---------------------------------------------------------------------------------------------------------------
// Step 8: the summary

export interface SummaryGroup {
  step: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  fields: { field: PositionField; value: WizardValues[PositionField] }[];
}

const COIL_FIELDS = [
  'Medium',
  'ConcentrationPct',
  'FluidTIn',
  'AirInputParam',
  'AirInputValue',
  'WaterInputParam',
  'WaterInputValue',
  'ManualChange',
  'AirInTDb',
  'AirInRhPct',
] as const;

/** The summary's fields that show only when the choice they belong to is made. */
const SHOWN_WHEN: Partial<Record<PositionField, (values: WizardValues) => boolean>> = {
  areaM2: (values) => !values.directInput,
  heightM: (values) => !values.directInput,
  buildingType: (values) => !values.directInput,
  changeRatePerH: (values) => !values.directInput,
  heatRecoveryPlateType: (values) => values.heatRecovery !== ROTARY,
  fineFilterClassReturn: (values) => values.filteringAdvancedSettings === true,
  fanType: (values) => values.fanAdvancedSettings === 'On',
};

/** All inputs grouped by step (contracts' WIZARD_STEP_FIELDS), the ones that do not apply left out (plate type for
 * rotary, absent coils ...). */
export function summaryGroups(values: WizardValues): SummaryGroup[] {
  const has = (kind: 'heater' | 'cooler') => values.coils === kind || values.coils === 'both';
  const coil = (kind: 'heater' | 'cooler'): PositionField[] =>
    has(kind) ? [...COIL_FIELDS.map((suffix) => `${kind}${suffix}` as PositionField)] : [];
  const shown = (step: Exclude<SummaryGroup['step'], 5>): PositionField[] =>
    WIZARD_STEP_FIELDS[step].filter((field) => SHOWN_WHEN[field]?.(values) ?? true);
  const groups: Record<SummaryGroup['step'], PositionField[]> = {
    1: shown(1),
    2: shown(2),
    3: shown(3),
    4: shown(4),
    5: [...coil('heater'), ...coil('cooler')],
    6: shown(6),
    7: shown(7),
  };
  return Object.entries(groups)
    .filter(([, fields]) => fields.length > 0)
    .map(([step, fields]) => ({
      step: Number(step) as SummaryGroup['step'],
      fields: fields.map((field) => ({ field, value: values[field] })),
    }));
}

// ---------------------------------------------------------------------------------------------------------------
// Step 6: filter classes

/** With advanced settings off the return class follows the supply class. */
export function chooseSupplyFilter(
  values: WizardValues,
  fineFilterClassSupply: PositionInput['fineFilterClassSupply'],
): WizardValues {
  return {
    ...values,
    fineFilterClassSupply,
    fineFilterClassReturn: values.filteringAdvancedSettings
      ? values.fineFilterClassReturn
      : fineFilterClassSupply,
  };
}

/** Turning advanced settings on (or off) starts the return class from the supply class. */
export function setFilteringAdvanced(values: WizardValues, on: boolean): WizardValues {
  return { ...values, filteringAdvancedSettings: on, fineFilterClassReturn: values.fineFilterClassSupply };
}

// ---------------------------------------------------------------------------------------------------------------
// Step 4: the air the project's values describe

/** Summer wet bulb and dew point, winter humidity ratio, recomputed with the engine (read-only fields). */
export function withDerivedAir(values: WizardValues): WizardValues {
  const summer = summerDerived(values.summerOutdoorTDb, values.summerOutdoorRhPct, values.elevationM);
  return {
    ...values,
    summerOutdoorTWb: summer?.wetBulb ?? null,
    summerOutdoorTDp: summer?.dewPoint ?? null,
    winterOutdoorXGkg: winterHumidityRatio(
      values.winterOutdoorTDb,
      values.winterOutdoorRhPct,
      values.elevationM,
    ),
  };
}

/** The coils' capacities of a preview, kW, as step 5 shows them (null: no such coil). */
export interface CoilCapacities {
  heater: number | null;
  cooler: number | null;
}

export const coilCapacitiesOf = (sheet: DataSheet): CoilCapacities => ({
  heater: sheet.heating?.capacity ?? null,
  cooler: sheet.cooling?.capacity ?? null,
});

/** A coil's capacity as step 5 showed it and as the current preview has it, kW. */
export interface CoilChange {
  kind: 'heater' | 'cooler';
  fromKw: number;
  toKw: number;
}

/**
 * Issue 31 point 8: the coils whose capacity, at step 5's two decimals, differs in a later preview. The supply fan
 * after the coils warms the air by its power and the coil aims that rise below the supply target (engine/select.ts,
 * draw-through), so the filters and the fan chosen in steps 6 and 7 change what the coil must do.
 */
export function coilChanges(seen: CoilCapacities, now: CoilCapacities): CoilChange[] {
  return (['heater', 'cooler'] as const).flatMap((kind) => {
    const fromKw = seen[kind];
    const toKw = now[kind];
    return fromKw !== null && toKw !== null && roundTo(fromKw, 2) !== roundTo(toKw, 2)
      ? [{ kind, fromKw, toKw }]
      : [];
  });
}
