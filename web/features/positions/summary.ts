import type { TFunction } from 'i18next';
import {
  FILTER_CLASS_LABELS,
  REVISION_GROUPS,
  type Position,
  type PositionInput,
  type Revision,
} from '../../../contracts/positions';
import { unitOfName, type SiUnit } from '../../../domain/units';
import { buildingTypeLabel } from '../../lib/buildingTypes';
import { formatQuantity } from '../../lib/format';

/**
 * What the revision screen shows of a revision (docs/rules.md#revision-screen): the wizard's inputs sorted into the
 * six tabs of the summary. The same list gives the revisions grid its column groups, so a tab and its group always
 * agree. Coil details sit in the operating point tab (the coils are sized at the operating point); cooler fields
 * apply only for coils cooler or both, heater fields for heater or both.
 */
export const TABS = ['info', 'requirements', 'typeOfUnit', 'operatingPoint', 'filtering', 'fan'] as const;
export type TabKey = (typeof TABS)[number];

/** A position or one of its revisions, with the coil fields the contract's inferred type leaves out. */
export type Shown = (Position | Revision) & PositionInput;

export interface SummaryField {
  /** The grid column's field and the label's key under positions.fields. */
  key: string;
  tab: TabKey;
  /** A sub-heading in the summary (positions.sections). */
  section?: 'summer' | 'winter' | 'cooler' | 'heater';
  value: (p: Shown, t: TFunction) => string;
  /** Whether the field means anything for this revision; the grid shows a dash otherwise. */
  applies?: (p: Shown) => boolean;
  /** Shown in the summary only when this holds (the grid always has the column). */
  inSummary?: (p: Shown) => boolean;
  /** Not a grid column. */
  summaryOnly?: boolean;
}

export const DASH = '–';

/**
 * A field's label in the summary and the grid: its own (positions.fields) where the revision screen words it
 * differently, else the wizard's (configurator.fields) without its trailing unit, which the value shows ('Supply
 * flow (m³/h)' reads 'Supply flow' beside '1 120 m³/h'); so a new field needs its label once per language.
 */
export const fieldLabel = (t: TFunction, key: string): string =>
  t(`positions.fields.${key}`, {
    defaultValue: t(`configurator.fields.${key}`, { defaultValue: key }).replace(/\s*\([^()]*\)$/, ''),
  });

/** A number with its unit, in the reader's units (issue 30). */
const number = (value: number | null | undefined, unit: SiUnit, decimals?: number) =>
  value === null || value === undefined ? DASH : formatQuantity(value, unit, decimals);
const yesNo = (value: boolean, t: TFunction) => t(value ? 'positions.yes' : 'positions.no');
/** An enumeration value's label (positions.values.<group>.<value>). */
const label = (t: TFunction, group: string, value: string | null) =>
  value === null ? DASH : t(`positions.values.${group}.${value}`, { defaultValue: value });

/** The flows came from area, height and air changes (not typed directly): those fields mean something. */
const areaBased = (p: Shown) => !p.directInput;
const hasCoil = (kind: 'cooler' | 'heater') => (p: Shown) => p.coils === kind || p.coils === 'both';

/** The return filter the unit carries: the supply class unless the advanced settings chose another. */
export const returnFilterClass = (p: Shown) =>
  p.filteringAdvancedSettings
    ? (p.fineFilterClassReturn ?? p.fineFilterClassSupply)
    : p.fineFilterClassSupply;
const filtersDiffer = (p: Shown) => returnFilterClass(p) !== p.fineFilterClassSupply;

const AIR_INPUT_KEYS = { 'Supply Temperature': 'supplyTemperature', Capacity: 'capacity' } as const;
const WATER_INPUT_KEYS = { 'Temperature out': 'temperatureOut', 'Fluid flow': 'fluidFlow' } as const;
const HEAT_RECOVERY_KEYS = { 'Rotary heat exchanger': 'rotary', 'Plate heat exchanger': 'plate' } as const;

