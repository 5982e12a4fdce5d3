import {
  ENGINE_FIELDS,
  MOLLIER_POINT,
  POSITION_SEASON,
  SELECT_PATH,
  type EngineRequest,
} from '../contracts/engine-fields';
import { SelectRequest } from '../contracts/calc';
import { PositionFieldsSchema } from '../contracts/positions';
import type { EngineRangeError } from '../engine/errors';

/** Look-ups in the mapping of contracts/engine-fields.ts: the request field an engine error names. */

/**
 * The fields of the requests that name the engine's input as the engine does: a quantity of one of these names is
 * that field (derived from the schemas, so a new field of the same name needs no entry in ENGINE_FIELDS).
 */
const SAME_NAMED: Partial<Record<EngineRequest, ReadonlySet<string>>> = {
  select: new Set(Object.keys(SelectRequest.in.shape)),
  position: new Set(Object.keys(PositionFieldsSchema.shape)),
};

/** The request field behind `quantity` for a request of `kind`, or undefined when no single field is behind it. */
export function requestFieldOf(kind: EngineRequest, quantity: string): string | undefined {
  const mapped = ENGINE_FIELDS[quantity]?.[kind];
  if (mapped) {
    return mapped;
  }
  if (SAME_NAMED[kind]?.has(quantity)) {
    return `body.${quantity}`;
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
