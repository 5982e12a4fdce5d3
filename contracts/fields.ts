import { z } from 'zod';

/**
 * Field schemas every request contract builds on. Each message names the rule only: the error handler prefixes the
 * field, so a client reads `body.city: is required` (docs/rules.md#bad-input).
 */

const isMissing = (input: unknown) => input === undefined || input === null;

/** PostgreSQL's integer: every id and revision number of the API fits it (a larger one is a 400, not a 500). */
export const MAX_ID = 2_147_483_647;

const idRule = (schema: z.ZodNumber) =>
  schema.int('must be a whole number').min(1, 'must be at least 1').max(MAX_ID, `must be at most ${MAX_ID}`);

/** An id (or revision number) in a JSON body: a whole number 1..2^31-1. */
export const recordId = () =>
  idRule(z.number({ error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be a number') }));

/** An id (or revision number) in a path or query string: decimal digits only, then the body id's rule. */
export const recordIdParam = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    recordId(),
  );

/**
 * Characters no text field takes: NUL and the other C0 controls and DEL (PostgreSQL refuses NUL in text; controls
 * forge lines in mails and logs), and unpaired UTF-16 surrogates (not encodable as UTF-8). Multi-line fields keep tab
 * and line breaks.
 */
export const CONTROL_CHARACTER_RULE = 'must not contain control characters or unpaired surrogates';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** True when a single-line (or, with multiLine, a multi-line) text holds only characters a text field takes. */
export function isCleanText(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      if (!(multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))) {
        return false;
      }
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) {
        return false;
      }
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * The base of every text field of a request: a string that refuses control characters and lone surrogates
 * (docs/rules.md#bad-input: a 400 naming the field and the rule, never a 500 from the database).
 */
export const text = (
  options: { error?: string | ((issue: { input?: unknown }) => string); multiLine?: boolean } = {},
) =>
  z
    .string({ error: options.error ?? textError })
    .refine((value) => isCleanText(value, options.multiLine), CONTROL_CHARACTER_RULE);

/** The message of a text field given no text: missing, or of another type. */
const textError = (issue: { input?: unknown }) => (isMissing(issue.input) ? 'is required' : 'must be a text');

/** A text the user must fill in: trimmed, so blanks count as missing. */
export const requiredText = (max: number) =>
  text().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A text the user may leave empty; '' and null both mean "not given". */
export const optionalText = (max: number) =>
  text({ error: 'must be a text' }).trim().max(max, `must be at most ${max} characters`).nullish();

/** docs/rules.md#registration: tax id and postcode accept numbers only. Empty means "not given". */
export const optionalDigits = (max: number) =>
  text({ error: 'must be a text of digits' })
    .trim()
    .max(max, `must be at most ${max} digits`)
    .regex(/^\d*$/, 'must contain digits only')
    .nullish();

/** A secret the user typed (password, token): never trimmed, since every character counts. */
export const requiredSecret = (max: number) =>
  text().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** One value of a fixed list; the message lists the allowed values. */
export const listValue = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (isMissing(issue.input) ? 'is required' : `must be one of ${values.join(', ')}`),
  });

/** A yes/no the user must set. */
export const requiredBoolean = () =>
  z.boolean({ error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be true or false') });

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. A name or an address line with a
 * line break could forge text in the mails and documents it is copied into (issue 14), so one-line fields refuse them.
 */
const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
const ONE_LINE_RULE = 'must be a single line without control characters';

/**
 * A required one-line text (a name): trimmed as requiredText, then without line breaks or control characters, and
 * without lone surrogates (the text base's rule).
 */
export const requiredLine = (max: number) =>
  z
    .string({ error: textError })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(ONE_LINE, { message: ONE_LINE_RULE, abort: true })
    .refine((value) => isCleanText(value), CONTROL_CHARACTER_RULE);

/** An optional one-line text (a company name, an address line): as optionalText, and one line. */
export const optionalLine = (max: number) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(ONE_LINE, { message: ONE_LINE_RULE, abort: true })
    .refine((value) => isCleanText(value), CONTROL_CHARACTER_RULE)
    .nullish();
