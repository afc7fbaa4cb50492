/**
 * The message summaries the database keeps (20261129160000_message_thread_summaries.sql): each
 * thread's row (client messages, and those waiting since the agency last wrote) and each reader's
 * tally of client messages marked read. After every insert, read mark and delete, the rows must
 * equal a recount from the messages themselves, and the pages' reads (unreadCount,
 * unansweredThreads) must give what counting every message gave. Registered on PGlite and
 * PostgreSQL 15 (overlapping writers to one thread on PostgreSQL 15 only).
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx } from '@/lib/db';
import { unansweredThreads, unreadCount } from '@/lib/messages/queries';
import type { TestStack } from '../support/stack';
import { personOf, runAs, seedPeople } from './harness';

const AGENT = 'ea000000-0000-4000-8000-000000000001';
const OTHER_AGENT = 'ea000000-0000-4000-8000-000000000002';
const CLIENT = 'ea000000-0000-4000-8000-000000000003';
const SECOND = 'ea000000-0000-4000-8000-000000000004';
const PEOPLE = [
  [AGENT, 'sum-agent@example.com'],
  [OTHER_AGENT, 'sum-other-agent@example.com'],
  [CLIENT, 'sum-client@example.com'],
  [SECOND, 'sum-second@example.com'],
] as const;
const AGENTS = [AGENT, OTHER_AGENT];

type ThreadRow = { client_id: string; from_client: number; waiting: number; since: string | null };

/**
 * `concurrent`: whether two transactions can be open at once (not on PGlite's one session: see
 * messages-poll-cases.ts), for the case of two writers to one thread.
 */
