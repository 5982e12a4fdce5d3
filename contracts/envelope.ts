import { z } from 'zod';

/** The seeds' answer wrapper: every API answer is `{ status, message, data }` (part 5, API conventions). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int().describe('The HTTP status, repeated in the body as the seeds read it'),
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
    })
    .nullable(),
);

/** The seeds' default success message ('Your request has been successful!'). */
export const SUCCESS_MESSAGE = 'Your request has been successful!';
