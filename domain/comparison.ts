import type { DataSheet } from '../contracts/calc';
import { PositionFieldsSchema, type PositionInput } from '../contracts/positions';

/**
 * The comparison of two revisions (issue 30): every input field and every result of the data sheet record that
 * differs, with its unit (SI symbols, as the data sheet prints them) and the change in percent. A pure function of the
 * two stored revisions, so the screen, the JSON download and the PDF show the same rows.
 */

export type ComparedValue = number | string | boolean | null;

export interface ComparisonRow {
  /** An input of the position, or a result of its calculation (the data sheet record). */
  group: 'input' | 'result';
  /** The input field, or the result's path in the data sheet record ('supplyFanCalculation.absorbedPower'). */
  key: string;
  /** What names the quantity: the input field, or the path without its band or item ('noiseLevels.outdoorInlet.bands'). */
  labelKey: string;
  /** The band ('500 Hz') or the price item's text a path's last part stands for; null otherwise. */
  detail: string | null;
  a: ComparedValue;
  b: ComparedValue;
  /** SI symbol ('m³/h', 'Pa', '°C'), '' for a count, a ratio or a text. */
  unit: string;
  /** (b - a) / |a| in percent; null when a is 0, either is not a number, or the units differ. */
  changePct: number | null;
}

/** A stored revision as the comparison reads it. */
export interface ComparedRevision {
  input: PositionInput;
  dataSheet: DataSheet;
}

/** Inputs that say which position a revision is, not what it is: never a difference worth showing. */
const IDENTITY_FIELDS = new Set(['projId', 'guid', 'localDateTime', 'timeZone']);

/** The inputs in the order of the position's schema (the wizard's steps). */
const INPUT_FIELDS = Object.keys(PositionFieldsSchema.shape).filter(
  (field) => !IDENTITY_FIELDS.has(field),
) as (keyof PositionInput)[];

/** A field's unit by the suffix its name carries (docs: names say unit). */
const INPUT_UNIT_SUFFIXES: [RegExp, string][] = [
  [/M3h$/, 'm³/h'],
  [/Pa$/, 'Pa'],
  [/T(Db|Wb|Dp|In)$/, '°C'],
  [/Pct$/, '%'],
  [/XGkg$/, 'g/kg'],
  [/M2$/, 'm²'],
  [/Mm$/, 'mm'],
  [/PerH$/, '1/h'],
  [/M$/, 'm'],
];

/** The unit of input `field` of `input`: a coil's air and water values take the unit of the parameter chosen. */
export function inputUnit(field: string, input: Partial<PositionInput>): string {
  const coil = /^(cooler|heater)(Air|Water)InputValue$/.exec(field);
  if (coil) {
    const param = (input as Record<string, unknown>)[`${coil[1]}${coil[2]}InputParam`];
    if (coil[2] === 'Air') {
      return param === 'Capacity' ? 'kW' : '°C';
    }
    return param === 'Fluid flow' ? 'm³/h' : '°C';
  }
  return INPUT_UNIT_SUFFIXES.find(([suffix]) => suffix.test(field))?.[1] ?? '';
}

/**
 * Results that are not quantities of the unit: the record's version and catalogue, the fan curves (a chart's JSON)
 * and the band centre frequencies (the same for every unit), the price's currency.
 */
const SKIPPED_RESULTS = [
  /^engineVersion$/,
  /^catalogue\./,
  /\.fanChart$/,
  /(^|\.)bandsHz$/,
  /^price\.currency$/,
];

/** A result leaf of the data sheet record: its path, the path that names it, its detail and its value. */
interface ResultLeaf {
  labelKey: string;
  detail: string | null;
  value: ComparedValue;
}

/**
 * The data sheet record's leaves by path. Arrays of numbers are sound bands, named by the band centre frequency the
 * nearest `bandsHz` above them holds; the price's items are keyed by their code (two revisions' lists need not line
 * up by position).
 */
