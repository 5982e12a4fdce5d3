import { calculationErrorMessage } from '../domain/calculation';
import type { EngineRequest } from '../contracts/engine-fields';
import { derivedRangeRule, requestFieldOf } from './engine-fields';
import { STALE_MESSAGES } from '../contracts/envelope';
import { EngineDutyError, EngineInputError, EngineRangeError } from '../engine/errors';
import { StaleVersionError } from './repositories/queries';

/**
 * Errors a service throws to end a call with a given status; the one error handler (app.ts) turns them into the
 * answer wrapper (docs/rules.md#api-wrapper). A 404 never hints that a foreign resource exists.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** A message key the web words in the caller's language (web/app/i18n: serverErrors.<key>), with the field's label. */
    readonly key?: string,
    /** Values the key's text names besides the field (a weather file's line, the rule's limits). */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

/** 400: bad input. The message names the field and the rule. */
export const badRequest = (
  field: string,
  rule: string,
  key?: string,
  params?: Readonly<Record<string, string | number>>,
) => new HttpError(400, `${field}: ${rule}`, field, key, params);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
/** 409: the input clashes with what exists (an address with an account, a registered tax id). */
export const conflict = (field: string, rule: string, key?: string) =>
  new HttpError(409, `${field}: ${rule}`, field, key);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);

/**
 * Runs an engine call and words its failures for the client: a duty the unit cannot meet answers 422 with the fixed
 * message of that component (docs/rules.md#calc-duty-error) and the engine's reason (which limit); a value out of
 * range answers 400 naming the request field it came from (contracts/engine-fields.ts, for a request of `kind`, or
 * `fieldOf` where the request itself says more, as a Mollier point does), or `body` with the rule that the inputs
 * together leave the model's range.
 */
export function calculate<T>(
  run: () => T,
  kind: EngineRequest,
  fieldOf: (quantity: string) => string | undefined = (quantity) => requestFieldOf(kind, quantity),
): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof EngineDutyError) {
      throw new HttpError(
        422,
        calculationErrorMessage(error.component, error.message),
        fieldOf(error.quantity) ?? 'body',
      );
    }
    if (error instanceof EngineRangeError) {
      const field = fieldOf(error.quantity);
      if (!field) {
        throw badRequest('body', derivedRangeRule(error));
      }
      throw badRequest(field, `is outside the calculation's valid range (${error.message})`);
    }
    if (error instanceof EngineInputError) {
      // The engine words input it cannot use as 'quantity: rule' where one quantity is at fault.
      const [, quantity, rule] = /^([\w.]+): (.+)$/s.exec(error.message) ?? [];
      const field =
        quantity === undefined
          ? undefined
          : (fieldOf(quantity) ?? (kind === 'select' ? `body.${quantity}` : undefined));
      throw field && rule ? badRequest(field, rule) : badRequest('body', error.message);
    }
    throw error;
  }
}

/** Runs a versioned save; an edit read at an older version answers 409 with the message the web app offers a reload for. */
export async function staleAsConflict<T>(
  what: keyof typeof STALE_MESSAGES,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof StaleVersionError) {
      throw new HttpError(409, STALE_MESSAGES[what], 'body.version');
    }
    throw error;
  }
}
