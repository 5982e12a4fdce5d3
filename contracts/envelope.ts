import { z } from 'zod';

/** The answer wrapper: every API answer is `{ status, message, data }` (docs/rules.md#api-wrapper). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int().describe('The HTTP status, repeated in the body'),
    message: z.string(),
    data,
  });
}

export type Envelope<T> = { status: number; message: string; data: T };

/** The answer of every failed call: the message names the field and the rule where input was bad. */
export const ErrorEnvelope = envelope(
  z
    .object({
      errorId: z
        .string()
        .optional()
        .describe('Set on 500 answers: the id under which the server logged the fault'),
      field: z.string().optional().describe('The offending field on 400 answers'),
      key: z
        .string()
        .optional()
        .describe("A message key the client words in the user's language, with the field's label"),
      params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .describe("Values the key's text names besides the field (a weather file's line and rule)"),
    })
    .nullable(),
);

/** The default success message (docs/rules.md#api-wrapper) ('Your request has been successful!'). */
export const SUCCESS_MESSAGE = 'Your request has been successful!';

/**
 * 409 on an edit read at an older version than the stored one (another tab or user saved in between): nothing is
 * written; the web app offers to reload.
 */
export const STALE_MESSAGES = {
  project:
    'This project was changed elsewhere since you opened it. Reload it to see the current values, then make your change again.',
  position:
    'This position was changed elsewhere since you opened it. Reload it to see the current revision, then save again.',
} as const;

/** The version an edit was read at (optimistic concurrency): optional, so clients that do not send it keep working. */
export const EditVersion = z
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .optional()
  .describe('The version the edited resource was read at; a stale one answers 409 and writes nothing');
