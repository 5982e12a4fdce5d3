import type { z } from 'zod';
import {
  EnergyPricesSchema,
  LifeCycleSettingsSchema,
  OperatingProfileSchema,
  type EnergyPrices,
  type LifeCycleSettings,
  type OperatingProfileInput,
} from '../../../../contracts/energy';
import type { EnergySettings } from '../../../api/energy';

/**
 * The energy tab's assumptions as the form holds them: one text per field, in the units the form shows (percent for
 * shares and rates, g/kg for the humidity ratio). The ranges come from the contract's schemas, so the form refuses
 * exactly what the server would.
 */
export interface Draft {
  startHour: string;
  endHour: string;
  daysPerWeek: string;
  roomWinterC: string;
  roomSummerC: string;
  supplyRule: OperatingProfileInput['supplyRule'];
  supplyHeatC: string;
  supplyCoolC: string;
  outdoorLowC: string;
  outdoorHighC: string;
  /** '' for no limit. */
  supplyMaxGPerKg: string;
  flowSharePct: string;
  electricity: string;
  /** '' for the country's factor from the bundled table. */
  electricityGCo2: string;
  heatKind: EnergyPrices['heat']['kind'];
  heatPrice: string;
  /** '' for no CO2 counted on bought heat. */
  heatPriceGCo2: string;
  heatFuelPrice: string;
  heatEfficiencyPct: string;
  /** '' for natural gas. */
  heatFuelGCo2: string;
  heatCop: string;
  coldKind: EnergyPrices['cold']['kind'];
  coldPrice: string;
  /** '' for no CO2 counted on bought cold. */
  coldPriceGCo2: string;
  coldEer: string;
  years: string;
  discountPct: string;
  escalationPct: string;
  filterChangesPerYear: string;
  maintenanceSharePct: string;
  maintenanceEscalationPct: string;
}
export type NumberKey = Exclude<keyof Draft, 'supplyRule' | 'heatKind' | 'coldKind'>;

const P = OperatingProfileSchema.shape;
const L = LifeCycleSettingsSchema.shape as Omit<
  typeof LifeCycleSettingsSchema.shape,
  'filterChangesPerYear' | 'maintenanceShare' | 'maintenancePriceEscalation'
> & { filterChangesPerYear: Defaulted; maintenanceShare: Defaulted; maintenancePriceEscalation: Defaulted };
const heatOption = <K extends EnergyPrices['heat']['kind']>(kind: K) =>
  EnergyPricesSchema.shape.heat.options.find((o) => o.shape.kind.value === kind)!;
const coldOption = <K extends EnergyPrices['cold']['kind']>(kind: K) =>
  EnergyPricesSchema.shape.cold.options.find((o) => o.shape.kind.value === kind)!;
type Optional = z.ZodOptional<z.ZodNumber>;
type Defaulted = z.ZodDefault<z.ZodNumber>;
const HEAT_PRICE = heatOption('price').shape as { eurPerKWh: z.ZodNumber; gCo2PerKWh: Optional };
const BOILER = heatOption('boiler').shape as {
  fuelEurPerKWh: z.ZodNumber;
  efficiency: z.ZodNumber;
  fuelGCo2PerKWh: Optional;
};
const HEAT_PUMP = heatOption('heatPump').shape as { cop: Optional };
const COLD_PRICE = coldOption('price').shape as { eurPerKWh: z.ZodNumber; gCo2PerKWh: Optional };
const CHILLER = coldOption('chiller').shape as { eer: Optional };

/** A number field: its contract schema, the factor from the contract's unit to the form's, its decimals. */
interface NumberField {
  schema: z.ZodNumber;
  scale: number;
  decimals: number;
}
const field = (schema: z.ZodNumber, scale = 1, decimals = 2): NumberField => ({ schema, scale, decimals });

export const NUMBER_FIELDS: Record<NumberKey, NumberField> = {
  startHour: field(P.startHour, 1, 0),
  endHour: field(P.endHour, 1, 0),
  daysPerWeek: field(P.daysPerWeek, 1, 0),
  roomWinterC: field(P.roomWinterC, 1, 1),
  roomSummerC: field(P.roomSummerC, 1, 1),
  supplyHeatC: field(P.supplyHeatC, 1, 1),
  supplyCoolC: field(P.supplyCoolC, 1, 1),
  outdoorLowC: field(P.outdoorLowC, 1, 1),
  outdoorHighC: field(P.outdoorHighC, 1, 1),
  supplyMaxGPerKg: field(P.supplyMaxW.unwrap(), 1000, 2),
  flowSharePct: field(P.flowShare, 100, 0),
  electricity: field(EnergyPricesSchema.shape.electricityEurPerKWh, 1, 4),
  electricityGCo2: field(EnergyPricesSchema.shape.electricityGCo2PerKWh.unwrap(), 1, 0),
  heatPrice: field(HEAT_PRICE.eurPerKWh, 1, 4),
  heatPriceGCo2: field(HEAT_PRICE.gCo2PerKWh.unwrap(), 1, 0),
  heatFuelPrice: field(BOILER.fuelEurPerKWh, 1, 4),
  heatEfficiencyPct: field(BOILER.efficiency, 100, 0),
  heatFuelGCo2: field(BOILER.fuelGCo2PerKWh.unwrap(), 1, 0),
  heatCop: field(HEAT_PUMP.cop.unwrap(), 1, 2),
  coldPrice: field(COLD_PRICE.eurPerKWh, 1, 4),
  coldPriceGCo2: field(COLD_PRICE.gCo2PerKWh.unwrap(), 1, 0),
  coldEer: field(CHILLER.eer.unwrap(), 1, 2),
  years: field(L.years, 1, 0),
  discountPct: field(L.discountRate, 100, 2),
  escalationPct: field(L.energyPriceEscalation, 100, 2),
  filterChangesPerYear: field(L.filterChangesPerYear.unwrap(), 1, 1),
  maintenanceSharePct: field(L.maintenanceShare.unwrap(), 100, 2),
  maintenanceEscalationPct: field(L.maintenancePriceEscalation.unwrap(), 100, 2),
};

