import { z } from 'zod';
import { envelope } from './envelope';
import { MAX_ID, text } from './fields';

/**
 * The dashboard (docs/rules.md#dashboard): summary, charts and the projects table's filter, sent as col, op and val.
 * The operators (docs/rules.md#projects-table): id takes contains and isAnyOf; text columns contains; dates is,
 * before, onOrBefore, after, onOrAfter, not; numbers >, <, !=, =.
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

/** The operators a filter column takes (docs/rules.md#projects-table). */
function operatorsOf(column: FilterColumn): readonly FilterOperator[] {
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

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const WHOLE = /^\d+$/;

/** True for a real calendar day 'YYYY-MM-DD' from year 1 (2023-02-29 and 0000-01-01 are not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The rule a filter value breaks, or null: values are parsed strictly, so the database only ever compares a real
 * date, a whole count, a finite price or ids in range (docs/rules.md#bad-input: a 400 naming the field, never a 500).
 */
function filterValueProblem(col: FilterColumn, op: FilterOperator, value: string): string | null {
  if (col === 'id') {
    const isId = (v: string) => WHOLE.test(v) && Number(v) >= 1 && Number(v) <= MAX_ID;
    if (op === 'isAnyOf') {
      return value.split(',').every((v) => isId(v.trim()))
        ? null
        : `must be a comma-separated list of ids 1-${MAX_ID}`;
    }
    return WHOLE.test(value) && value.length <= 10 ? null : 'must be digits of an id';
  }
  if ((DATE_FILTER_COLUMNS as readonly string[]).includes(col)) {
    return isCalendarDate(value) ? null : 'must be a calendar date YYYY-MM-DD';
  }
  if (col === 'numberOfUnits') {
    return WHOLE.test(value) && Number(value) <= MAX_ID ? null : `must be a whole number 0-${MAX_ID}`;
  }
  if (col === 'totalPrice') {
    return DECIMAL.test(value) && Math.abs(Number(value)) <= 1e15 ? null : 'must be a number of EUR';
  }
  return null;
}

/**
 * The filter; an empty or missing val (or none of the three) means no filter (docs/rules.md#projects-table: an
 * emptied filter resets to id contains ''). isAnyOf takes a comma-separated list of ids; dates are 'YYYY-MM-DD',
 * compared as UTC days; counts whole numbers.
 */
export const DashboardFilterQuery = z
  .object({
    col: z.enum(FILTER_COLUMNS, { error: `must be one of ${FILTER_COLUMNS.join(', ')}` }).default('id'),
    op: z
      .enum(FILTER_OPERATORS, { error: `must be one of ${FILTER_OPERATORS.join(', ')}` })
      .default('contains'),
    val: text({ error: 'must be a text' }).max(200, 'must be at most 200 characters').default(''),
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
    const rule = filterValueProblem(filter.col, filter.op, value);
    if (rule) {
      context.addIssue({ code: 'custom', path: ['val'], message: rule });
    }
  });
export type DashboardFilter = z.infer<typeof DashboardFilterQuery>;

export const BasicChartSchema = z.object({
  numberOfProjects: z.number().int(),
  numberOfUnits: z.number().int(),
  sumOfCosts: z.number().describe('EUR'),
});
export const BasicChartResponse = envelope(z.object({ data: BasicChartSchema }));

/** docs/rules.md#dashboard: one row per country, costs in EUR per heat-recovery type of the positions. */
export const UnitCostRowSchema = z.object({
  country: z.string(),
  enthalpyCost: z.number(),
  plateCost: z.number(),
  rotaryCost: z.number(),
});
export type UnitCostRow = z.infer<typeof UnitCostRowSchema>;
export const UnitCostsChartResponse = envelope(z.object({ data: z.array(UnitCostRowSchema) }));

export const REGIONS = ['Europe', 'Africa', 'Asia', 'North America', 'South America', 'Oceania'] as const;
export type Region = (typeof REGIONS)[number];

/** The dashboard's second chart (docs/rules.md#dashboard): unit counts by recovery type, airflow per project and
 * project counts by region. */
/** The projects the unit-types chart names with their airflow: the largest; the rest are summed (issue 29). */
export const CHART_AIRFLOW_PROJECTS = 10;
export const UnitTypesChartSchema = z.object({
  recoveryTypes: z.object({
    enthalpy: z.number().int(),
    plate: z.number().int(),
    condensing: z.number().int(),
    wheel: z.number().int(),
  }),
  airflow: z
    .array(
      z.object({ projectId: z.number().int(), name: z.string(), supply: z.number(), exhaust: z.number() }),
    )
    .describe(`The ${CHART_AIRFLOW_PROJECTS} projects of the largest supply flow (m3/h), largest first`),
  airflowRest: z
    .object({ projects: z.number().int(), supply: z.number(), exhaust: z.number() })
    .describe('The other projects: how many, and their flows summed (m3/h)'),
  regions: z.array(z.object({ region: z.enum(REGIONS), count: z.number().int() })),
});
export type UnitTypesChart = z.infer<typeof UnitTypesChartSchema>;
export const UnitTypesChartResponse = envelope(z.object({ data: UnitTypesChartSchema }));
