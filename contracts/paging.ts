import { z } from 'zod';

/**
 * Server-side paging of a list (issue 19): the grids' page sizes 10, 20 and 100 (50 for the load benchmark's page),
 * a page counted from 0, one sort column and its order. Without pageSize a list answers whole (the map and the
 * wizard's look-ups need every row; the rows are narrow).
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export function pageQuery<const Sortable extends readonly [string, ...string[]]>(sortable: Sortable) {
  return z.object({
    page: z.coerce
      .number({ error: 'must be a whole number from 0' })
      .int('must be a whole number from 0')
      .min(0, 'must be a whole number from 0')
      .max(1_000_000, 'must be at most 1000000')
      .default(0),
    pageSize: z.coerce
      .number({ error: `must be one of ${PAGE_SIZES.join(', ')}` })
      .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
        message: `must be one of ${PAGE_SIZES.join(', ')}`,
      })
      .optional(),
    sortBy: z.enum(sortable, { error: `must be one of ${sortable.join(', ')}` }).optional(),
    sortOrder: z.enum(SORT_ORDERS, { error: 'must be asc or desc' }).default('asc'),
  });
}

/** What a repository needs of a page request; pageSize undefined = every row. */
export interface PageRequest<Sortable extends string> {
  page: number;
  pageSize?: number;
  sortBy?: Sortable;
  sortOrder: (typeof SORT_ORDERS)[number];
}

/** The number of rows the whole list holds, sent beside each page so a grid can show its page count. */
export const totalField = z.number().int().describe('Rows in the whole (filtered) list, not only this page');
