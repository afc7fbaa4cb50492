/**
 * The clients' account under concurrent agents (issue 40), through lib/billing/agent.ts on two
 * separate connections at once:
 *   * two agents issuing 50 invoices each at the same time get 100 distinct numbers with no gap;
 *   * two transfers racing for one held balance: one wins, the other waits for the matter's lock,
 *     then is refused by ledger_held_not_negative, which lib/billing/messages.ts puts in words.
 * PostgreSQL 15 only (billing-concurrency-pg15.test.ts): PGlite is a single connection, so its
 * transactions never overlap and a race cannot happen there.
 */
import { sql } from 'drizzle-orm';
import {
  createInvoiceDraft,
  issueInvoice,
  recordLedgerEntry,
  type BillingResult,
} from '@/lib/billing/agent';
import { BILLING_RULES } from '@/lib/billing/messages';
import { asServerFor } from '@/lib/auth/as-user';
import { createDb, type Db } from '@/lib/db';
import { seedAcceptedEngagement } from '../support/seed-engagement';
import type { TestStack } from '../support/stack';
import { personOf, seedPeople } from './harness';

const AGENTS = ['b3330000-0000-4000-8000-000000000001', 'b3330000-0000-4000-8000-000000000002'];
const CLIENT = 'b3330000-0000-4000-8000-000000000003';

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