export function registerMessageSummaryCases(
  getStack: () => TestStack,
  { concurrent }: { concurrent: boolean },
) {
  let db: Db;
  const as = runAs(() => db);
  const agent = (id: string) => personOf(id, { isAdmin: true });
  const rows = async <T extends Record<string, unknown>>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;

  const post = async (who: string, client: string, kind = 'message') =>
    (
      await as(who, (tx) =>
        rows<{ id: string }>(
          tx,
          sql`insert into public.messages (client_id, body, kind) values (${client}, 'Hello', ${kind})
            returning id`,
        ),
      )
    )[0]!.id;
  const markRead = (who: string, id: string) =>
    as(who, (tx) => tx.execute(sql`insert into public.message_reads (message_id) values (${id})`));

  /** What the triggers keep, beside a recount from every message and read mark (the old reads). */
  const kept = () =>
    rows<ThreadRow>(
      db,
      sql`select client_id::text, from_client, waiting, waiting_since::text as since
        from public.message_threads where client_id in (${CLIENT}, ${SECOND})
          and from_client + waiting > 0
        order by client_id`,
    );
  const recounted = () =>
    rows<ThreadRow>(
      db,
      sql`with replied as (
          select client_id, max(created_at) as at from public.messages
          where kind = 'message' and author_id is distinct from client_id group by client_id)
        select m.client_id::text,
          count(*) filter (where m.author_id = m.client_id)::int as from_client,
          count(*) filter (where m.author_id = m.client_id and (r.at is null or m.created_at > r.at))::int as waiting,
          (min(m.created_at) filter (where m.author_id = m.client_id
            and (r.at is null or m.created_at > r.at)))::text as since
        from public.messages m left join replied r on r.client_id = m.client_id
        where m.kind = 'message' and m.client_id in (${CLIENT}, ${SECOND})
        group by m.client_id
        having count(*) filter (where m.author_id = m.client_id) > 0
        order by m.client_id`,
    );
  const tally = async (reader: string) =>
    (
      await rows<{ n: number }>(
        db,
        sql`select coalesce((select from_clients from public.message_read_tallies
          where reader_id = ${reader}), 0) as n`,
      )
    )[0]!.n;
  const unreadByScan = async (reader: string) =>
    (
      await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from public.messages m
          where m.kind = 'message' and m.author_id = m.client_id
            and not exists (select 1 from public.message_reads r
              where r.message_id = m.id and r.reader_id = ${reader})`,
      )
    )[0]!.n;

  /**
   * The kept rows equal the recount, and both agents' unread counts equal the full scan: alone
   * and as the waiting list's own statement gives it (the queue's card, /admin/messages).
   */
  const expectInStep = async () => {
    expect(await kept()).toEqual(await recounted());
    for (const a of AGENTS) {
      const scanned = await unreadByScan(a);
      expect(await unreadCount(agent(a))).toBe(scanned);
      expect((await unansweredThreads(agent(a))).unread).toBe(scanned);
    }
  };
  const waitingOf = async (client: string) =>
    (await unansweredThreads(agent(AGENT))).threads.find((t) => t.clientId === client)?.count ?? 0;

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(db, PEOPLE, AGENTS);
    // lib/db's pool reads DATABASE_URL on first use: this engine's database.
    process.env.DATABASE_URL = getStack().dbUrl;
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test('messages in: the thread counts the client’s, and waits until the agency writes', async () => {
    const first = await post(CLIENT, CLIENT);
    await post(CLIENT, CLIENT);
    await post(SECOND, SECOND);
    expect(await kept()).toEqual([
      expect.objectContaining({ client_id: CLIENT, from_client: 2, waiting: 2 }),
      expect.objectContaining({ client_id: SECOND, from_client: 1, waiting: 1 }),
    ]);
    expect(await waitingOf(CLIENT)).toBe(2);
    const listed = await unansweredThreads(agent(AGENT));
    expect(listed.total).toBe(listed.threads.length);
    await expectInStep();

    await post(AGENT, CLIENT, 'file_note'); // a file note is not an answer
    expect(await waitingOf(CLIENT)).toBe(2);
    await post(AGENT, CLIENT);
    expect(await waitingOf(CLIENT)).toBe(0);
    const again = await post(CLIENT, CLIENT);
    expect(await waitingOf(CLIENT)).toBe(1);
    await expectInStep();
    expect([first, again]).toHaveLength(2);
  });

  test('read marks: only the reader’s tally moves, by the client messages they opened', async () => {
    const fromClient = await post(CLIENT, CLIENT);
    const fromAgency = await post(AGENT, CLIENT);
    const before = { agent: await tally(AGENT), other: await tally(OTHER_AGENT) };
    const unread = await unreadCount(agent(AGENT));
    await markRead(AGENT, fromClient);
    await markRead(AGENT, fromAgency); // the agency's own message is not a client's
    await markRead(CLIENT, fromAgency);
    expect(await tally(AGENT)).toBe(before.agent + 1);
    expect(await tally(OTHER_AGENT)).toBe(before.other);
    expect(await unreadCount(agent(AGENT))).toBe(unread - 1);
    await expectInStep();
  });

  test('deletes: a message, its read marks and a mark alone each leave the counts right', async () => {
    const read = await post(SECOND, SECOND);
    const answer = await post(AGENT, SECOND);
    await markRead(AGENT, read);
    await markRead(OTHER_AGENT, read);
    const waitingAfterAnswer = await waitingOf(SECOND);
    // The server's own role removes messages (retention, a client's erasure): the agency's answer
    // goes, so the thread waits again on every client message since the start.
    await db.execute(sql`delete from public.messages where id = ${answer}`);
    expect(await waitingOf(SECOND)).toBeGreaterThan(waitingAfterAnswer);
    await expectInStep();
    // A client message two agents had read: both tallies fall with it.
    await db.execute(sql`delete from public.messages where id = ${read}`);
    await expectInStep();
    // A read mark alone.
    const another = await post(SECOND, SECOND);
    await markRead(AGENT, another);
    await db.execute(
      sql`delete from public.message_reads where message_id = ${another} and reader_id = ${AGENT}`,
    );
    await expectInStep();
    // Every message of a thread: it no longer waits.
    await db.execute(sql`delete from public.messages where client_id = ${SECOND}`);
    expect(await waitingOf(SECOND)).toBe(0);
    await expectInStep();
  });

  test('an update that makes a message the client’s, or not, moves the thread and its readers', async () => {
    const id = await post(CLIENT, CLIENT);
    await markRead(AGENT, id);
    await db.execute(sql`update public.messages set author_id = ${AGENT} where id = ${id}`);
    await expectInStep();
    await db.execute(sql`update public.messages set author_id = ${CLIENT} where id = ${id}`);
    await expectInStep();
  });

  test('a rebuild from scratch gives the rows the triggers kept', async () => {
    const before = await kept();
    const tallies = [await tally(AGENT), await tally(OTHER_AGENT)];
    await db.execute(sql`select private.rebuild_message_summaries()`);
    expect(await kept()).toEqual(before);
    expect([await tally(AGENT), await tally(OTHER_AGENT)]).toEqual(tallies);
  });

  test('a client cannot read the summaries; an agent reads threads and only their own tally', async () => {
    const seen = (who: string, q: ReturnType<typeof sql>) =>
      as(who, (tx) => rows<{ n: number }>(tx, q)).then((r) => r[0]!.n);
    const threads = sql`select count(*)::int as n from public.message_threads`;
    const tallies = sql`select count(*)::int as n from public.message_read_tallies
      where reader_id <> (select auth.uid())`;
    expect(await seen(CLIENT, threads)).toBe(0);
    expect(await seen(AGENT, threads)).toBeGreaterThan(0);
    expect(await seen(AGENT, tallies)).toBe(0);
  });

  (concurrent ? test : test.skip)(
    'two writers to one thread at once: neither waits for the other, both are counted',
    async () => {
      let written!: () => void;
      let commit!: () => void;
      const inserted = new Promise<void>((done) => (written = done));
      const committing = new Promise<void>((done) => (commit = done));
      // An agent's answer in a transaction still open while the client writes twice.
      const slow = as(AGENT, async (tx) => {
        await tx.execute(
          sql`insert into public.messages (client_id, body) values (${CLIENT}, 'Answer')`,
        );
        written();
        await committing;
      });
      await inserted;
      await post(CLIENT, CLIENT); // would hang here if the thread's row were locked at the insert
      await post(CLIENT, CLIENT);
      await expectInStep();
      commit();
      await slow;
      await expectInStep();
    },
  );
}
