import { z } from 'zod';
import { FLOW_MAX_M3H, FLOW_MIN_M3H, INVALID_FLOW_MESSAGE } from '../contracts/calc';
import { EditVersion } from '../contracts/envelope';
import { recordId } from '../contracts/fields';
import {
  FLOW_VALUE_ERROR_MESSAGE,
  MANDATORY_FIELDS_MESSAGE,
  ONE_PIECE_SIZES,
  PositionFieldsSchema,
  REQUIRED,
  REVISION_GROUPS,
  SAME_NAMED_AIR_SIDE_FIELDS,
  STEP_FIELDS,
  TEMPERATURE_ERROR_MESSAGE,
  UNIT_DIVISION,
  type HeatRecovery,
  type PlateType,
  type PositionField,
  type PositionInput,
  type RevisionFields,
  type WizardStep,
} from '../contracts/positions';
import { isValidProjectName, PROJECT_MESSAGES } from '../contracts/projects';
import type { HeatRecoveryFamily } from '../engine/catalogue';
import type { AirSideInput, CoilSpec, SelectionInput } from '../engine/select';

/**
 * The rules of a position that the wizard and the server share (docs/rules.md#building-types, docs/rules.md#wizard-step-rules): the building type's flow,
 * which unit types, transports and airflow directions a choice allows, the wizard's step rules (`stepProblem`, run
 * step by step in the browser and whole on the server), the position routes' request schema with those rules, and
 * the engine input of a checked position (`toSelectionInput`).
 */

// ---------------------------------------------------------------------------------------------------------------
// Step 1 and 3 choices

/** docs/rules.md#building-types: the change rate of a building type is the number after the last dash before ')';
 * None gives 0. */
export function changeRateOf(buildingType: string): number {
  const match = /-\s*(\d+(?:\.\d+)?)\s*\)\s*$/.exec(buildingType);
  return match ? Number(match[1]) : 0;
}

/** docs/rules.md#building-types: flow = change rate x height x area, rounded, m3/h (supply and return alike). */
export function flowOf(area: number, height: number, changeRatePerH: number): number {
  return Math.round(changeRatePerH * height * area);
}

/** Unit type codes (reading (a)): 1-5 Rotary, 6-10 Plate, 11-15 Enthalpy. */
export function familyOfSize(unitTypeId: number): HeatRecoveryFamily {
  return unitTypeId <= 5 ? 'Rotary' : unitTypeId <= 10 ? 'Plate' : 'Enthalpy';
}

/** The family a heat recovery and plate type choose (rotary: Rotary; plate + Enthalpy: Enthalpy; else Plate). */
export function familyOfChoice(heatRecovery: HeatRecovery, plateType: PlateType): HeatRecoveryFamily {
  if (heatRecovery === 'Rotary heat exchanger') {
    return 'Rotary';
  }
  return plateType === 'Enthalpy' ? 'Enthalpy' : 'Plate';
}

/** docs/rules.md#size-codes: transport in one section only for the sizes of ONE_PIECE_SIZES. */
export function unitDivisionsOf(unitTypeId: number): readonly (typeof UNIT_DIVISION)[number][] {
  return ONE_PIECE_SIZES.includes(unitTypeId) ? UNIT_DIVISION : ['transport3'];
}

/** Airflow directions: 1-4 for a wheel, 1-2 for plates. */
export function airflowDirectionsOf(family: HeatRecoveryFamily): number[] {
  return family === 'Rotary' ? [1, 2, 3, 4] : [1, 2];
}

// ---------------------------------------------------------------------------------------------------------------
// The wizard's step rules

