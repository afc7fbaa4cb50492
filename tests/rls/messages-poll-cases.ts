/**
 * The message poll (lib/messages/queries.ts pollMessages, thread, unansweredThreads, through the
 * app's own pool) and its cursor, a database snapshot (20261127100000_messages_poll_snapshot.sql):
 * every committed message in scope is announced exactly once, however long its transaction ran,
 * and the first cursor is the database's, not the app server's clock. Registered on PGlite and
 * PostgreSQL 15.
 *
 * `concurrent`: whether two transactions can be open at once. Not on the stand-in: pglite-socket
 * serves every connection from ONE Postgres session, so a second connection's statement waits for
 * the open transaction to end (docs gotchas.md, "PGlite over the wire"); the overlapping
 * transaction case, the one production meets, runs on PostgreSQL 15 only.
 */
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/server';
import { createDb, type Db, type Tx, withUser } from '@/lib/db';
import { pollMessages, thread, unansweredThreads } from '@/lib/messages/queries';
import type { TestStack } from '../support/stack';
import { claimsOf, seedPeople } from './harness';

const AGENT = 'e9000000-0000-4000-8000-000000000001';
const CLIENT = 'e9000000-0000-4000-8000-000000000002';
const OTHER = 'e9000000-0000-4000-8000-000000000003';
const FIRST = 'e9000000-0000-4000-8000-000000000004';
const SLOW = 'e9000000-0000-4000-8000-000000000005';
const RESET = 'e9000000-0000-4000-8000-000000000006';
const EMAIL = {
  [AGENT]: 'poll-agent@example.com',
  [CLIENT]: 'poll-client@example.com',
  [OTHER]: 'poll-other@example.com',
  [FIRST]: 'poll-first@example.com',
  [SLOW]: 'poll-slow@example.com',
  [RESET]: 'poll-reset@example.com',
} as const;

/** pg_current_snapshot()::text: "xmin:xmax:in-progress ids". */
const SNAPSHOT = /^\d+:\d+:(\d+(,\d+)*)?$/;

/**
 * The app server's time, once its clock has moved on: PGlite stamps whole milliseconds, so a
 * message written in the same millisecond as a time cursor would tie with it.
 */
const clockTicked = async () => {
  const now = new Date().toISOString();
  await new Promise((done) => setTimeout(done, 3));
  return now;
};