/** Fields that may stay empty: the server's default (the country's CO2 factor, natural gas) or none. */
export const OPTIONAL_FIELDS: ReadonlySet<NumberKey> = new Set([
  'supplyMaxGPerKg',
  'electricityGCo2',
  'heatPriceGCo2',
  'heatFuelGCo2',
  'coldPriceGCo2',
  // Empty: the heat pump's and chiller's EN 14825 curves (the server's default points).
  'heatCop',
  'coldEer',
]);

/** A field's allowed range in the form's unit. */
export function rangeOf(key: NumberKey): { min: number; max: number } {
  const { schema, scale } = NUMBER_FIELDS[key];
  return { min: (schema.minValue ?? -Infinity) * scale, max: (schema.maxValue ?? Infinity) * scale };
}

/** A value in the form's unit and text, rounded to the field's decimals (no float noise such as 4.0000001). */
const text = (key: NumberKey, value: number | undefined) =>
  value === undefined
    ? ''
    : String(Number((value * NUMBER_FIELDS[key].scale).toFixed(NUMBER_FIELDS[key].decimals)));

/**
 * The form's texts for the given settings. A heat or cold supply not chosen keeps a sensible starting value (the
 * kind's contract default), so switching the kind shows a number to edit.
 */
export function draftOf(
  profile: OperatingProfileInput,
  prices: EnergyPrices,
  lifeCycle: LifeCycleSettings,
): Draft {
  const { heat, cold } = prices;
  return {
    startHour: text('startHour', profile.startHour),
    endHour: text('endHour', profile.endHour),
    daysPerWeek: text('daysPerWeek', profile.daysPerWeek),
    roomWinterC: text('roomWinterC', profile.roomWinterC),
    roomSummerC: text('roomSummerC', profile.roomSummerC),
    supplyRule: profile.supplyRule,
    supplyHeatC: text('supplyHeatC', profile.supplyHeatC),
    supplyCoolC: text('supplyCoolC', profile.supplyCoolC),
    outdoorLowC: text('outdoorLowC', profile.outdoorLowC),
    outdoorHighC: text('outdoorHighC', profile.outdoorHighC),
    supplyMaxGPerKg: profile.supplyMaxW === null ? '' : text('supplyMaxGPerKg', profile.supplyMaxW),
    flowSharePct: text('flowSharePct', profile.flowShare),
    electricity: text('electricity', prices.electricityEurPerKWh),
    electricityGCo2: text('electricityGCo2', prices.electricityGCo2PerKWh),
    heatKind: heat.kind,
    heatPrice: text('heatPrice', heat.kind === 'price' ? heat.eurPerKWh : 0.1),
    heatPriceGCo2: text('heatPriceGCo2', heat.kind === 'price' ? heat.gCo2PerKWh : undefined),
    heatFuelPrice: text('heatFuelPrice', heat.kind === 'boiler' ? heat.fuelEurPerKWh : 0.08),
    heatEfficiencyPct: text('heatEfficiencyPct', heat.kind === 'boiler' ? heat.efficiency : 0.95),
    heatFuelGCo2: text('heatFuelGCo2', heat.kind === 'boiler' ? heat.fuelGCo2PerKWh : undefined),
    heatCop: text('heatCop', heat.kind === 'heatPump' && !heat.copPoints ? heat.cop : undefined),
    coldKind: cold.kind,
    coldPrice: text('coldPrice', cold.kind === 'price' ? cold.eurPerKWh : 0.1),
    coldPriceGCo2: text('coldPriceGCo2', cold.kind === 'price' ? cold.gCo2PerKWh : undefined),
    coldEer: text('coldEer', cold.kind === 'chiller' && !cold.eerPoints ? cold.eer : undefined),
    years: text('years', lifeCycle.years),
    discountPct: text('discountPct', lifeCycle.discountRate),
    escalationPct: text('escalationPct', lifeCycle.energyPriceEscalation),
    filterChangesPerYear: text('filterChangesPerYear', lifeCycle.filterChangesPerYear),
    maintenanceSharePct: text('maintenanceSharePct', lifeCycle.maintenanceShare),
    maintenanceEscalationPct: text('maintenanceEscalationPct', lifeCycle.maintenancePriceEscalation),
  };
}

