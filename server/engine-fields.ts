import {
  ENGINE_FIELDS,
  MOLLIER_POINT,
  POSITION_SEASON,
  SELECT_PATH,
  type EngineRequest,
} from '../contracts/engine-fields';
import type { EngineRangeError } from '../engine/errors';

/** Look-ups in the mapping of contracts/engine-fields.ts: the request field an engine error names. */

/** The request field behind `quantity` for a request of `kind`, or undefined when no single field is behind it. */
export function requestFieldOf(kind: EngineRequest, quantity: string): string | undefined {
  const mapped = ENGINE_FIELDS[quantity]?.[kind];
  if (mapped) {
    return mapped;
  }
  if (kind === 'select' && SELECT_PATH.test(quantity)) {
    return `body.${quantity}`;
  }
  if (kind === 'position' && POSITION_SEASON[quantity]) {
    return `body.${POSITION_SEASON[quantity]}`;
  }
  return undefined;
}

/**
 * The field of point `index` of a Mollier request behind `quantity`: a process point's target (tDb, rh) is in its
 * `input`, a fixed point's values are its own.
 */
export function mollierPointFieldOf(index: number, isProcess: boolean, quantity: string): string {
  const field = MOLLIER_POINT[quantity];
  const inInput = isProcess && (quantity === 'tDb' || quantity === 'rh');
  return `body.points.${index}${field ? `.${inInput ? `input.${quantity}` : field}` : ''}`;
}

/**
 * The rule of a range error whose quantity no request field carries alone (a state the inputs lead to inside the
 * model): it says so, and keeps the engine's figures for support.
 */
export function derivedRangeRule(error: EngineRangeError): string {
  return `these inputs lead to a state outside the calculation's valid range (${error.message})`;
}
