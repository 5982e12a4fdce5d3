import type { Database } from '../db/client';

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
