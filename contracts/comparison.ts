import { z } from 'zod';
import { DocumentLanguageSchema } from './documents';
import { envelope } from './envelope';
import { recordIdParam } from './fields';

/**
 * The comparison of two revisions (issue 30): of one position, or of two positions of the caller's. Rows are made by
 * domain/comparison.ts; units are SI symbols, never converted here.
 */

/** `GET /project/items/compare`: revisions `a` and `b` by their revision ids (the revisions grid's row ids). */
export const ComparisonQuery = z.object({
  a: recordIdParam().describe('The first revision’s id (the reference of the change in percent)'),
  b: recordIdParam().describe('The second revision’s id'),
});
export type ComparisonQuery = z.infer<typeof ComparisonQuery>;

/** `GET /project/items/compare/pdf`: the same, in `lang` (else the caller's language). */
export const ComparisonPdfQuery = ComparisonQuery.extend({ lang: DocumentLanguageSchema.optional() });
export type ComparisonPdfQuery = z.infer<typeof ComparisonPdfQuery>;

const ComparedValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const ComparisonRowSchema = z.object({
  group: z.enum(['input', 'result']).describe('An input of the position, or a result of its calculation'),
  key: z.string().describe('The input field, or the result’s path in the data sheet record'),
  labelKey: z
    .string()
    .describe('What names the row: the input field, or the path without its band or price item'),
  detail: z.string().nullable().describe('The octave band (“500 Hz”) or price item a path stands for'),
  a: ComparedValueSchema,
  b: ComparedValueSchema,
  unit: z.string().describe('SI symbol (m³/h, Pa, °C, K, kW, g/kg, %, m/s, …); empty for counts and texts'),
  changePct: z
    .number()
    .nullable()
    .describe('(b − a) / |a| × 100; null when a is 0, a value is not a number or the units differ'),
});
export type ComparisonRowData = z.infer<typeof ComparisonRowSchema>;

export const ComparedRevisionSchema = z.object({
  revisionId: z.number().int(),
  revisionNumber: z.number().int(),
  positionId: z.number().int(),
  positionName: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  engineVersion: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  recomputedWith: z
    .string()
    .nullable()
    .describe(
      'null: the stored result; a version: recomputed from the input with it (docs/rules.md#revisions)',
    ),
});
export type ComparedRevisionData = z.infer<typeof ComparedRevisionSchema>;

export const ComparisonData = z.object({
  a: ComparedRevisionSchema,
  b: ComparedRevisionSchema,
  changes: z.array(ComparisonRowSchema).describe('Every input and result that differs; empty when none does'),
});
export type ComparisonData = z.infer<typeof ComparisonData>;
export const ComparisonResponse = envelope(ComparisonData);
