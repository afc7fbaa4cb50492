/**
 * The one way the app opens a transaction (lib/db/transaction.ts): BEGIN and the statement
 * timeout go as one message (a round trip fewer for every transaction, issue 39), the timeout is
 * the transaction's own (SET LOCAL: locally every connection shares one PGlite session), and a
 * failure rolls the work back. Registered by transaction-pglite.test.ts and transaction-pg15.test.ts.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb, type Db, inTransaction } from '@/lib/db';
import { inTransactionOpenedWith } from '@/lib/db/transaction';
import type { TestStack } from '../support/stack';

export function registerTransactionCases(getStack: () => TestStack) {
  let db: Db;

  beforeAll(async () => {
    // One connection at a time (a failed transaction discards its connection).
    db = createDb(getStack().dbUrl, 1);
    await db.$client.query('create table tx_probe (n int)');
  });
  afterAll(async () => {
    await db?.$client.query('drop table if exists tx_probe');
    await db?.$client.end();
  });

  const timeout = async () =>
    (await db.$client.query<{ t: string }>(`select current_setting('statement_timeout') as t`))
      .rows[0]!.t;

  test('three round trips for one statement: BEGIN with its timeout, the statement, COMMIT', async () => {
    const sent = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const t = await inTransaction(db, async (tx) => {
        const r = await tx.execute<{ t: string }>(
          sql`select current_setting('statement_timeout') as t`,
        );
        return r.rows[0]!.t;
      });
      expect(t).toBe('5s');
      expect(sent).toHaveBeenCalledTimes(3);
    } finally {
      sent.mockRestore();
    }
    // SET LOCAL: gone with the transaction.
    expect(await timeout()).toBe('0');
  });

  test('a failure rolls the transaction back and reaches the caller', async () => {
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into tx_probe values (1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const n = await inTransaction(db, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from tx_probe`),
    );
    expect(n.rows[0]!.n).toBe(0);
  });

  test('an opening statement rides with BEGIN: one round trip, then COMMIT', async () => {
    const sent = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const opened = await inTransactionOpenedWith(
        db,
        `select 1 as one, current_setting('statement_timeout') as t`,
        async (_tx, row) => row,
      );
      expect(opened).toEqual({ one: 1, t: '5s' });
      expect(sent).toHaveBeenCalledTimes(2);
    } finally {
      sent.mockRestore();
    }
  });
}