/** The fields a chosen coil needs (step 5); the air entering only with manual change. */
export function coilFieldsRequired(values: Partial<PositionInput>): PositionField[] {
  const fields: PositionField[] = [];
  for (const kind of ['cooler', 'heater'] as const) {
    if (values.coils === kind || values.coils === 'both') {
      fields.push(
        `${kind}Medium`,
        `${kind}FluidTIn`,
        `${kind}AirInputParam`,
        `${kind}AirInputValue`,
        `${kind}WaterInputParam`,
        `${kind}WaterInputValue`,
      );
      if (values[`${kind}ManualChange`]) {
        fields.push(`${kind}AirInTDb`, `${kind}AirInRhPct`);
      }
    }
  }
  return fields;
}

/** What keeps a step from passing: the message key (docs/rules.md#position-messages) and the fields concerned. */
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
 * One wizard step (docs/rules.md#wizard-step-rules): the required fields, the flow range, the unit type among those
 * serving the flows (`unitTypeIds`: the airflow calculator's answer; omitted = not checked), airflow direction not 0
 * and within the family, transport in one piece only for the small sizes, and the Condensing plate's temperature
 * rule. The server runs every step on the whole position.
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
    const outOfRange = (['flowSupplyM3h', 'flowReturnM3h'] as const).filter((field) => {
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
    const size = values.unitTypeId as number;
    const family = familyOfChoice(
      values.heatRecovery as HeatRecovery,
      values.heatRecoveryPlateType as PlateType,
    );
    if (unitTypeIds !== undefined && !unitTypeIds.includes(size)) {
      return { key: 'flowValError', message: FLOW_VALUE_ERROR_MESSAGE, fields: ['unitTypeId'] };
    }
    if (familyOfSize(size) !== family) {
      return mandatory(['unitTypeId']);
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
    if ((values.summerOutdoorTDb as number) < (values.summerIndoorTDb as number)) {
      fields.push('summerOutdoorTDb');
    }
    if ((values.winterOutdoorTDb as number) > (values.winterIndoorTDb as number)) {
      fields.push('winterOutdoorTDb');
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
 * The whole position: each field's own rule (its message names the field), then every step's rule
 * (docs/rules.md#wizard-step-rules) with the original's messages: the request schema of the position routes. The unit type must serve both flows (the
 * airflow calculator's rule) - checked by the server with the catalogue, since the domain does not read it.
 */
export const PositionInputSchema = PositionFieldsSchema.superRefine((values, ctx) => {
  for (const step of [1, 2, 3, 4, 5, 6, 7] as const) {
    const problem = stepProblem(step, values);
    if (problem) {
      // A field that fails its own rule has its message already (zod runs refinements after non-fatal issues).
      const ownRulePasses = (field: PositionField) =>
        PositionFieldsSchema.shape[field].safeParse(values[field]).success;
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

/** The rule behind a mandatory-fields problem of one field, for the server's 400. */
function fieldRuleOf(field: PositionField, values: Partial<PositionInput>): string {
  if (isBlank(values[field])) {
    return REQUIRED;
  }
  switch (field) {
    case 'unitTypeId':
      return `must be a ${familyOfChoice(values.heatRecovery as HeatRecovery, values.heatRecoveryPlateType as PlateType)} unit type`;
    case 'airflowDirection':
      return `must be one of ${airflowDirectionsOf(familyOfSize(values.unitTypeId as number)).join(', ')} for this unit`;
    case 'unitDivision':
      return 'must be transport3 for this size (transport1 only for sizes 03 and 05)';
    default:
      return PROJECT_MESSAGES.name;
  }
}

/** PUT configurator: the position to recalculate is `id`. */
export const PositionEditSchema = PositionInputSchema.and(z.object({ id: recordId(), version: EditVersion }));

// ---------------------------------------------------------------------------------------------------------------
// From the position to the engine

/** A chosen coil's engine spec: concentration by the rule (docs/rules.md#glycol-concentration) unless typed (water:
 * none), air in only on manual. */
function coilSpec(position: PositionInput, kind: 'cooler' | 'heater'): CoilSpec {
  // The step rules make every field of a chosen coil present; a null here is a caller that skipped them.
  const field = <T>(name: string, value: T | null): T => {
    if (value === null) {
      throw new Error(`${name} is required for the ${kind}`);
    }
    return value;
  };
  const medium = field('type', position[`${kind}Medium`]);
  const concentration = position[`${kind}ConcentrationPct`];
  const airValue = field('air input value', position[`${kind}AirInputValue`]);
  const waterValue = field('water input value', position[`${kind}WaterInputValue`]);
  return {
    medium,
    ...(medium !== 'water' && concentration !== null ? { concentrationPct: concentration } : {}),
    fluidTIn: field('fluid inlet temperature', position[`${kind}FluidTIn`]),
    ...(position[`${kind}AirInputParam`] === 'Capacity'
      ? { capacityW: airValue * 1000 }
      : { supplyTDb: airValue }),
    ...(position[`${kind}WaterInputParam`] === 'Fluid flow'
      ? { fluidFlowM3h: waterValue }
      : { fluidTOut: waterValue }),
    ...geometry(position[`${kind}Rows`], position[`${kind}FinPitchMm`]),
    ...(position[`${kind}ManualChange`]
      ? {
          airIn: {
            tDb: field('air temperature in', position[`${kind}AirInTDb`]),
            rh: field('air humidity in', position[`${kind}AirInRhPct`]) / 100,
          },
        }
      : {}),
  };
}

/** The coil geometry the user fixed (advanced, issue 26): only the values given. */
function geometry(rows: number | null, finPitchMm: number | null): Pick<CoilSpec, 'rows' | 'finPitchMm'> {
  return { ...(rows === null ? {} : { rows }), ...(finPitchMm === null ? {} : { finPitchMm }) };
}

/** The position's fields the air side (fans, filters, the EU 1253/2014 verdict) depends on. */
export type AirSideFields = Pick<
  PositionInput,
  | (typeof SAME_NAMED_AIR_SIDE_FIELDS)[number]
  | 'fineFilterClassSupply'
  | 'fineFilterClassReturn'
  | 'filteringAdvancedSettings'
  | 'fanAdvancedSettings'
  | 'fanType'
  | 'casing'
>;

/** The engine's air-side input of a position (what step 3's ecodesign check and the whole selection share). */
export function airSideInputOf(position: AirSideFields): AirSideInput {
  const supplyClass = position.fineFilterClassSupply;
  const sameNamed = Object.fromEntries(SAME_NAMED_AIR_SIDE_FIELDS.map((key) => [key, position[key]])) as Pick<
    AirSideFields,
    (typeof SAME_NAMED_AIR_SIDE_FIELDS)[number]
  >;
  return {
    ...sameNamed,
    filters: {
      supply: supplyClass,
      return: position.filteringAdvancedSettings
        ? (position.fineFilterClassReturn ?? supplyClass)
        : supplyClass,
    },
    fanType: position.fanAdvancedSettings === 'On' ? position.fanType : 'auto',
  };
}

/** The engine's input of a checked position (SI but for the flows, m3/h). */
export function toSelectionInput(position: PositionInput): SelectionInput {
  const has = (kind: 'cooler' | 'heater') => position.coils === kind || position.coils === 'both';
  return {
    ...airSideInputOf(position),
    summer: {
      outdoor: { tDb: position.summerOutdoorTDb, rh: position.summerOutdoorRhPct / 100 },
      indoor: { tDb: position.summerIndoorTDb, rh: position.summerIndoorRhPct / 100 },
      supplyTDb: position.summerSupplyTDb,
    },
    winter: {
      outdoor: { tDb: position.winterOutdoorTDb, rh: position.winterOutdoorRhPct / 100 },
      indoor: { tDb: position.winterIndoorTDb, rh: position.winterIndoorRhPct / 100 },
      supplyTDb: position.winterSupplyTDb,
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

/** The input fields a revision list of `fields` carries. */
export function revisionFieldsOf(fields: RevisionFields): readonly (keyof PositionInput)[] {
  return fields === 'all' ? [...new Set(Object.values(REVISION_GROUPS).flat())] : REVISION_GROUPS[fields];
}
