/**
 * A property of the clients' account (issue 40): random sequences of receipts, disbursements,
 * invoices, credit notes, transfers to the office, refunds and reversals, each made through
 * lib/billing/agent.ts as an agent would, never leave a negative balance and always reconcile.
 * A small model of the rules predicts each step: the database must accept exactly what the model
 * accepts and refuse the rest with the model's code; after every step each matter's held balance
 * is the model's (never below zero), the sum of all entries is the sum of the held balances, and
 * each invoice owes what the model says. At the end the bank statement's balance (the model's
 * total) reconciles. Seeded, so a failure replays: the seed and the step are in the message.
 * Registered on PGlite (BILLING_PROPERTY_STEPS modest) and PostgreSQL 15 (larger).
 */
import { sql } from 'drizzle-orm';
import {
  type BillingResult,
  createCreditNoteDraft,
  createInvoiceDraft,
  issueInvoice,
  reconcile,
  recordLedgerEntry,
  reverseLedgerEntry,
} from '@/lib/billing/agent';
import type { BillingRule } from '@/lib/billing/messages';
import { type InvoiceLine, invoiceTotals } from '@/lib/billing/money';
import { createDb, type Db } from '@/lib/db';
import { seedAcceptedEngagement } from '../support/seed-engagement';
import type { TestStack } from '../support/stack';
import { personOf, seedPeople } from './harness';

const AGENT = 'b2220000-0000-4000-8000-000000000001';
const CLIENTS = ['b2220000-0000-4000-8000-000000000002', 'b2220000-0000-4000-8000-000000000003'];

