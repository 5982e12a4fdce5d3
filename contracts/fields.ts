import { z } from 'zod';

/**
 * Field schemas every request contract builds on. Each message names the rule only: the error handler prefixes the
 * field, so a client reads `body.city: is required` (part 5: a 400 names the field and the rule).
 */

const isMissing = (input: unknown) => input === undefined || input === null;

/** The message of a text field given no text: missing, or of another type. */
export const textError = (issue: { input?: unknown }) =>
  isMissing(issue.input) ? 'is required' : 'must be a text';

/** A text the user must fill in: trimmed, so blanks count as missing. */
export const requiredText = (max: number) =>
  z.string({ error: textError }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A text the user may leave empty; '' and null both mean "not given". */
export const optionalText = (max: number) =>
  z.string({ error: 'must be a text' }).trim().max(max, `must be at most ${max} characters`).nullish();

/** Part 1, section 5: tax id and postcode accept numbers only. Empty means "not given". */
export const optionalDigits = (max: number) =>
  z
    .string({ error: 'must be a text of digits' })
    .trim()
    .max(max, `must be at most ${max} digits`)
    .regex(/^\d*$/, 'must contain digits only')
    .nullish();

/** A secret the user typed (password, token): never trimmed, since every character counts. */
export const requiredSecret = (max: number) =>
  z.string({ error: textError }).min(1, 'is required').max(max, `must be at most ${max} characters`);

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

/** A required one-line text (a name): as requiredText, and without line breaks or control characters. */
export const requiredLine = (max: number) =>
  z
    .string({ error: textError })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(ONE_LINE, ONE_LINE_RULE);

/** An optional one-line text (a company name, an address line): as optionalText, and one line. */
export const optionalLine = (max: number) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(ONE_LINE, ONE_LINE_RULE)
    .nullish();
