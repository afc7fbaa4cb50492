/**
 * Every query the app sends runs inside a short transaction from here. Two reasons:
 *
 * 1. PGlite (supabase/local) runs all connections in ONE session and interleaves their protocol
 *    messages, except while a transaction is open. A query outside a transaction is several
 *    messages (Parse, Bind, Execute, Sync); another connection's query landing between them
 *    replaces or drops the unnamed statement ("unnamed prepared statement does not exist", or
 *    worse, the wrong statement runs). Mail delivery ran its queries that way while leads were
 *    being stored, which is what hung requests under load. BEGIN is one message, and from then
 *    on pglite-socket serves only this connection until COMMIT.
 * 2. A watchdog: statement_timeout inside, and if the whole transaction takes longer than
 *    DB_TIMEOUTS.transactionMs the connection is closed (a frozen server, or PGlite held by
 *    another session), so the request fails with a 503 instead of hanging, and the pool replaces
 *    the connection. Any failed transaction also discards its connection: after a database
 *    restart, no broken connection goes back into the pool.
 */
import 'server-only';
import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import { DB_TIMEOUTS, type Db } from './client';
import * as schema from './schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What `drizzle(client, { schema })` builds, built once: it walks every table of the schema, and
 * making it for each transaction cost ~0.1 ms of CPU each time, nine times per /admin (issue 39).
 */
const dialect = new PgDialect();
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relational = {
  fullSchema: schema as Record<string, unknown>,
  schema: tables.tables,
  tableNamesMap: tables.tableNamesMap,
};

/**
 * BEGIN and the statement timeout in one message (the simple protocol runs both): drizzle's own
 * transaction() sends them as two, and every statement is a round trip that costs the server a
 * socket write and a turn of the event loop (each /admin request made ~50).
 */
const BEGIN = `begin; set local statement_timeout = ${DB_TIMEOUTS.statementMs}`;

export class TransactionTimeout extends Error {
  constructor(ms: number) {
    super(`database transaction took longer than ${ms} ms; connection closed`);
  }
}

export function inTransaction<T>(
  database: Db,
  fn: (tx: Tx) => Promise<T>,
  timeoutMs: number = DB_TIMEOUTS.transactionMs,
): Promise<T> {
  return run(database, undefined, fn, timeoutMs);
}

/**
 * inTransaction, with a first statement sent in the same message as BEGIN (a round trip fewer:
 * lib/db/scoped.ts sets the person's claims so). The simple protocol takes no parameters, so
 * `opening` must quote every value with pg's `escapeLiteral` (libpq's PQescapeLiteral, ported).
 * fn gets the opening statement's first row.
 */
export function inTransactionOpenedWith<T>(
  database: Db,
  opening: string,
  fn: (tx: Tx, opened: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  return run(database, opening, fn, DB_TIMEOUTS.transactionMs);
}

async function run<T>(
  database: Db,
  opening: string | undefined,
  fn: (tx: Tx, opened: Record<string, unknown>) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const client = await database.$client.connect();
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new TransactionTimeout(timeoutMs);
      release(err);
      reject(err);
    }, timeoutMs);
  });
  const work = (async () => {
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, relational),
      relational,
    ) as Tx;
    try {
      let opened: Record<string, unknown> = {};
      if (opening) {
        // One result per statement: BEGIN, SET, then the opening statement's.
        const results = (await client.query(`${BEGIN}; ${opening}`)) as unknown as QueryResult[];
        opened = results.at(-1)?.rows[0] ?? {};
      } else {
        await client.query(BEGIN);
      }
      const result = await fn(tx, opened);
      await client.query('commit');
      return result;
    } catch (error) {
      // As drizzle's transaction(): roll back, then the caller's error (the connection is
      // discarded below either way).
      await client.query('rollback').catch(() => {});
      throw error;
    }
  })();
  work.catch(() => {}); // after a timeout nobody awaits it any more
  try {
    const result = await Promise.race([work, watchdog]);
    release();
    return result;
  } catch (error) {
    release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