/** mulberry32: a small seeded generator, so a run replays exactly. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  return { next, int, pick };
}

interface Entry {
  id: string;
  matter: string;
  amount: number;
  invoice: string | null;
  reversal: boolean;
  reversed: boolean;
}
interface Invoice {
  id: string;
  matter: string;
  owed: number;
}

const sydneyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

export function registerBillingPropertyCases(
  getStack: () => TestStack,
  { steps, seed }: { steps: number; seed: number },
) {
  let db: Db;
  const agent = personOf(AGENT, { isAdmin: true });
  const matters: string[] = [];

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(
      db,
      [
        [AGENT, 'property-agent@example.com'],
        ...CLIENTS.map((c, i) => [c, `property-${i}@example.com`] as const),
      ],
      [AGENT],
    );
    for (const client of CLIENTS) {
      const engagement = await seedAcceptedEngagement(db, client, AGENT);
      for (let i = 0; i < 2; i++) {
        const r = await db.execute<{ id: string }>(sql`
          insert into public.matters (client_id, engagement_id, visa_subclass, title)
          values (${client}, ${engagement}, '190', 'Skilled Nominated visa') returning id`);
        matters.push(r.rows[0]!.id);
      }
    }
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test(
    `${steps} random steps from seed ${seed}: never negative, always reconciled`,
    async () => {
      const rnd = random(seed);
      const held = new Map(matters.map((m) => [m, 0]));
      const entries: Entry[] = [];
      const invoices: Invoice[] = [];
      const today = sydneyToday();
      const counts: Record<string, number> = {};

      /** The database's answer must be the model's: accepted, or refused by this code. */
      const expectOutcome = <T>(
        step: number,
        what: string,
        r: BillingResult<T>,
        refusedBy: BillingRule | null,
      ): r is { ok: true; value: T } => {
        const got = r.ok ? null : r.code;
        if (got !== refusedBy)
          throw new Error(
            `seed ${seed}, step ${step} (${what}): expected ${refusedBy ?? 'success'}, got ${got ?? 'success'}`,
          );
        counts[`${what}:${refusedBy ? 'refused' : 'ok'}`] =
          (counts[`${what}:${refusedBy ? 'refused' : 'ok'}`] ?? 0) + 1;
        return r.ok;
      };
      const amount = () =>
        rnd.pick([1, 5, 99, 1_000, 10_000, 55_555, 100_000, rnd.int(1, 250_000)]);

      for (let step = 0; step < steps; step++) {
        const m = rnd.pick(matters);
        const h = held.get(m)!;
        const op = rnd.pick([
          'receipt',
          'receipt',
          'disbursement_paid',
          'refund',
          'invoice',
          'credit',
          'transfer_to_office',
          'transfer_to_office',
          'reversal',
        ] as const);
        if (op === 'receipt') {
          const a = amount();
          const r = await recordLedgerEntry(
            agent,
            { matterId: m, kind: op, amountCents: a, transactionDate: today, method: 'payid' },
            db,
          );
          if (expectOutcome(step, op, r, null)) {
            held.set(m, h + a);
            entries.push({
              id: r.value,
              matter: m,
              amount: a,
              invoice: null,
              reversal: false,
              reversed: false,
            });
          }
        } else if (op === 'disbursement_paid' || op === 'refund') {
          // Often within what is held, sometimes more.
          const a = rnd.next() < 0.7 && h > 0 ? rnd.int(1, h) : amount();
          const r = await recordLedgerEntry(
            agent,
            {
              matterId: m,
              kind: op,
              amountCents: a,
              transactionDate: today,
              method: 'bank_transfer',
            },
            db,
          );
          if (expectOutcome(step, op, r, a > h ? 'ledger_held_not_negative' : null)) {
            held.set(m, h - a);
            entries.push({
              id: r.value,
              matter: m,
              amount: -a,
              invoice: null,
              reversal: false,
              reversed: false,
            });
          }
        } else if (op === 'invoice') {
          const lines: InvoiceLine[] = Array.from({ length: rnd.int(1, 3) }, (_, i) =>
            rnd.next() < 0.8
              ? {
                  description: `Service ${i + 1}`,
                  quantity: rnd.int(1, 3),
                  unit_cents: rnd.int(1, 90_000),
                  gst: 'taxable',
                }
              : {
                  description: `Export service ${i + 1}`,
                  quantity: 1,
                  unit_cents: rnd.int(1, 90_000),
                  gst: 'gst_free_export',
                  gst_free_reason: 'The client is outside Australia',
                },
          );
          const d = await createInvoiceDraft(agent, { matterId: m, lines, dueOn: today }, db);
          if (!expectOutcome(step, 'draft', d, null)) continue;
          const r = await issueInvoice(
            agent,
            { invoiceId: d.value, clientName: 'Property Client' },
            db,
          );
          if (expectOutcome(step, op, r, null))
            invoices.push({ id: d.value, matter: m, owed: invoiceTotals(lines).totalCents });
        } else if (op === 'credit') {
          const inv = invoices.filter((i) => i.matter === m);
          if (!inv.length) continue;
          const target = rnd.pick(inv);
          const a = rnd.next() < 0.7 && target.owed > 0 ? rnd.int(1, target.owed) : amount();
          const d = await createCreditNoteDraft(
            agent,
            {
              invoiceId: target.id,
              matterId: m,
              lines: [
                {
                  description: 'Credit',
                  quantity: 1,
                  unit_cents: -a,
                  gst: 'gst_free_export',
                  gst_free_reason: 'Credit of a fee',
                },
              ],
              reason: 'Fee reduced',
              dueOn: today,
            },
            db,
          );
          if (!expectOutcome(step, 'credit draft', d, null)) continue;
          const r = await issueInvoice(
            agent,
            { invoiceId: d.value, clientName: 'Property Client' },
            db,
          );
          if (expectOutcome(step, op, r, a > target.owed ? 'invoices_credit_within_owed' : null))
            target.owed -= a;
        } else if (op === 'transfer_to_office') {
          const inv = invoices.filter((i) => i.matter === m);
          if (!inv.length) continue;
          const target = rnd.pick(inv);
          const within = Math.min(target.owed, h);
          const a = rnd.next() < 0.6 && within > 0 ? rnd.int(1, within) : amount();
          const r = await recordLedgerEntry(
            agent,
            { matterId: m, kind: op, amountCents: a, transactionDate: today, invoiceId: target.id },
            db,
          );
          const refusedBy =
            a > target.owed
              ? 'ledger_transfer_within_owed'
              : a > h
                ? 'ledger_held_not_negative'
                : null;
          if (expectOutcome(step, op, r, refusedBy)) {
            held.set(m, h - a);
            target.owed -= a;
            entries.push({
              id: r.value,
              matter: m,
              amount: -a,
              invoice: target.id,
              reversal: false,
              reversed: false,
            });
          }
        } else {
          if (!entries.length) continue;
          const e = rnd.pick(entries);
          const eh = held.get(e.matter)!;
          const r = await reverseLedgerEntry(
            agent,
            { entryId: e.id, reason: 'Entered in error', transactionDate: today },
            db,
          );
          const refusedBy = e.reversal
            ? 'ledger_entries_reversal_same_matter'
            : e.reversed
              ? 'ledger_entries_reversed_once'
              : eh - e.amount < 0
                ? 'ledger_held_not_negative'
                : null;
          if (expectOutcome(step, op, r, refusedBy)) {
            e.reversed = true;
            held.set(e.matter, eh - e.amount);
            if (e.invoice) invoices.find((i) => i.id === e.invoice)!.owed += -e.amount;
            entries.push({
              id: r.value,
              matter: e.matter,
              amount: -e.amount,
              invoice: e.invoice,
              reversal: true,
              reversed: false,
            });
          }
        }

        // The invariants, after every step.
        const rows = await db.execute<{ matter_id: string; held: string; entries: string }>(sql`
          select m.id::text as matter_id, private.matter_held_cents(m.id)::text as held,
                 (select coalesce(sum(amount), 0) from public.ledger_entries e where e.matter_id = m.id)::text as entries
            from public.matters m where m.id in (${sql.join(
              matters.map((x) => sql`${x}`),
              sql`, `,
            )})`);
        for (const r of rows.rows) {
          const want = held.get(r.matter_id)!;
          if (Number(r.held) !== want || Number(r.entries) !== want || want < 0)
            throw new Error(
              `seed ${seed}, step ${step}: ${r.matter_id} holds ${r.held}, the model ${want}`,
            );
        }
      }

      // What each invoice still owes is the model's, and its status follows.
      for (const inv of invoices) {
        const r = await db.execute<{ owed: string; status: string }>(sql`
          select private.invoice_owed_cents(${inv.id})::text as owed, status from public.invoices where id = ${inv.id}`);
        expect({ id: inv.id, owed: Number(r.rows[0]!.owed) }).toEqual({
          id: inv.id,
          owed: inv.owed,
        });
        expect(inv.owed <= 0 ? ['paid', 'credited'] : ['issued', 'part_paid']).toContain(
          r.rows[0]!.status,
        );
      }
      // The sum of all entries is the sum of the held balances, per client too.
      const totals = await db.execute<{ entries: string; clients: string }>(sql`
        select (select coalesce(sum(amount), 0) from public.ledger_entries)::text as entries,
               (select coalesce(sum(t), 0) from (select sum(amount) t from public.ledger_entries group by client_id) c)::text as clients`);
      const total = [...held.values()].reduce((a, b) => a + b, 0);
      expect(totals.rows[0]).toEqual({ entries: String(total), clients: String(total) });
      // And the bank statement's balance reconciles (a wrong one does not).
      expect(
        await reconcile(agent, { statementDate: today, statementBalanceCents: total + 1 }, db),
      ).toMatchObject({ ok: false, code: 'reconciliations_balance_agrees' });
      expect(
        await reconcile(agent, { statementDate: today, statementBalanceCents: total }, db),
      ).toMatchObject({
        ok: true,
      });
      if (process.env.BILLING_PROPERTY_VERBOSE) console.log(counts);
      // The run exercised refusals as well as successes.
      expect(Object.keys(counts).filter((k) => k.endsWith(':refused')).length).toBeGreaterThan(1);
    },
    Math.max(60_000, steps * 1_000),
  );
}
