/**
 * The engine's typed errors (docs/rules.md#engine-principles: fail loudly, never silently). Every engine module
 * throws one of these, never a bare Error, so the server can map them to a 4xx answer that names the offending
 * quantity.
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

/**
 * A duty the selected unit cannot meet: a coil asked for more than its geometry transfers, a fan for more pressure
 * than its curve gives, flows no unit type serves. It names the quantity, the requested value and the range the
 * component can reach, and says why (the limit), so the server can answer with the fixed calculation error and the
 * reason (docs/rules.md#calc-duty-error).
 */
export class EngineDutyError extends Error {
  override readonly name = 'EngineDutyError';

  constructor(
    /** The component whose limit was reached. */
    readonly component: 'airflow' | 'recovery' | 'heater' | 'cooler' | 'fan',
    /** The requested quantity as the engine spells it: heater.tDb, supplyFan.dpPa ... */
    readonly quantity: string,
    readonly value: number,
    readonly min: number,
    readonly max: number,
    readonly unit: string,
    /** Why the range ends there, e.g. 'the 2-row coil with fluid in at 35 C and 0.17 kg/s'. */
    readonly reason: string,
  ) {
    const u = unit === '' ? '' : ` ${unit}`;
    super(
      `${quantity} = ${formatNumber(value)}${u} is out of reach: ${formatNumber(min)}..${formatNumber(max)}${u} (${reason})`,
    );
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
