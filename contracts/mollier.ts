import { z } from 'zod';
import { UnitSystemSchema } from './users';
import type { PointDefinition } from '../engine/processes';
import { MAX_ID, text } from './fields';

export const AirflowUnitSchema = z.enum(['m3/h', 'm3/s']);
export type AirflowUnit = z.infer<typeof AirflowUnitSchema>;

/** The process table's columns, as the web table and the PDF print them. */
export const MOLLIER_TABLE_COLUMNS = [
  'tDb',
  'tWb',
  'tDp',
  'rh',
  'x',
  'h',
  'airflow',
  'massFlow',
  'realFlow',
  'density',
  'power',
  'water',
] as const;
export type MollierTableColumn = (typeof MOLLIER_TABLE_COLUMNS)[number];

const finite = (name: string) => z.number({ error: `${name} must be a number` });

/** A process input as the engine takes it (engine/processes ProcessInput). */
export const ProcessInputSchema = z.union([
  z.object({ code: z.literal(10), tDb: finite('tDb') }),
  z.object({ code: z.literal(10), heatingPower: finite('heatingPower').min(0) }),
  z.object({ code: z.literal(20), tDb: finite('tDb') }),
  z.object({ code: z.literal(20), coolingPower: finite('coolingPower').min(0) }),
  z.object({ code: z.literal(30) }),
  z.object({ code: z.literal(40), rh: finite('rh').min(0).max(1) }),
  z.object({ code: z.literal(50), rh: finite('rh').min(0).max(1) }),
]);

/**
 * The points of a Mollier list as the user defined them: fixed points by dry bulb C and rh 0..1 (and their air flow
 * m3/h), process points by their input. The server recomputes every state with the engine; it never prints numbers
 * it did not compute.
 */
export const MollierPointDefinitionSchema: z.ZodType<PointDefinition> = z.union([
  z.object({
    process: z.enum(['outdoor', 'indoor', 'DLL point', 'Cooler point', 'Heater point', 'Fan point']),
    tDb: finite('tDb'),
    rh: finite('rh'),
    airflowM3h: finite('airflowM3h'),
    result: z
      .object({
        massFlow: finite('massFlow').min(0),
        usedPower: finite('usedPower'),
        usedWater: finite('usedWater'),
        sourceIds: z.array(z.number().int().min(1)).max(10),
      })
      .optional()
      .describe(
        "Database mode: the stored selection's stream mass flow (kg/s), power (W), water (kg/s), source",
      ),
  }),
  z.object({ process: z.literal('process'), input: ProcessInputSchema }),
]);

/** The Mollier chart PDF (docs/rules.md#mollier-screen): chart, scheme, process table and the position's data. */
export const MollierPdfRequest = z.object({
  season: z.enum(['summer', 'winter']),
  language: z.enum(['en', 'de', 'sr']).default('en'),
  units: UnitSystemSchema.default('si'),
  airflowUnit: AirflowUnitSchema.default('m3/h'),
  context: z.object({
    altitude: finite('altitude').min(-5000).max(11000),
    airflowM3h: finite('airflowM3h').min(0),
    mixingRatio: finite('mixingRatio').min(0).max(100),
    tSurface: finite('tSurface'),
    rhMax: finite('rhMax').gt(0).max(1),
  }),
  axes: z.object({ tMin: finite('tMin'), tMax: finite('tMax'), xMin: finite('xMin'), xMax: finite('xMax') }),
  points: z.array(MollierPointDefinitionSchema).min(2).max(10),
  /** Present in database mode: the position the chart belongs to. */
  position: z
    .object({
      projectName: text().max(200),
      name: text().max(200),
      revision: z.number().int().min(0).max(MAX_ID),
      location: text().max(300),
    })
    .optional(),
});
export type MollierPdfRequest = z.infer<typeof MollierPdfRequest>;
