import {
  POOL_MANDATORY_FIELDS as MANDATORY,
  type PoolPosition,
  type PoolPositionInputBody,
  type PoolUnitRow,
} from '../../../contracts/pool';
import { EngineRangeError } from '../../../engine/errors';
import { POOL_DEFAULTS, poolCalculation, type PoolInput, type PoolState } from '../../../engine/pool';

/** The calculator's numeric inputs, as typed (text, so '' and '-' can stand while typing). */
export type PoolInputTexts = Record<keyof PoolInput, string>;

export const POOL_INPUT_KEYS = Object.keys(POOL_DEFAULTS) as (keyof PoolInput)[];

const mapInputs = <T>(value: (key: keyof PoolInput) => T) =>
  Object.fromEntries(POOL_INPUT_KEYS.map((key) => [key, value(key)])) as Record<keyof PoolInput, T>;

/** Part 3 section 9's defaults as form texts, or an edited position's values. */
export function initialTexts(position?: PoolPosition): PoolInputTexts {
  const source: PoolInput = position ?? POOL_DEFAULTS;
  return mapInputs((key) => String(source[key]));
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
 * What the save sends: the typed values (an empty mandatory field as null, so the mandatory rule names it), the
 * derived air volumes and the price of the chosen units.
 */
export function payloadOf(
  projectId: number | undefined,
  names: { name: string; poolName: string },
  texts: PoolInputTexts,
  state: PoolState | undefined,
  unit: PoolUnitRow | undefined,
): PoolPositionInputBody {
  const numbers = mapInputs((key) => {
    const value = numberOf(texts[key]);
    if (!Number.isNaN(value)) {
      return value;
    }
    return (MANDATORY as readonly string[]).includes(key) ? null : SERVER_DEFAULTED.has(key) ? undefined : 0;
  });
  return {
    ...(numbers as PoolPositionInputBody),
    projectId: projectId ?? null,
    name: names.name,
    poolName: names.poolName,
    maxRequiredAir: state?.maxRequiredAir ?? null,
    minRequiredFreshAir: state?.minRequiredFreshAir ?? null,
    numOfAirChanges: state?.numOfAirChanges ?? null,
    unitTypeId: unit?.id ?? null,
    price: unit ? unit.price * (numbers.numOfUnits ?? 0) : null,
  };
}