/** Why a field was refused: not a number, out of its range, or a rule between two fields. */
export type FieldProblem =
  | { kind: 'number' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'endAfterStart' }
  | { kind: 'highAboveLow' };

export type DraftResult =
  | { ok: true; settings: Required<EnergySettings> }
  | { ok: false; problems: Partial<Record<NumberKey, FieldProblem>> };

/** The fields the chosen heat and cold supplies use. */
function usedKeys(draft: Draft): NumberKey[] {
  const heat: Record<Draft['heatKind'], NumberKey[]> = {
    price: ['heatPrice', 'heatPriceGCo2'],
    boiler: ['heatFuelPrice', 'heatEfficiencyPct', 'heatFuelGCo2'],
    heatPump: ['heatCop'],
  };
  const cold: Record<Draft['coldKind'], NumberKey[]> = {
    price: ['coldPrice', 'coldPriceGCo2'],
    chiller: ['coldEer'],
  };
  const always = (Object.keys(NUMBER_FIELDS) as NumberKey[]).filter((key) => !/^(heat|cold)[A-Z]/.test(key));
  return [...always, ...heat[draft.heatKind], ...cold[draft.coldKind]];
}

/** The settings the form describes, in the contract's units, or each refused field with the reason. */
export function settingsOf(draft: Draft): DraftResult {
  const problems: Partial<Record<NumberKey, FieldProblem>> = {};
  const values: Partial<Record<NumberKey, number>> = {};
  for (const key of usedKeys(draft)) {
    const typed = draft[key].trim();
    if (OPTIONAL_FIELDS.has(key) && typed === '') {
      continue;
    }
    const value = typed === '' ? Number.NaN : Number(typed);
    const { min, max } = rangeOf(key);
    const { schema, scale } = NUMBER_FIELDS[key];
    if (!Number.isFinite(value)) {
      problems[key] = { kind: 'number' };
    } else if (!schema.safeParse(value / scale).success) {
      problems[key] = { kind: 'range', min, max };
    } else {
      values[key] = value / scale;
    }
  }
  if (values.startHour !== undefined && values.endHour !== undefined && values.endHour <= values.startHour) {
    problems.endHour = { kind: 'endAfterStart' };
  }
  if (
    values.outdoorLowC !== undefined &&
    values.outdoorHighC !== undefined &&
    values.outdoorHighC <= values.outdoorLowC
  ) {
    problems.outdoorHighC = { kind: 'highAboveLow' };
  }
  if (Object.keys(problems).length > 0) {
    return { ok: false, problems };
  }
  const v = values as Record<NumberKey, number>;
  // An optional factor left empty is left out: the server's default applies (and the answer names it).
  const given = <K extends string>(name: K, value: number | undefined) =>
    (value === undefined ? {} : { [name]: value }) as Partial<Record<K, number>>;
  const heat: EnergyPrices['heat'] =
    draft.heatKind === 'price'
      ? { kind: 'price', eurPerKWh: v.heatPrice, ...given('gCo2PerKWh', values.heatPriceGCo2) }
      : draft.heatKind === 'boiler'
        ? {
            kind: 'boiler',
            fuelEurPerKWh: v.heatFuelPrice,
            efficiency: v.heatEfficiencyPct,
            ...given('fuelGCo2PerKWh', values.heatFuelGCo2),
          }
        : { kind: 'heatPump', ...given('cop', values.heatCop) };
  const cold: EnergyPrices['cold'] =
    draft.coldKind === 'price'
      ? { kind: 'price', eurPerKWh: v.coldPrice, ...given('gCo2PerKWh', values.coldPriceGCo2) }
      : { kind: 'chiller', ...given('eer', values.coldEer) };
  return {
    ok: true,
    settings: {
      profile: {
        startHour: v.startHour,
        endHour: v.endHour,
        daysPerWeek: v.daysPerWeek,
        roomWinterC: v.roomWinterC,
        roomSummerC: v.roomSummerC,
        supplyRule: draft.supplyRule,
        supplyHeatC: v.supplyHeatC,
        supplyCoolC: v.supplyCoolC,
        outdoorLowC: v.outdoorLowC,
        outdoorHighC: v.outdoorHighC,
        supplyMaxW: values.supplyMaxGPerKg ?? null,
        flowShare: v.flowSharePct,
      },
      prices: {
        electricityEurPerKWh: v.electricity,
        ...given('electricityGCo2PerKWh', values.electricityGCo2),
        heat,
        cold,
      },
      lifeCycle: {
        years: v.years,
        discountRate: v.discountPct,
        energyPriceEscalation: v.escalationPct,
        filterChangesPerYear: v.filterChangesPerYear,
        maintenanceShare: v.maintenanceSharePct,
        maintenancePriceEscalation: v.maintenanceEscalationPct,
      },
    },
  };
}
