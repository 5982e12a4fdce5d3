/**
 * The engine's typed errors (part 4, principle 3 "fail loudly, never silently"). Every engine module throws one
 * of these, never a bare Error, so the server can map them to a 4xx answer that names the offending quantity.
 */

/** Shortest readable form of a number in a message: 6 significant digits, no trailing zeros. */
function formatNumber(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(6))) : String(value);
}

/** A quantity outside the range in which the model is valid. NaN is always out of range. */
export class EngineRangeError extends Error {
  override readonly name = 'EngineRangeError';

  constructor(
    /** The quantity's name as the engine spells it: tDb, rh, w, altitude ... */
    readonly quantity: string,
    readonly value: number,
    readonly min: number,
    readonly max: number,
    /** The unit of value, min and max ('' for a ratio such as rh). */
    readonly unit: string,
  ) {
    const u = unit === '' ? '' : ` ${unit}`;
    super(
      `${quantity} = ${formatNumber(value)}${u} is out of range ${formatNumber(min)}..${formatNumber(max)}${u}`,
    );
  }
}

/** An iteration that reached its bound without meeting its tolerance. */
export class EngineConvergenceError extends Error {
  override readonly name = 'EngineConvergenceError';

  constructor(
    /** The routine that iterated, e.g. 'wetBulbFromHumidityRatio'. */
    readonly routine: string,
    readonly iterations: number,
    /** The last change of the unknown (or the last bracket width) when the iteration stopped. */
    readonly residual: number,
  ) {
    super(`${routine} did not converge in ${iterations} iterations (last step ${formatNumber(residual)})`);
  }
}

/** Input that is malformed rather than out of range: a missing, contradictory or unknown field. */
export class EngineInputError extends Error {
  override readonly name = 'EngineInputError';
}

/**
 * Throws EngineRangeError unless min <= value <= max. Written so that NaN fails the test.
 * @returns value, so a check can sit inside an expression.
 */
export function checkRange(quantity: string, value: number, min: number, max: number, unit: string): number {
  if (!(value >= min && value <= max)) {
    throw new EngineRangeError(quantity, value, min, max, unit);
  }
  return value;
}
