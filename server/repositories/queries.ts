import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * The query helpers every repository shares (issue 27: they lived in projects.repository.ts): named prepared
 * statements by shape, a list's page window, its total and count, LIKE escaping, the stale-edit error and the
 * transaction type.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An edit read at a version the row has moved on from (another tab or user saved in between): nothing written. */
export class StaleVersionError extends Error {
  constructor(readonly currentVersion: number) {
    super(`stale edit: the row is at version ${currentVersion}`);
  }
}

/** The shape of an unfiltered list's statement: whose rows (everyone's or one owner's) and in which order. */
export const shapeOf = (owner: string | null, page: { sortBy?: string; sortOrder: 'asc' | 'desc' }) =>
  `${owner === null ? 'all' : 'own'}_${page.sortBy === undefined ? 'default' : `${page.sortBy}_${page.sortOrder}`}`;

/** The rows of `table` that `where` selects, counted: `[{ total }]`. */
export const countRows = (db: Database, table: PgTable, where: SQL | undefined) =>
  db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(table)
    .where(where);

/**
 * The number of rows a list holds (`count`: its conditions' `count(*)` query) on each row of its page, as a scalar
 * subquery: PostgreSQL computes it once, from index entries where it can, and the page reads only its own rows
 * (issue 19: `count(*) over ()` read and sorted every row of the list first, and a second query cost a round trip).
 */
export const totalOf = (count: SQLWrapper) => sql<number>`(${count})`;

/** The values of a list statement's `limit` and `offset` placeholders for a page; no page size: every row. */
export const pageWindow = (page: { page: number; pageSize?: number }) => ({
  limit: page.pageSize ?? null,
  offset: page.pageSize === undefined ? 0 : page.page * page.pageSize,
});

/**
 * A page's rows without the total each carries (`totalOf`) and that total. A page past the end has no row to carry
 * it, so `count` runs then.
 */
export async function pageOf<Row>(
  counted: (Row & { total: number })[],
  page: { page: number; pageSize?: number },
  count: () => PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const rows = counted.map(({ total, ...row }) => row as Row);
  if (counted.length > 0) {
    return { rows, total: counted[0]!.total };
  }
  const [whole] = page.page > 0 && page.pageSize !== undefined ? await count() : [];
  return { rows, total: whole?.total ?? 0 };
}

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement named `name`, built by `prepare` once per database and kept: PostgreSQL parses and plans a named
 * statement once per pooled connection, and drizzle builds its text once (issue 19: the calls made on every request or
 * that users wait on most, the session read and the lists, spent a third of their database time parsing and planning).
 * The name says the statement's shape (which conditions and order); values go in through placeholders.
 */
export function preparedStatement<Statement>(
  db: Database,
  name: string,
  prepare: (name: string) => Statement,
): Statement {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  let statement = named.get(name) as Statement | undefined;
  if (!statement) {
    statement = prepare(name);
    named.set(name, statement);
  }
  return statement;
}

/** A query builder that runs with placeholder values, as it is or prepared under a name (drizzle's selects). */
interface ShapedQuery<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Result> };
}

/**
 * `build`'s query run with `values`: the statement prepared under `shape` when the query has one (a fixed text:
 * which conditions and order), else built for this call (a shape with as many texts as values, a filter say).
 */
export function executeByShape<Result>(
  db: Database,
  shape: string | undefined,
  build: () => ShapedQuery<Result>,
  values: Record<string, unknown>,
): Promise<Result> {
  return shape === undefined
    ? build().execute(values)
    : preparedStatement(db, shape, (name) => build().prepare(name)).execute(values);
}