function coilFields(kind: 'cooler' | 'heater'): SummaryField[] {
  const applies = hasCoil(kind);
  const field = <K extends keyof PositionInput>(p: Shown, name: string) =>
    p[`${kind}${name}` as K] as PositionInput[K];
  const common = { tab: 'operatingPoint', section: kind, applies } as const;
  return [
    {
      ...common,
      key: `${kind}Medium`,
      value: (p, t) => label(t, 'media', field<'coolerMedium'>(p, 'Medium')),
    },
    {
      ...common,
      key: `${kind}ConcentrationPct`,
      value: (p) =>
        field<'coolerMedium'>(p, 'Medium') === 'water'
          ? DASH
          : number(field<'coolerConcentrationPct'>(p, 'ConcentrationPct'), '%'),
    },
    {
      ...common,
      key: `${kind}FluidTIn`,
      value: (p) => number(field<'coolerFluidTIn'>(p, 'FluidTIn'), '°C'),
    },
    {
      ...common,
      key: `${kind}AirInput`,
      value: (p, t) => {
        const param = field<'coolerAirInputParam'>(p, 'AirInputParam');
        if (param === null) {
          return DASH;
        }
        const unit = param === 'Capacity' ? 'kW' : '°C';
        return `${label(t, 'airInput', AIR_INPUT_KEYS[param])}: ${number(field<'coolerAirInputValue'>(p, 'AirInputValue'), unit)}`;
      },
    },
    {
      ...common,
      key: `${kind}WaterInput`,
      value: (p, t) => {
        const param = field<'coolerWaterInputParam'>(p, 'WaterInputParam');
        if (param === null) {
          return DASH;
        }
        const unit = param === 'Fluid flow' ? 'm³/h liquid' : '°C';
        return `${label(t, 'waterInput', WATER_INPUT_KEYS[param])}: ${number(field<'coolerWaterInputValue'>(p, 'WaterInputValue'), unit)}`;
      },
    },
  ];
}

function seasonFields(season: 'summer' | 'winter'): SummaryField[] {
  const common = { tab: 'operatingPoint', section: season } as const;
  const temperature = (name: string): SummaryField => ({
    ...common,
    key: `${season}${name}`,
    value: (p) => number(p[`${season}${name}` as keyof Shown] as number | null, '°C'),
  });
  const humidity = (name: string): SummaryField => ({
    ...common,
    key: `${season}${name}`,
    value: (p) => number(p[`${season}${name}` as keyof Shown] as number | null, '%'),
  });
  return [
    temperature('OutdoorTDb'),
    humidity('OutdoorRhPct'),
    ...(season === 'summer' ? [temperature('OutdoorTWb'), temperature('OutdoorTDp')] : []),
    temperature('IndoorTDb'),
    humidity('IndoorRhPct'),
    temperature('SupplyTDb'),
  ];
}

/** A number field shown with the unit its name carries; a name without one is a mistake found when this loads. */
function measured(key: keyof PositionInput, tab: TabKey, applies?: SummaryField['applies']): SummaryField {
  const unit = unitOfName(key);
  if (unit === undefined) {
    throw new Error(`summary: ${key} carries no unit in its name`);
  }
  return { key, tab, value: (p) => number(p[key] as number | null, unit), ...(applies ? { applies } : {}) };
}

/** The info tab's fields that are not plain numbers (the airflow's way of entry stands in for directInput). */
const INFO_FIELDS: Partial<Record<(typeof REVISION_GROUPS.info)[number], SummaryField>> = {
  name: { key: 'name', tab: 'info', value: (p) => p.name },
  equipmentTag: { key: 'equipmentTag', tab: 'info', value: (p) => p.equipmentTag ?? DASH },
  directInput: {
    key: 'airflowInput',
    tab: 'info',
    value: (p, t) => label(t, 'airflowInput', p.directInput ? 'direct' : 'area'),
  },
  buildingType: {
    key: 'buildingType',
    tab: 'info',
    value: (p, t) => (p.buildingType === null ? DASH : buildingTypeLabel(p.buildingType, t)),
    applies: areaBased,
  },
};
/** The fields that mean something only when the flows came from area, height and air changes. */
const AREA_BASED = new Set<string>(['areaM2', 'heightM', 'changeRatePerH']);