export function resultLeaves(dataSheet: DataSheet): Map<string, ResultLeaf> {
  const leaves = new Map<string, ResultLeaf>();
  const walk = (value: unknown, path: string[], bands: readonly number[][]): void => {
    const key = path.join('.');
    if (SKIPPED_RESULTS.some((skipped) => skipped.test(key))) {
      return;
    }
    if (key === 'price.items' && Array.isArray(value)) {
      for (const item of value as DataSheet['price']['items']) {
        leaves.set(`price.items.${item.code}`, {
          labelKey: 'price.items',
          detail: item.label,
          value: item.price,
        });
      }
      return;
    }
    if (Array.isArray(value)) {
      const hz = bands.find((band) => band.length === value.length);
      value.forEach((element: unknown, index) => {
        leaves.set(`${key}.${index}`, {
          labelKey: key,
          detail: hz ? `${hz[index]} Hz` : String(index + 1),
          value: element as ComparedValue,
        });
      });
      return;
    }
    if (value !== null && typeof value === 'object') {
      const own = (value as { bandsHz?: unknown }).bandsHz;
      const inner = Array.isArray(own) ? [own as number[], ...bands] : bands;
      for (const [name, child] of Object.entries(value)) {
        walk(child, [...path, name], inner);
      }
      return;
    }
    leaves.set(key, { labelKey: key, detail: null, value: value as ComparedValue });
  };
  walk(dataSheet, [], []);
  return leaves;
}

/** A result's unit: by its path's last two parts, else its last part (resultUnits.test.ts holds every leaf to one). */
export function resultUnit(labelKey: string): string {
  const parts = labelKey.split('.');
  const last = parts[parts.length - 1]!;
  const parent = parts[parts.length - 2];
  return RESULT_UNITS[`${parent}.${last}`] ?? RESULT_UNITS[last] ?? '';
}

/**
 * The decimals a compared number is shown with, by its size (the screen and the PDF alike): whole numbers from 1 000,
 * one decimal from 100, two from 1, three below, so a small change stays visible.
 */
export function comparisonDecimals(value: number): number {
  const size = Math.abs(value);
  if (Number.isInteger(value) || size >= 1000) {
    return 0;
  }
  return size >= 100 ? 1 : size >= 1 ? 2 : 3;
}

/** Equal within rounding noise: the same input gives the same figures, a changed one moves them far more. */
function same(a: ComparedValue, b: ComparedValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
  }
  return a === b;
}

function changePct(a: ComparedValue, b: ComparedValue, sameUnit: boolean): number | null {
  if (!sameUnit || typeof a !== 'number' || typeof b !== 'number' || a === 0) {
    return null;
  }
  return ((b - a) / Math.abs(a)) * 100;
}

/** Every input field and result of revisions `a` and `b` that differs, inputs first, each in the record's order. */
export function compareRevisions(a: ComparedRevision, b: ComparedRevision): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const inputA = a.input as Record<string, ComparedValue | undefined>;
  const inputB = b.input as Record<string, ComparedValue | undefined>;
  for (const field of INPUT_FIELDS) {
    const valueA = inputA[field] ?? null;
    const valueB = inputB[field] ?? null;
    if (same(valueA, valueB)) {
      continue;
    }
    const unitA = inputUnit(field, a.input);
    const unitB = inputUnit(field, b.input);
    rows.push({
      group: 'input',
      key: field,
      labelKey: field,
      detail: null,
      a: valueA,
      b: valueB,
      unit: unitA === unitB ? unitA : `${unitA} → ${unitB}`,
      changePct: changePct(valueA, valueB, unitA === unitB),
    });
  }
  const leavesA = resultLeaves(a.dataSheet);
  const leavesB = resultLeaves(b.dataSheet);
  const keys = [...leavesA.keys(), ...[...leavesB.keys()].filter((key) => !leavesA.has(key))];
  for (const key of keys) {
    const leafA = leavesA.get(key);
    const leafB = leavesB.get(key);
    const valueA = leafA?.value ?? null;
    const valueB = leafB?.value ?? null;
    if (same(valueA, valueB)) {
      continue;
    }
    const leaf = (leafA ?? leafB)!;
    rows.push({
      group: 'result',
      key,
      labelKey: leaf.labelKey,
      detail: leaf.detail,
      a: valueA,
      b: valueB,
      unit: resultUnit(leaf.labelKey),
      changePct: changePct(valueA, valueB, true),
    });
  }
  return rows;
}

const AIR_STATE = { tDb: '°C', rh: '%', x: 'g/kg' };
const SOUND = { bands: 'dB', total: 'dB', totalA: 'dB(A)' };
const PER_FLOW = 'W/(m³/s)';

/**
 * The data sheet record's units by leaf ('parent.leaf' where a leaf name means different things), as the record's
 * schema describes them (contracts/calc.ts). '' marks a count, a ratio, a class or a text on purpose.
 */
