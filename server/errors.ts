/**
 * Errors a service throws to end a call with a given status; the one error handler (app.ts) turns them into the
 * seeds' wrapper. A 404 never hints that a foreign resource exists.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** 400: bad input. The message names the field and the rule. */
export const badRequest = (field: string, rule: string) => new HttpError(400, `${field}: ${rule}`, field);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
/** 409: the input clashes with what exists (an address with an account, a registered tax id). */
export const conflict = (field: string, rule: string) => new HttpError(409, `${field}: ${rule}`, field);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
