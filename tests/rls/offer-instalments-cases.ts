/**
 * An offer's instalments add up to its professional fee total (20261129120000): sending with
 * instalments that fall short or ask for more is refused by the database, whoever sends, and the
 * database's sum (private.engagement_instalment_gap) agrees with the form's TypeScript mirror
 * (instalmentGapCents) on the same lists. Registered on PGlite and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx } from '@/lib/db';
import { instalmentGapCents } from '@/lib/engagements/fees';
import type { MoneyItem } from '@/lib/engagements/constants';
import type { TestStack } from '../support/stack';
import { codeOf, runAs, seedPeople, seedSessions } from './harness';

const AGENT = 'e1000000-0000-4000-8000-000000000001';
const CLIENT = 'e1000000-0000-4000-8000-000000000002';
const SERVICES = JSON.stringify([{ code: 'prepare', label: 'Preparing your application' }]);

const fee = (...cents: number[]): MoneyItem[] =>
  cents.map((amount_cents, i) => ({ label: `Fee ${i + 1}`, amount_cents }));
const pay = (...cents: number[]) =>
  cents.map((amount_cents, i) => ({ label: `Instalment ${i + 1}`, amount_cents, trigger: 'On X' }));

/** Fee lines, GST or not, instalments: the lists both sums are run on. */
const LISTS: [MoneyItem[], boolean, ReturnType<typeof pay>][] = [
  [fee(505000), true, pay(100000, 100000)], // the issue's $5,555 against $2,000
  [fee(505000), true, pay(100000, 455500)],
  [fee(505000), false, pay(505000)],
  [fee(5, 15, 333), true, pay(1, 400)], // per-line GST rounding, half a cent up
  [fee(5, 15, 333), true, pay(392)],
  [fee(0), true, pay(0)],
  [fee(100), true, pay(200)],
  [fee(999999, 1), true, pay()],
];

export function registerOfferInstalmentCases(getStack: () => TestStack) {
  let db: Db;
  const as = runAs(() => db);

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(
      db,
      [
        [AGENT, 'inst-agent@example.test'],
        [CLIENT, 'inst-client@example.test'],
      ],
      [AGENT],
    );
    // The agent who sends is registered under the name and MARN the sends below quote.
    await db.execute(sql`insert into public.agent_registrations (user_id, registered_name, marn)
      values (${AGENT}, 'Jane Agent', '1234567') on conflict do nothing`);
    await seedSessions(db);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  async function sendWith(fees: MoneyItem[], gst: boolean, terms: ReturnType<typeof pay>) {
    return as(AGENT, async (tx: Tx) => {
      const [r] = (
        await tx.execute<{ id: string }>(
          sql`insert into public.engagements (client_id, services, fee_items, gst_applies,
              payment_terms, conflict_declaration, expires_on)
            values (${CLIENT}, ${SERVICES}::jsonb, ${JSON.stringify(fees)}::jsonb, ${gst},
              ${JSON.stringify(terms)}::jsonb, 'No conflict.',
              (now() at time zone 'Australia/Sydney')::date + 30) returning id`,
        )
      ).rows;
      await tx.execute(sql`update public.engagements set status = 'sent', snapshot = 'AGREEMENT',
        agent_name = 'Jane Agent', agent_marn = '1234567', consumer_guide_version = 'test',
        terms_version = 'test' where id = ${r!.id}`);
      return r!.id;
    });
  }

  test('the database and the form agree on what is left to schedule', async () => {
    const fromDb: number[] = [];
    for (const [fees, gst, terms] of LISTS) {
      const r = await db.execute<{ gap: string }>(
        sql`select private.engagement_instalment_gap(${JSON.stringify(fees)}::jsonb, ${gst},
            ${JSON.stringify(terms)}::jsonb)::text as gap`,
      );
      fromDb.push(Number(r.rows[0]!.gap));
    }
    expect(fromDb).toEqual(LISTS.map(([fees, gst, terms]) => instalmentGapCents(fees, gst, terms)));
    expect(fromDb.slice(0, 2)).toEqual([355500, 0]);
  });

  test('sending with instalments short of the total, or over it, is refused', async () => {
    expect(await codeOf(sendWith(fee(505000), true, pay(100000, 100000)))).toBe('23514');
    expect(await codeOf(sendWith(fee(100), true, pay(200)))).toBe('23514');
  });

  test('instalments that add up, or none at all (one payment on acceptance), are sent', async () => {
    for (const terms of [pay(100000, 455500), pay()]) {
      const id = await sendWith(fee(505000), true, terms);
      const [r] = (
        await db.execute<{ status: string }>(
          sql`select status from public.engagements where id = ${id}`,
        )
      ).rows;
      expect(r!.status).toBe('sent');
    }
  });

  test('the server inserting an offer already sent is held to the same rule', async () => {
    const code = await codeOf(
      db.execute(sql`insert into public.engagements (client_id, agent_id, status, services,
          fee_items, payment_terms, conflict_declaration, agent_name, agent_marn,
          consumer_guide_version, terms_version, snapshot, sent_at, expires_on)
        values (${CLIENT}, ${AGENT}, 'sent', ${SERVICES}::jsonb, ${JSON.stringify(fee(505000))}::jsonb,
          ${JSON.stringify(pay(100000))}::jsonb, 'No conflict.', 'Jane Agent', '1234567', 'test',
          'test', 'AGREEMENT', now(), (now() at time zone 'Australia/Sydney')::date + 30)`),
    );
    expect(code).toBe('23514');
  });
}
