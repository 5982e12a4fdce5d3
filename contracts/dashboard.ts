import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The dashboard (part 1): summary, charts and the projects table's filter, sent as col, op and val. Part 1 section
 * 5: id takes contains and isAnyOf; text columns contains; dates is, before, onOrBefore, after, onOrAfter, not;
 * numbers >, <, !=, =.
 */
export const TEXT_FILTER_COLUMNS = ['name', 'address', 'city', 'country'] as const;
export const DATE_FILTER_COLUMNS = ['createdAt'] as const;
export const NUMBER_FILTER_COLUMNS = ['numberOfUnits', 'totalPrice'] as const;
export const FILTER_COLUMNS = [
  'id',
  ...TEXT_FILTER_COLUMNS,
  ...DATE_FILTER_COLUMNS,
  ...NUMBER_FILTER_COLUMNS,
] as const;
export type FilterColumn = (typeof FILTER_COLUMNS)[number];

export const ID_OPERATORS = ['contains', 'isAnyOf'] as const;
export const TEXT_OPERATORS = ['contains'] as const;
export const DATE_OPERATORS = ['is', 'before', 'onOrBefore', 'after', 'onOrAfter', 'not'] as const;
export const NUMBER_OPERATORS = ['>', '<', '!=', '='] as const;
export const FILTER_OPERATORS = [...ID_OPERATORS, ...DATE_OPERATORS, ...NUMBER_OPERATORS] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export function operatorsOf(column: FilterColumn): readonly FilterOperator[] {
  if (column === 'id') {
    return ID_OPERATORS;
  }
  if ((DATE_FILTER_COLUMNS as readonly string[]).includes(column)) {
    return DATE_OPERATORS;
  }
  if ((NUMBER_FILTER_COLUMNS as readonly string[]).includes(column)) {
    return NUMBER_OPERATORS;
  }
  return TEXT_OPERATORS;
}

/**
 * The filter; an empty or missing val (or none of the three) means no filter (part 1: an emptied filter resets to
 * id contains ''). isAnyOf takes a comma-separated list; dates are 'YYYY-MM-DD', compared as UTC days.
 */
export const DashboardFilterQuery = z
  .object({
    col: z.enum(FILTER_COLUMNS, { error: `must be one of ${FILTER_COLUMNS.join(', ')}` }).default('id'),
    op: z
      .enum(FILTER_OPERATORS, { error: `must be one of ${FILTER_OPERATORS.join(', ')}` })
      .default('contains'),
    val: z.string().max(200).default(''),
  })
  .superRefine((filter, context) => {
    if (!operatorsOf(filter.col).includes(filter.op)) {
      context.addIssue({
        code: 'custom',
        path: ['op'],
        message: `must be one of ${operatorsOf(filter.col).join(', ')} for ${filter.col}`,
      });
    }
    const value = filter.val.trim();
    if (value === '') {
      return;
    }
    if (operatorsOf(filter.col) === NUMBER_OPERATORS && !Number.isFinite(Number(value))) {
      context.addIssue({ code: 'custom', path: ['val'], message: 'must be a number' });
    }
    if (operatorsOf(filter.col) === DATE_OPERATORS && !/^\d{4}-\d{2}-\d{2}/.test(value)) {
      context.addIssue({ code: 'custom', path: ['val'], message: 'must be a date YYYY-MM-DD' });
    }
  });
export type DashboardFilter = z.infer<typeof DashboardFilterQuery>;

export const BasicChartSchema = z.object({
  numberOfProjects: z.number().int(),
  numberOfUnits: z.number().int(),
  sumOfCosts: z.number().describe('EUR'),
});
export const BasicChartResponse = envelope(z.object({ data: BasicChartSchema }));

/** Part 1: one row per country, costs in EUR per heat-recovery type of the positions. */
export const UnitCostRowSchema = z.object({
  country: z.string(),
  enthalpyCost: z.number(),
  plateCost: z.number(),
  rotaryCost: z.number(),
});
export type UnitCostRow = z.infer<typeof UnitCostRowSchema>;
export const UnitCostsChartResponse = envelope(z.object({ data: z.array(UnitCostRowSchema) }));

export const REGIONS = ['Europe', 'Africa', 'Asia', 'North America', 'South America', 'Oceania'] as const;

/** Part 1's second chart: unit counts by recovery type, airflow per project and project counts by region. */
export const UnitTypesChartSchema = z.object({
  recoveryTypes: z.object({
    enthalpy: z.number().int(),
    plate: z.number().int(),
    condensing: z.number().int(),
    wheel: z.number().int(),
  }),
  airflow: z.array(
    z.object({ projectId: z.number().int(), name: z.string(), supply: z.number(), exhaust: z.number() }),
  ),
  regions: z.array(z.object({ region: z.enum(REGIONS), count: z.number().int() })),
});
export const UnitTypesChartResponse = envelope(z.object({ data: UnitTypesChartSchema }));