export function registerBillingConcurrencyCases(getStack: () => TestStack) {
  let db: Db;
  /** One connection per agent: their transactions run at the same time. */
  let connections: [Db, Db];
  const [first, second] = AGENTS.map((id) => personOf(id, { isAdmin: true })) as [
    ReturnType<typeof personOf>,
    ReturnType<typeof personOf>,
  ];
  let engagement: string;

  async function matter() {
    const r = await db.execute<{ id: string }>(sql`
      insert into public.matters (client_id, engagement_id, visa_subclass, title)
      values (${CLIENT}, ${engagement}, '482', 'Skills in Demand visa') returning id`);
    return r.rows[0]!.id;
  }
  const ok = <T>(r: BillingResult<T>): T => {
    if (!r.ok) throw new Error(`refused: ${r.code}`);
    return r.value;
  };

  beforeAll(async () => {
    const url = getStack().dbUrl;
    db = createDb(url, 2);
    connections = [createDb(url, 1), createDb(url, 1)];
    await seedPeople(
      db,
      [
        [AGENTS[0]!, 'race-a@example.com'],
        [AGENTS[1]!, 'race-b@example.com'],
        [CLIENT, 'race-client@example.com'],
      ],
      AGENTS,
    );
    engagement = await seedAcceptedEngagement(db, CLIENT, AGENTS[0]!);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([db?.$client.end(), ...(connections ?? []).map((c) => c.$client.end())]);
  });

  test('two agents issuing 50 invoices each at once get 100 distinct numbers, gap-free', async () => {
    const m = await matter();
    const line = {
      description: 'Advice',
      quantity: 1,
      unit_cents: 50_000,
      gst: 'taxable' as const,
    };
    const drafts = await Promise.all(
      Array.from({ length: 100 }, () =>
        createInvoiceDraft(first, { matterId: m, lines: [line], dueOn: today() }, db).then(ok),
      ),
    );
    const issueAll = (agent: typeof first, conn: Db, ids: string[]) =>
      (async () => {
        const numbers: string[] = [];
        for (const id of ids) numbers.push(ok(await issueInvoice(agent, { invoiceId: id }, conn)));
        return numbers;
      })();
    const [a, b] = await Promise.all([
      issueAll(first, connections[0], drafts.slice(0, 50)),
      issueAll(second, connections[1], drafts.slice(50)),
    ]);
    const all = [...a, ...b];
    expect(new Set(all).size).toBe(100);
    const seqs = all.map((n) => Number(n.split('-')[1])).sort((x, y) => x - y);
    expect(seqs[99]! - seqs[0]!).toBe(99);
    // The two really interleaved: each agent's numbers are not one block.
    const aSeqs = a.map((n) => Number(n.split('-')[1]));
    expect(Math.max(...aSeqs) - Math.min(...aSeqs)).toBeGreaterThan(49);
  }, 120_000);

  test('two transfers racing for one held balance: one wins, the other is refused in words', async () => {
    const m = await matter();
    // Two invoices, so no invoice row orders the two transfers: only the matter's lock does.
    const invoiceFor = async () => {
      const id = ok(
        await createInvoiceDraft(
          first,
          {
            matterId: m,
            lines: [{ description: 'Fee', quantity: 1, unit_cents: 200_000, gst: 'taxable' }],
            dueOn: today(),
          },
          db,
        ),
      );
      ok(await issueInvoice(first, { invoiceId: id, clientName: 'Race Client' }, db));
      return id;
    };
    const [inv1, inv2] = [await invoiceFor(), await invoiceFor()];
    ok(
      await recordLedgerEntry(
        first,
        {
          matterId: m,
          kind: 'receipt',
          amountCents: 100_000,
          transactionDate: today(),
          method: 'payid',
        },
        db,
      ),
    );

    // The first holds its transaction open after its transfer; the second starts meanwhile.
    let firstInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const slow = asServerFor(
      first,
      async (tx) => {
        await tx.execute(sql`select private.record_ledger_entry(${m}, 'transfer_to_office', 80000::bigint,
          ${today()}::date, null, null, null, ${inv1}::uuid)`);
        firstInserted();
        await tx.execute(sql`select pg_sleep(0.5)`);
        return 'committed';
      },
      connections[0],
    );
    await inserted;
    const started = Date.now();
    const raced = await recordLedgerEntry(
      second,
      {
        matterId: m,
        kind: 'transfer_to_office',
        amountCents: 80_000,
        transactionDate: today(),
        invoiceId: inv2,
      },
      connections[1],
    );
    expect(await slow).toBe('committed');
    // It waited for the first's lock, then saw what the first took.
    expect(Date.now() - started).toBeGreaterThan(300);
    expect(raced).toEqual({
      ok: false,
      code: 'ledger_held_not_negative',
      message: BILLING_RULES.ledger_held_not_negative,
    });
    const held = await db.execute<{ v: string }>(
      sql`select private.matter_held_cents(${m})::text as v`,
    );
    expect(held.rows[0]!.v).toBe('20000');

    // And without a pause, ten times: exactly one of two simultaneous transfers wins each time.
    for (let round = 0; round < 10; round++) {
      const mm = await matter();
      const i = ok(
        await createInvoiceDraft(
          first,
          {
            matterId: mm,
            lines: [{ description: 'Fee', quantity: 1, unit_cents: 100_000, gst: 'taxable' }],
            dueOn: today(),
          },
          db,
        ),
      );
      ok(await issueInvoice(first, { invoiceId: i, clientName: 'Race Client' }, db));
      ok(
        await recordLedgerEntry(
          first,
          {
            matterId: mm,
            kind: 'receipt',
            amountCents: 60_000,
            transactionDate: today(),
            method: 'payid',
          },
          db,
        ),
      );
      const t = {
        matterId: mm,
        kind: 'transfer_to_office' as const,
        amountCents: 40_000,
        transactionDate: today(),
        invoiceId: i,
      };
      const results = await Promise.all([
        recordLedgerEntry(first, t, connections[0]),
        recordLedgerEntry(second, t, connections[1]),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ code: 'ledger_held_not_negative' });
      const left = await db.execute<{ v: string }>(
        sql`select private.matter_held_cents(${mm})::text as v`,
      );
      expect(left.rows[0]!.v).toBe('20000');
      // A transfer and a refund (no invoice in common: only the matter's lock orders them).
      const [x, y] = await Promise.all([
        recordLedgerEntry(first, { ...t, amountCents: 15_000 }, connections[0]),
        recordLedgerEntry(
          second,
          {
            matterId: mm,
            kind: 'refund',
            amountCents: 15_000,
            transactionDate: today(),
            method: 'bank_transfer',
          },
          connections[1],
        ),
      ]);
      expect([x, y].filter((r) => r.ok)).toHaveLength(1);
      const after = await db.execute<{ v: string }>(
        sql`select private.matter_held_cents(${mm})::text as v`,
      );
      expect(after.rows[0]!.v).toBe('5000');
    }
  }, 120_000);
}
