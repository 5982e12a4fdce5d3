import { z } from 'zod';
import type { EcodesignVerdict } from '../engine/ecodesign';
import { envelope } from './envelope';

/**
 * POST /calc/ecodesign and the command line's `ecodesign` op: the EU 1253/2014 (2018 tier) verdict of a
 * non-residential ventilation unit for given values, with every value behind it (engine/ecodesign's
 * ecodesignVerdict). SI units: eta_t 0..1, q_nom m3/s, SFPint W/(m3/s).
 */
export const EcodesignRequest = z
  .object({
    unitType: z
      .enum(['bidirectional', 'unidirectional'])
      .default('bidirectional')
      .describe('BVU (supply and exhaust with heat recovery) or UVU'),
    recovery: z
      .enum(['runAroundCoil', 'other'])
      .default('other')
      .describe('The heat recovery of a BVU: run-around coils have their own minimum and limit'),
    etaT: z
      .number({ error: 'must be a number' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .describe('Dry balanced thermal efficiency of the heat recovery at q_nom, 0..1 (a BVU needs it)')
      .optional(),
    qNom: z
      .number({ error: 'must be a number' })
      .min(0, 'must be between 0 and 1000 m3/s')
      .max(1000, 'must be between 0 and 1000 m3/s')
      .describe('Nominal flow, m3/s'),
    supplyFilter: z
      .boolean({ error: 'must be true or false' })
      .describe(
        'BVU: a fine filter (ePM1 >= 50 %, F7) on the supply side; UVU: intended to be used with a filter',
      ),
    extractFilter: z
      .boolean({ error: 'must be true or false' })
      .describe('BVU: a medium filter (M5) on the extract side'),
    sfpInt: z
      .number({ error: 'must be a number' })
      .min(0, 'must be between 0 and 100000 W/(m3/s)')
      .max(100_000, 'must be between 0 and 100000 W/(m3/s)')
      .describe('Internal specific fan power, W/(m3/s)'),
  })
  .strict()
  .refine((body) => body.unitType === 'unidirectional' || body.etaT !== undefined, {
    path: ['etaT'],
    message: 'is required for a bidirectional unit',
  });
export type EcodesignRequest = z.infer<typeof EcodesignRequest>;

const Criterion = z.object({
  criterion: z.enum(['etaT', 'sfpInt']),
  value: z.number().describe('eta_t 0..1 or SFPint W/(m3/s)'),
  limit: z.number(),
  kind: z.enum(['min', 'max']).describe('min: value >= limit; max: value <= limit'),
  pass: z.boolean(),
});

export const EcodesignData = z.object({
  regulation: z.literal('EU 1253/2014'),
  tier: z.literal(2018),
  unitType: z.enum(['bidirectional', 'unidirectional']),
  recovery: z.enum(['runAroundCoil', 'other']).nullable(),
  etaT: z.number().nullable(),
  etaTMin: z.number().nullable().describe('0.73, run-around coils 0.68; null for a UVU'),
  etaTPass: z.boolean().nullable(),
  qNom: z.number().describe('m3/s'),
  qNomBranch: z
    .enum(['below2', 'from2'])
    .describe('The side of 2 m3/s the SFPint_limit formula is taken from'),
  formula: z.string().describe('The SFPint_limit formula applied'),
  bonus: z.number().nullable().describe('E, W/(m3/s)'),
  filterCorrection: z.number().nullable().describe('F, W/(m3/s)'),
  supplyFilter: z.boolean(),
  extractFilter: z.boolean(),
  sfpInt: z.number().describe('W/(m3/s)'),
  sfpIntLimit: z.number().nullable().describe('W/(m3/s); null: no requirement (a UVU without a filter)'),
  sfpIntPass: z.boolean().nullable(),
  criteria: z.array(Criterion),
  failures: z.array(Criterion),
  compliant: z.boolean(),
}) satisfies z.ZodType<EcodesignVerdict>;
export const EcodesignResponse = envelope(EcodesignData);
