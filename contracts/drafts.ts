import { z } from 'zod';
import { envelope } from './envelope';
import { recordId, recordIdParam, text } from './fields';
import { PositionFieldsSchema } from './positions';

/**
 * The wizard's draft (issue 30): what a user typed into the eight-step wizard for a new position of a project, or for
 * a new revision of one position, kept on the server until the position is saved or the draft discarded, so leaving
 * the wizard, a reload or another browser of the same user offers it again. The values are the form's as typed: any
 * of the position's fields, each a number, a text, a yes/no or blank; the wizard checks them when it goes on.
 */

/** The most one draft holds: the position's fields as typed fit in a few kilobytes. */
export const DRAFT_MAX_BYTES = 32_768;
const DRAFT_TEXT_MAX = 500;

const draftValue = z.union([
  z.number().refine(Number.isFinite, 'must be a finite number'),
  text().max(DRAFT_TEXT_MAX, `must be at most ${DRAFT_TEXT_MAX} characters`),
  z.boolean(),
  z.null(),
]);

/** The position's fields, each optional, and nothing else (an unknown key is refused, naming it). */
export const DraftValuesSchema = z
  .object(
    Object.fromEntries(
      Object.keys(PositionFieldsSchema.shape).map((key) => [key, draftValue.optional()]),
    ) as Record<keyof typeof PositionFieldsSchema.shape, z.ZodOptional<typeof draftValue>>,
  )
  .strict()
  .refine((values) => JSON.stringify(values).length <= DRAFT_MAX_BYTES, {
    message: `must be at most ${DRAFT_MAX_BYTES} bytes as JSON`,
  });

/** Whose draft: a new position of `projId`, or a new revision of position `positionId` of it. */
export const DraftQuery = z.object({
  projId: recordIdParam().describe('The project id'),
  positionId: recordIdParam()
    .optional()
    .describe('The position a new revision is made of; absent for a new one'),
});
export type DraftQuery = z.infer<typeof DraftQuery>;

export const DraftBody = z.object({
  projId: recordId().describe('The project id'),
  positionId: recordId().nullish().describe('The position a new revision is made of; absent for a new one'),
  step: z.number().int('must be a whole number').min(1, 'must be at least 1').max(8, 'must be at most 8'),
  values: DraftValuesSchema,
});
export type DraftBody = z.infer<typeof DraftBody>;

export const DraftSchema = z.object({
  step: z.number().int().min(1).max(8),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  savedAt: z.string().describe('When the draft was last kept (ISO 8601, UTC)'),
});
export type Draft = z.infer<typeof DraftSchema>;

/** `GET /project/item/draft`: the draft, or null when there is none. */
export const DraftResponse = envelope(DraftSchema.nullable());
/** `PUT /project/item/draft`: when it was kept. */
export const DraftSavedResponse = envelope(z.object({ savedAt: z.string() }));
/** `DELETE /project/item/draft`: whether there was one. */
export const DraftDeletedResponse = envelope(z.object({ deleted: z.boolean() }));
