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
