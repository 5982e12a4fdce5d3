import { z } from 'zod';
import {
  POOL_MANDATORY_FIELDS as MANDATORY,
  PoolPositionInputSchema,
  type PoolPosition,
  type PoolPositionInputBody,
  type PoolUnitRow,
} from '../../../contracts/pool';
import { EngineRangeError } from '../../../engine/errors';
import { POOL_DEFAULTS, poolCalculation, type PoolInput, type PoolState } from '../../../engine/pool';

/** The calculator's numeric inputs, as typed (text, so '' and '-' can stand while typing). */
export type PoolInputTexts = Record<keyof PoolInput, string>;

/** The calculator's form: the names, the typed inputs, the chosen unit type (series word) and unit (catalogue id). */
export interface PoolFormValues extends PoolInputTexts {
  name: string;
  poolName: string;
  unitType: string;
  unitTypeId: number | null;
}

export const POOL_INPUT_KEYS = Object.keys(POOL_DEFAULTS) as (keyof PoolInput)[];

const mapInputs = <T>(value: (key: keyof PoolInput) => T) =>
  Object.fromEntries(POOL_INPUT_KEYS.map((key) => [key, value(key)])) as Record<keyof PoolInput, T>;

/** The defaults (docs/rules.md#pool-defaults) as form texts, or an edited position's values. */
export function initialTexts(position?: PoolPosition): PoolInputTexts {
  const source: PoolInput = position ?? POOL_DEFAULTS;
  return mapInputs((key) => String(source[key]));
}

/** The form a new position starts from (the defaults), or an edited position's. */
export function initialForm(position?: PoolPosition): PoolFormValues {
  return {
    name: position?.name ?? '',
    poolName: position?.poolName ?? '',
    ...initialTexts(position),
    unitType: position?.unit?.type ?? '',
    unitTypeId: position?.unitTypeId ?? null,
  };
}

/** A typed text as a number; '' (and anything not a number) is NaN. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The engine's derived values of the typed inputs, or the engine's message when an input is out of range. */
export function derive(texts: PoolInputTexts): { state: PoolState } | { error: string } {
  try {
    return { state: poolCalculation(mapInputs((key) => numberOf(texts[key]))) };
  } catch (error) {
    if (error instanceof EngineRangeError) {
      return { error: error.message };
    }
    throw error;
  }
}

/** Fields the server defaults when left empty; other empty counts are 0. */
const SERVER_DEFAULTED = new Set<keyof PoolInput>(['absoluteHumidityAir', 'simultaneityFactorAttraction']);

/**
 * The typed inputs as the save sends them: a number, or for an empty one null when mandatory (so the mandatory rule
 * names it), nothing when the server defaults it, else 0.
 */
function numbersOf(texts: PoolInputTexts) {
  return mapInputs((key) => {
    const value = numberOf(texts[key]);
    if (!Number.isNaN(value)) {
      return value;
    }
    return (MANDATORY as readonly string[]).includes(key) ? null : SERVER_DEFAULTED.has(key) ? undefined : 0;
  });
}

/** The fields the user types, with the contracts' rules: the position less what the server recomputes. */
const TypedFields = PoolPositionInputSchema.omit({
  projectId: true,
  maxRequiredAir: true,
  minRequiredFreshAir: true,
  numOfAirChanges: true,
  unitTypeId: true,
  price: true,
});
export type PoolTypedFields = z.output<typeof TypedFields>;

/**
 * The calculator form's schema (its resolver): the names and the typed inputs as numbers, checked by the contracts'
 * pool position rules (a temperature 0 to 60 C, a count not negative ...); an issue names the form field it concerns.
 */
export const PoolFormSchema = z.preprocess(
  (form: PoolFormValues) => ({ name: form.name, poolName: form.poolName, ...numbersOf(form) }),
  TypedFields,
);

/** What the save sends: the checked inputs, the derived air volumes and the price of the chosen units. */
export function payloadOf(
  projectId: number | undefined,
  typed: PoolTypedFields,
  state: PoolState | undefined,
  unit: PoolUnitRow | undefined,
): PoolPositionInputBody {
  return {
    ...typed,
    projectId: projectId ?? null,
    maxRequiredAir: state?.maxRequiredAir ?? null,
    minRequiredFreshAir: state?.minRequiredFreshAir ?? null,
    numOfAirChanges: state?.numOfAirChanges ?? null,
    unitTypeId: unit?.id ?? null,
    price: unit ? unit.price * (typed.numOfUnits ?? 0) : null,
  };
}
