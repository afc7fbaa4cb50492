/**
 * The agent queue's counts (private.agent_queue_counts, 20261201100400): the same figures the
 * agent's own RLS-scoped counts give, over rows of every kind the queue counts or must not
 * (hidden documents, fulfilled and cancelled requests, done deadlines, closed matters); and
 * nobody but an agent at aal2 gets them (a client, another client, an agent at aal1, anon).
 * Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queueCountsFor } from '@/lib/admin/queue-counts';
import { asAnon, createDb, type Db, withUser } from '@/lib/db';
import { seedAcceptedEngagement } from '../support/seed-engagement';
import type { TestStack } from '../support/stack';
import { claimsOf, denied, personOf, runAs, seedPeople } from './harness';

const AGENT = 'f3000000-0000-4000-8000-0000000000a1';
const CLIENT = 'f3000000-0000-4000-8000-0000000000b1';
const OTHER = 'f3000000-0000-4000-8000-0000000000b2';

export function registerQueueCountsCases(getStack: () => TestStack) {
  let db: Db;
  const as = runAs(() => db);
  const today = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(
      db,
      [
        [AGENT, 'queue-agent@example.com'],
        [CLIENT, 'queue-client@example.com'],
        [OTHER, 'queue-other@example.com'],
      ],
      [AGENT],
    );
    // Leads: new and not.
    for (const status of ['new', 'new', 'contacted'])
      await db.execute(sql`insert into public.leads (kind, full_name, email, message, idempotency_key, status)
        values ('contact', 'Queue Lead', ${`${randomUUID()}@example.com`}, 'Hi', ${randomUUID()}, ${status})`);
    // Documents: to review, reviewed, hidden, expiring soon, expiring later.
    const doc = (status: string, hidden: boolean, expires: string | null) =>
      db.execute(sql`insert into public.documents (client_id, category, storage_path, original_name,
          mime_type, size_bytes, sha256, status, hidden_at, expires_on)
        values (${CLIENT}, 'passport', ${`${CLIENT}/${randomUUID()}.pdf`}, 'p.pdf', 'application/pdf',
          20, ${'d'.repeat(64)}, ${status}, ${hidden ? sql`now()` : null},
          ${expires ? sql`current_date + ${Number(expires)}::int` : null})`);
    await doc('uploaded', false, null);
    await doc('uploaded', true, null);
    await doc('accepted', false, '30');
    await doc('accepted', false, '200');
    await doc('uploaded', false, '10');
    // Requests: overdue, due later, cancelled (dated with the triggers off, as deadlines below).
    for (const [due, cancelled] of [
      [-3, false],
      [5, false],
      [-2, true],
    ] as const)
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = 'replica'`);
        await tx.execute(sql`insert into public.document_requests (client_id, category,
            requested_by, due_on, cancelled_at, cancelled_by)
          values (${CLIENT}, 'passport', ${AGENT}, current_date + ${due}::int,
            ${cancelled ? sql`now()` : null}, ${cancelled ? AGENT : null})`);
      });
    // Matters in stages (one closed) with deadlines: overdue, this week, later, unconfirmed, done.
    const eng = await seedAcceptedEngagement(db, CLIENT, AGENT);
    const engOther = await seedAcceptedEngagement(db, OTHER, AGENT);
    const [m] = (
      await db.execute<{ id: string }>(sql`insert into public.matters (client_id, engagement_id,
          visa_subclass, title) values (${CLIENT}, ${eng}, '189', 'Queue matter') returning id`)
    ).rows;
    await db.execute(sql`insert into public.matters (client_id, engagement_id, visa_subclass, title)
      values (${OTHER}, ${engOther}, '190', 'Queue matter two')`);
    // Made as the agent (a due date from today on), then dated as the test needs with the
    // triggers off (as the database's owner).
    for (const [days, confirmed, done] of [
      [-1, true, false],
      [3, true, false],
      [30, false, false],
      [-5, true, true],
    ] as const) {
      const [dl] = await as(
        AGENT,
        async (tx) =>
          (
            await tx.execute<{
              id: string;
            }>(sql`insert into public.deadlines (matter_id, kind, due_on,
              note, visible_to_client)
            values (${m!.id}, 'other', current_date + 40, 'Queue', true) returning id`)
          ).rows,
      );
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = 'replica'`);
        await tx.execute(sql`update public.deadlines set due_on = current_date + ${days}::int,
            confirmed_at = ${confirmed ? sql`coalesce(confirmed_at, now())` : null},
            done_at = ${done ? sql`now()` : null}
          where id = ${dl!.id}`);
      });
    }
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the counts are the ones the agent’s own RLS-scoped counts give', async () => {
    const day = today();
    const mine = await as(AGENT, async (tx) => {
      const one = async (q: ReturnType<typeof sql>) =>
        Number((await tx.execute<{ n: string }>(q)).rows[0]!.n);
      const [d] = (
        await tx.execute<{ overdue: string; week: string; unconfirmed: string }>(sql`
          select count(*) filter (where due_on < ${day}::date) as overdue,
                 count(*) filter (where due_on >= ${day}::date and due_on <= ${day}::date + 7) as week,
                 count(*) filter (where confirmed_at is null) as unconfirmed
            from public.deadlines where done_at is null`)
      ).rows;
      const stages = (
        await tx.execute<{ stage: string; n: string; a: string }>(sql`
          select stage, count(*) as n, count(*) filter (where client_approved_at is not null) as a
            from public.matters where stage <> 'closed' group by stage`)
      ).rows;
      return {
        leads: await one(sql`select count(*) as n from public.leads where status = 'new'`),
        assessments: await one(
          sql`select count(*) as n from public.assessments where status = 'submitted'`,
        ),
        documents: await one(sql`select count(*) as n from public.documents
          where status = 'uploaded' and hidden_at is null`),
        requests: await one(sql`select count(*) as n from public.document_requests
          where fulfilled_by is null and cancelled_at is null and due_on < current_date`),
        expiring: await one(sql`select count(*) as n from public.documents
          where expires_on is not null and hidden_at is null and expires_on < current_date + 90`),
        deadlines: {
          overdue: Number(d!.overdue),
          week: Number(d!.week),
          unconfirmed: Number(d!.unconfirmed),
        },
        stages: Object.fromEntries(
          stages.map((s) => [s.stage, { n: Number(s.n), approved: Number(s.a) }]),
        ),
      };
    });
    const counted = await queueCountsFor(personOf(AGENT, { isAdmin: true }), day, db);
    expect(counted).toEqual(mine);
    // Not an empty comparison: every kind has something to count.
    expect(counted.leads).toBeGreaterThanOrEqual(2);
    expect(counted.documents).toBeGreaterThanOrEqual(2);
    expect(counted.expiring).toBeGreaterThanOrEqual(2);
    expect(counted.requests).toBeGreaterThanOrEqual(1);
    expect(counted.deadlines).toMatchObject({
      overdue: expect.any(Number),
      unconfirmed: expect.any(Number),
    });
    expect(counted.deadlines.overdue).toBeGreaterThanOrEqual(1);
    expect(counted.deadlines.unconfirmed).toBeGreaterThanOrEqual(1);
    expect(counted.stages.preparing?.n).toBeGreaterThanOrEqual(2);
  });

  test('only an agent at aal2 gets them', async () => {
    const q = sql`select private.agent_queue_counts(current_date, 90)`;
    await denied(as(CLIENT, (tx) => tx.execute(q)));
    await denied(as(OTHER, (tx) => tx.execute(q)));
    await denied(withUser(claimsOf(AGENT, { aal: 'aal1' }), (tx) => tx.execute(q), db));
    await denied(asAnon((tx) => tx.execute(q), db));
  });
}