const RESULT_UNITS: Record<string, string> = {
  ...AIR_STATE,
  ...SOUND,
  // The unit and the site
  height: 'mm',
  width: 'mm',
  length: 'mm',
  weight: 'kg',
  airVolumeFlow: 'm³/h',
  altitude: 'm',
  airPressure: 'Pa',
  airDensity: 'kg/m³',
  // Fans
  externalPressDrop: 'Pa',
  internalPressDrop: 'Pa',
  totalPressDrop: 'Pa',
  'internalDrops.damper': 'Pa',
  'internalDrops.filter': 'Pa',
  'internalDrops.recovery': 'Pa',
  'internalDrops.cooler': 'Pa',
  'internalDrops.heater': 'Pa',
  'internalDrops.casing': 'Pa',
  nozzlePressure: 'Pa',
  rotationSpeed: 'rpm',
  speedPercent: '%',
  efficiency: '%',
  absorbedPower: 'kW',
  current: 'A',
  sfpValue: PER_FLOW,
  power: 'kW',
  ratedCurrent: 'A',
  motorRotSpeed: 'rpm',
  soundPowerIn: 'dB',
  soundPowerOut: 'dB',
  soundPowerInTotal: 'dB',
  soundPowerOutTotal: 'dB',
  soundPowerInTotalA: 'dB(A)',
  soundPowerOutTotalA: 'dB(A)',
  // Filters
  initPressureDrop: 'Pa',
  recFinalPressDrop: 'Pa',
  designPressDrop: 'Pa',
  airFlow: 'm³/h',
  surface: 'm²',
  faceVelocity: 'm/s',
  annualEnergy: 'kWh/a',
  // Heat recovery
  sup_AirVolumeFlow: 'm³/h',
  eha_AirVolumeFlow: 'm³/h',
  sup_AirTempIn: '°C',
  sup_AirTempOut: '°C',
  eha_AirTempIn: '°C',
  eha_AirTempOut: '°C',
  sup_HumidityIn: '%',
  sup_HumidityOut: '%',
  eha_HumidityIn: '%',
  eha_HumidityOut: '%',
  sup_AbsHumidityIn: 'g/kg',
  sup_AbsHumidityOut: 'g/kg',
  eha_AbsHumidityIn: 'g/kg',
  eha_AbsHumidityOut: 'g/kg',
  sup_TotalHeat: 'kW',
  sup_SensibleHeat: 'kW',
  sup_PressureDrop: 'Pa',
  eha_PressureDrop: 'Pa',
  sup_FaceVelocity: 'm/s',
  eha_FaceVelocity: 'm/s',
  moistureRecovery: 'kg/h',
  condensate: 'kg/h',
  temperatureEfficiency: '%',
  humidityEfficiency: '%',
  'frost.wallUnprotected': '°C',
  'frost.wall': '°C',
  'frost.limit': '°C',
  'frost.bypass': '%',
  'frost.rotorSpeed': '%',
  'frost.preheaterPower': 'kW',
  'frost.preheatedTo': '°C',
  'frost.unprotectedEfficiency': '%',
  'recovery.torque': 'N·m',
  'recovery.rotorSpeed': 'rpm',
  'recovery.frostProtectionStart': '°C',
  // Coils
  volumeFlow: 'm³/h',
  temperatureIn: '°C',
  temperatureOut: '°C',
  relativeHumidityIn: '%',
  relativeHumidityOut: '%',
  absoluteHumidityIn: 'g/kg',
  absoluteHumidityOut: 'g/kg',
  capacity: 'kW',
  sensibleCapacity: 'kW',
  airPressureDrop: 'Pa',
  concentration: '%',
  mediumTemperatureIn: '°C',
  mediumTemperatureOut: '°C',
  fluidFlow: 'm³/h',
  fluidPressureDrop: 'kPa',
  fluidVelocity: 'm/s',
  finSpacing: 'mm',
  apparatusDewPoint: '°C',
  // The frost preheater and the fans' heat
  duty: 'kW',
  ratedPower: 'kW',
  stepPower: 'kW',
  supplyVoltage: 'V',
  rise: 'K',
  // Sound
  measurementSurface: 'm²',
  soundPressureAt1m: 'dB(A)',
  // EU 1253/2014
  thermalEfficiency: '%',
  thermalEfficiencyMin: '%',
  nominalFlow: 'm³/s',
  efficiencyBonus: PER_FLOW,
  filterCorrection: PER_FLOW,
  sfpInt: PER_FLOW,
  sfpIntLimit: PER_FLOW,
  sfpUnit: PER_FLOW,
  // Price
  'price.items': 'EUR',
  'price.total': 'EUR',
};

/** Leaves without a unit on purpose: counts, ratios, classes and texts (resultUnits.test.ts checks the rest have one). */
export const UNITLESS_RESULTS = new Set([
  'transportSections',
  'count',
  'kFactor',
  'rows',
  'tubesPerRow',
  'circuits',
  'bypassFactor',
  'reserve',
  'steps',
  'airflowDirection',
  'tier',
]);