export function registerMessagePollCases(
  getStack: () => TestStack,
  { concurrent }: { concurrent: boolean },
) {
  let db: Db;
  const person = (id: string): CurrentUser => ({
    id,
    email: EMAIL[id as keyof typeof EMAIL],
    fullName: null,
    isAdmin: id === AGENT,
    claims: claimsOf(id, id === AGENT ? { aal: 'aal2' } : {}),
  });
  const as = <T>(sub: string, fn: (tx: Tx) => Promise<T>) =>
    withUser(claimsOf(sub, sub === AGENT ? { aal: 'aal2' } : {}), fn, db);
  const insert = async (tx: Tx, client: string, kind = 'message') =>
    String(
      (
        await tx.execute<{ id: string }>(
          sql`insert into public.messages (client_id, body, kind) values (${client}, 'Hello', ${kind})
            returning id`,
        )
      ).rows[0]!.id,
    );
  const post = (who: string, client: string, kind = 'message') =>
    as(who, (tx) => insert(tx, client, kind));
  const poll = (who: string, since: string | null, clientId?: string) =>
    pollMessages(person(who), { since, clientId });

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 4);
    await seedPeople(
      db,
      Object.entries(EMAIL).map(([id, email]) => [id, email] as const),
      [AGENT],
    );
    // lib/db's pool reads DATABASE_URL on first use: this engine's database.
    process.env.DATABASE_URL = getStack().dbUrl;
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the first cursor is the thread read’s own, whatever the app server’s clock says', async () => {
    const before = await post(AGENT, FIRST);
    // The app server's clock an hour ahead of the database's (only Date; timers stay real).
    jest.useFakeTimers({
      now: Date.now() + 3_600_000,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      const page = await thread(person(FIRST), FIRST);
      expect(page.messages.map((m) => m.id)).toEqual([before]);
      expect(page.cursor).toMatch(SNAPSHOT);
      const after = await post(AGENT, FIRST);
      const first = await poll(FIRST, page.cursor);
      expect(first.fresh).toEqual([after]); // not `before`: the page already shows it
      expect((await poll(FIRST, first.cursor)).fresh).toEqual([]);
      // An empty thread (a matter with no message yet) still has its read's cursor.
      const empty = await thread(person(FIRST), FIRST, '00000000-0000-4000-8000-000000000000');
      expect(empty.messages).toEqual([]);
      expect(empty.cursor).toMatch(SNAPSHOT);
      const later = await post(AGENT, FIRST);
      expect((await poll(FIRST, empty.cursor)).fresh).toEqual([later]);
      // The agents' inbox page: its list read gives the cursor for the every-client poll.
      const inbox = await unansweredThreads(person(AGENT));
      expect(inbox.cursor).toMatch(SNAPSHOT);
      const fromClient = await post(FIRST, FIRST);
      expect((await poll(AGENT, inbox.cursor)).fresh).toEqual([fromClient]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('no cursor, a tampered one or one from before a restore: starts from the database’s present', async () => {
    const old = await post(AGENT, RESET);
    for (const since of [
      null,
      'x',
      '9:5:', // xmin after xmax: PostgreSQL refuses it, so must we
      '5:9:7,6', // in-progress ids out of order
      '99999999999999:99999999999999:', // past the present: a database restored from a backup
    ]) {
      const start = await poll(RESET, since);
      expect(start.fresh).toEqual([]);
      expect(start.fresh).not.toContain(old);
      expect(start.cursor).toMatch(SNAPSHOT);
      const id = await post(AGENT, RESET);
      expect((await poll(RESET, start.cursor)).fresh).toEqual([id]);
    }
  });

  test('a tab still on the time cursor (open before the deploy) gets what that rule found, once', async () => {
    const before = await clockTicked();
    const id = await post(AGENT, OTHER);
    const bridged = await poll(OTHER, before);
    expect(bridged.fresh).toEqual([id]);
    expect(bridged.cursor).toMatch(SNAPSHOT);
    expect((await poll(OTHER, bridged.cursor)).fresh).toEqual([]);
  });

  test('answers a new message once, then nothing: the same cursor again', async () => {
    const start = await poll(CLIENT, null);
    const id = await post(AGENT, CLIENT);
    const first = await poll(CLIENT, start.cursor);
    expect(first.fresh).toEqual([id]);
    expect(first.unread).toBeGreaterThanOrEqual(1);
    const again = await poll(CLIENT, first.cursor);
    expect(again.fresh).toEqual([]);
    expect((await poll(CLIENT, first.cursor)).fresh).toEqual([]);
  });

  test('a client polls only their own thread; file notes never; agents one client’s', async () => {
    const since = (await poll(AGENT, null)).cursor;
    const note = await post(AGENT, CLIENT, 'file_note');
    const msg = await post(AGENT, CLIENT);
    expect((await poll(CLIENT, since)).fresh).toEqual([msg]);
    expect((await poll(OTHER, since)).fresh).toEqual([]);
    // A client naming another client's thread still polls only their own.
    expect((await poll(OTHER, since, CLIENT)).fresh).toEqual([]);
    expect((await poll(AGENT, since, CLIENT)).fresh).toEqual([note, msg]);
    // The agents' inbox: client messages only.
    const fromClient = await post(CLIENT, CLIENT);
    expect((await poll(AGENT, since)).fresh).toEqual([fromClient]);
  });

  (concurrent ? test : test.skip)(
    'a message whose transaction began before a poll and committed after it is announced next',
    async () => {
      const page = await thread(person(SLOW), SLOW);
      // T1: an agent's slow action, writing a message among other writes, still open.
      let written!: (id: string) => void;
      let commit!: () => void;
      const inserted = new Promise<string>((done) => (written = done));
      const committing = new Promise<void>((done) => (commit = done));
      const t1 = as(AGENT, async (tx) => {
        const id = await insert(tx, SLOW);
        written(id);
        await committing;
        return id;
      });
      const slow = await inserted;
      // Meanwhile the client's own message commits (theirs: an agent's would wait for T1 on the
      // e-mail outbox row to the same recipient) and a poll moves the cursor past it.
      const quick = await post(SLOW, SLOW);
      const p1 = await poll(SLOW, page.cursor);
      expect(p1.fresh).toEqual([quick]);
      commit();
      expect(await t1).toBe(slow);
      // The hole a time cursor had: T1's created_at (its start) is before the quick one's.
      const [order] = (
        await db.execute<{ hidden: boolean }>(
          sql`select s.created_at < q.created_at as hidden from public.messages s, public.messages q
            where s.id = ${slow} and q.id = ${quick}`,
        )
      ).rows;
      expect(order!.hidden).toBe(true);
      const p2 = await poll(SLOW, p1.cursor);
      expect(p2.fresh).toEqual([slow]); // and not `quick` again
      expect((await poll(SLOW, p2.cursor)).fresh).toEqual([]);
      // The page rendered after it shows both, and polls on from there with nothing to repeat.
      const reloaded = await thread(person(SLOW), SLOW);
      expect(reloaded.messages.map((m) => m.id).sort()).toEqual([quick, slow].sort());
      expect((await poll(SLOW, reloaded.cursor)).fresh).toEqual([]);
    },
  );

  test('the database stamps the writing transaction: a forged txid is overwritten', async () => {
    const [row] = (
      await as(AGENT, (tx) =>
        tx.execute<{ own: boolean }>(
          sql`insert into public.messages (client_id, body, txid) values (${OTHER}, 'Forged', '3')
            returning txid = pg_current_xact_id() as own`,
        ),
      )
    ).rows;
    expect(row!.own).toBe(true);
  });
}
