/**
 * A statement built once by Drizzle and run without Drizzle's per-row mapping, for the hottest
 * reads (the recipe grid's page and a recipe's details). By profile, Drizzle's mapping of each
 * field of each row (`is()` checks up the prototype chain) cost as much CPU as the rest of the
 * request; here the rows come as arrays and become objects by the select's own key order. On
 * PostgreSQL the statement is a named prepared statement (parsed and planned once per
 * connection); PGlite runs its text. Only for selects whose fields are flat and need no mapping
 * from the driver's values (no custom column types): the caller's types say what comes back.
 */
import { is, Placeholder } from 'drizzle-orm';
import type { Database } from './client';

interface BuiltQuery {
  sql: string;
  params: unknown[];
}

type ArrayResult = { rows: unknown[][] };
interface PoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<ArrayResult>;
}
interface PgliteLike {
  query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<ArrayResult>;
}

export interface ArrayRowStatement<Row> {
  run(db: Database, values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * `query` is the select's `toSQL()` (placeholders named by `sql.placeholder`), `keys` its fields
 * in the order they were selected (`Object.keys` of the object given to `select`).
 */
export function arrayRowStatement<Row>(
  name: string,
  query: BuiltQuery,
  keys: readonly string[],
): ArrayRowStatement<Row> {
  return {
    async run(db, values) {
      const client = (db as unknown as { $client?: PoolLike | PgliteLike }).$client;
      if (!client) throw new Error(`${name}: run on the database itself, not inside a transaction`);
      const params = query.params.map((param) => (is(param, Placeholder) ? (values[param.name] ?? null) : param));
      const result =
        'totalCount' in client
          ? await client.query({ name, text: query.sql, values: params, rowMode: 'array' })
          : await client.query(query.sql, params, { rowMode: 'array' });
      return result.rows.map((row) => {
        const object: Record<string, unknown> = {};
        for (let index = 0; index < keys.length; index++) object[keys[index]] = row[index];
        return object as Row;
      });
    },
  };
}