export const SUMMARY_FIELDS: readonly SummaryField[] = [
  // Info: the position and its airflow (wizard step 1) in the revision group's order, with the fields of the way it
  // was entered only; a new number field of step 1 needs no line here.
  ...REVISION_GROUPS.info.map(
    (key) => INFO_FIELDS[key] ?? measured(key, 'info', AREA_BASED.has(key) ? areaBased : undefined),
  ),
  // Requirements (step 2).
  { key: 'ecoDesign', tab: 'requirements', value: (p, t) => label(t, 'ecoDesign', p.ecoDesign) },
  { key: 'maintenance', tab: 'requirements', value: (p, t) => label(t, 'maintenance', p.maintenance) },
  // Recorded only: no model, price or document reads it (docs/engine.md, "Maintenance").
  {
    key: 'maintenanceEffect',
    tab: 'requirements',
    value: (_p, t) => t('positions.values.maintenanceEffect'),
    summaryOnly: true,
  },
  { key: 'casing', tab: 'requirements', value: (p, t) => label(t, 'casing', p.casing) },
  // Type of unit (step 3).
  { key: 'installation', tab: 'typeOfUnit', value: (p, t) => label(t, 'installation', p.installation) },
  { key: 'unitType', tab: 'typeOfUnit', value: (p) => p.unitType },
  { key: 'unitTypeName', tab: 'typeOfUnit', value: (p) => p.unitTypeName },
  { key: 'coils', tab: 'typeOfUnit', value: (p, t) => label(t, 'coils', p.coils) },
  {
    key: 'heatRecovery',
    tab: 'typeOfUnit',
    value: (p, t) => label(t, 'heatRecovery', HEAT_RECOVERY_KEYS[p.heatRecovery]),
  },
  // docs/rules.md#size-codes: the plate type follows the unit size (Plate is shown as Condensing).
  {
    key: 'heatRecoveryFamily',
    tab: 'typeOfUnit',
    value: (p, t) => label(t, 'family', p.heatRecoveryFamily),
  },
  { key: 'unitDivision', tab: 'typeOfUnit', value: (p, t) => label(t, 'unitDivision', p.unitDivision) },
  { key: 'airflowDirection', tab: 'typeOfUnit', value: (p) => String(p.airflowDirection) },
  { key: 'controls', tab: 'typeOfUnit', value: (p, t) => yesNo(p.controls, t) },
  // Operating point (step 4) and the coils sized at it (step 5).
  { key: 'elevationM', tab: 'operatingPoint', value: (p) => number(p.elevationM, 'm') },
  ...seasonFields('summer'),
  ...seasonFields('winter'),
  ...coilFields('cooler'),
  ...coilFields('heater'),
  // Filtering (step 6): one class, or supply and return separately when they differ.
  {
    key: 'doubleStageFiltering',
    tab: 'filtering',
    value: (p, t) => yesNo(p.doubleStageFiltering !== 'No', t),
  },
  { key: 'fineFilterType', tab: 'filtering', value: (p) => p.fineFilterType },
  {
    key: 'filterClass',
    tab: 'filtering',
    summaryOnly: true,
    inSummary: (p) => !filtersDiffer(p),
    value: (p) => FILTER_CLASS_LABELS[p.fineFilterClassSupply],
  },
  {
    key: 'fineFilterClassSupply',
    tab: 'filtering',
    inSummary: filtersDiffer,
    value: (p) => FILTER_CLASS_LABELS[p.fineFilterClassSupply],
  },
  {
    key: 'fineFilterClassReturn',
    tab: 'filtering',
    inSummary: filtersDiffer,
    value: (p) => FILTER_CLASS_LABELS[returnFilterClass(p)],
  },
  {
    key: 'differentialPressureIndicator',
    tab: 'filtering',
    value: (p, t) => yesNo(p.differentialPressureIndicator, t),
  },
  // Fan (step 7): the requested type counts only with the advanced settings on; the engine's choice always.
  { key: 'fanAdvancedSettings', tab: 'fan', value: (p, t) => label(t, 'onOff', p.fanAdvancedSettings) },
  {
    key: 'fanType',
    tab: 'fan',
    applies: (p) => p.fanAdvancedSettings === 'On',
    value: (p, t) => label(t, 'fanType', p.fanType),
  },
  { key: 'fan', tab: 'fan', value: (p) => p.fan },
];

/** The fields of one tab that the summary shows for `p`. */
export function summaryFieldsOf(tab: TabKey, p: Shown): SummaryField[] {
  return SUMMARY_FIELDS.filter(
    (f) => f.tab === tab && (f.applies?.(p) ?? true) && (f.inSummary?.(p) ?? true),
  );
}

/** A field's text in the grid: a dash where it does not apply. */
export function gridValue(field: SummaryField, p: Shown, t: TFunction): string {
  return (field.applies?.(p) ?? true) ? field.value(p, t) : DASH;
}
