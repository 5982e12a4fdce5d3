/**
 * A number rounded to `digits` decimals (0..100), as the decimal Number.prototype.toFixed prints (ECMA-262: the
 * nearest decimal of the exact binary value, a tie away from zero), read back as a number. The one rounding helper
 * of engine messages, the server's stored figures and the web app's derived fields, so a value shown, stored and
 * compared rounds alike everywhere.
 * @param value any finite number; digits decimals to keep, default 0
 */
export function roundTo(value: number, digits = 0): number {
  return Number(value.toFixed(digits));
}
