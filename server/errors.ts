import { calculationErrorMessage } from '../contracts/calc';
import { EngineDutyError, EngineRangeError } from '../engine/errors';

/**
 * Errors a service throws to end a call with a given status; the one error handler (app.ts) turns them into the
 * seeds' wrapper. A 404 never hints that a foreign resource exists.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** A message key the web words in the caller's language (web/app/i18n: serverErrors.<key>), with the field's label. */
    readonly key?: string,
  ) {
    super(message);
  }
}

/** 400: bad input. The message names the field and the rule. */
export const badRequest = (field: string, rule: string, key?: string) =>
  new HttpError(400, `${field}: ${rule}`, field, key);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
/** 409: the input clashes with what exists (an address with an account, a registered tax id). */
export const conflict = (field: string, rule: string, key?: string) =>
  new HttpError(409, `${field}: ${rule}`, field, key);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);

/**
 * Runs an engine call and words its failures for the client: a duty the unit cannot meet answers 422 with the seeds'
 * message of that component and the engine's reason (which limit); a value out of range answers 400 naming the request
 * field it came from.
 */
export function calculate<T>(run: () => T, fieldOf: (quantity: string) => string): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof EngineDutyError) {
      throw new HttpError(
        422,
        calculationErrorMessage(error.component, error.message),
        fieldOf(error.quantity),
      );
    }
    if (error instanceof EngineRangeError) {
      const field = fieldOf(error.quantity);
      throw new HttpError(400, `${field}: ${error.message}`, field);
    }
    throw error;
  }
}
