/**
 * The clients' account (20261129170000_clients_account.sql), as SQL as each person: the client,
 * another client, an agent at aal1 and at aal2, anon, and the database owner (the server's own
 * connection, which no rule trusts). Each rule of issue 40 the database holds:
 *
 *   * ledger entries, issued invoices and reconciliations are never updated or deleted;
 *   * what is held per matter never goes below zero; a transfer to the office names an issued
 *     invoice of the matter and is at most what it still owes and what is held;
 *   * invoice numbers come from the database, per year, gap-free (a rolled-back issue gives its
 *     number back) and never reused;
 *   * no entry is dated on or before a locked reconciliation, which must agree with the ledger;
 *   * only agents at aal2 write (through the private functions), clients read only their own, and
 *     every write is in audit_log;
 *   * a matter does not close while money is held for it (matters_money_held);
 *   * GST is 10% of each taxable line rounded per line, as lib/billing/money.ts computes;
 *   * every code the database refuses with has words in lib/billing/messages.ts.
 * Registered on PGlite and PostgreSQL 15. The races are in billing-concurrency-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import {
  billingRefusal,
  cancelDepositRequest,
  createInvoiceDraft,
  discardInvoiceDraft,
  issueInvoice,
  recordInvoicePdf,
  requestDeposit,
  updateInvoiceDraft,
} from '@/lib/billing/agent';
import {
  depositRequestList,
  heldBalances,
  invoiceById,
  invoiceForPdf,
  invoiceList,
  lastReconciliation,
  statement,
} from '@/lib/billing/queries';
import {
  CLIENT_NAME_REQUIRED_FROM_CENTS,
  GST_TREATMENTS,
  INVOICE_LINE_TEXT_MAX,
  INVOICE_MAX_LINES,
  INVOICE_QUANTITY_MAX,
} from '@/lib/billing/constants';
import { exportLedgerCsv, ledgerView } from '@/lib/billing/ledger';
import { BILLING_RULES } from '@/lib/billing/messages';
import { clientStatementPdf } from '@/lib/billing/statement';
import { type InvoiceLine, invoiceTotals } from '@/lib/billing/money';
import { asAnon, createDb, type Db, type Tx, withUser } from '@/lib/db';
import { MATTER_RULES } from '@/lib/matters/messages';
import { seedAcceptedEngagement } from '../support/seed-engagement';
import type { TestStack } from '../support/stack';
import { claimsOf, codeOf, denied, personOf, pgCode, runOnServerAs, seedPeople } from './harness';

const AGENT = 'b1110000-0000-4000-8000-000000000001';
const CLIENT = 'b1110000-0000-4000-8000-000000000002';
const OTHER = 'b1110000-0000-4000-8000-000000000003';

const sydneyDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const TODAY = () => sydneyDay(0);

const LINE: InvoiceLine = {
  description: 'Preparing and lodging your visa application',
  quantity: 1,
  unit_cents: 100_000,
  gst: 'taxable',
};
const FACTS = {
  agency_name: 'Test Agency Pty Ltd',
  agency_abn: '51824753556',
  agency_marn: '1234567',
};

/** The SQLSTATE and constraint a refusal names; undefined when the query succeeded. */
async function refusal(p: Promise<unknown>) {
  try {
    await p;
    return undefined;
  } catch (error) {
    const e = error as { cause?: { constraint?: string }; constraint?: string };
    return { code: pgCode(error), constraint: e.cause?.constraint ?? e.constraint };
  }
}

export function registerBillingRulesCases(getStack: () => TestStack) {
  let db: Db;
  let engagementId: string;
  let otherEngagementId: string;
  const onServer = runOnServerAs(() => db);
  /** The server acting for the agent (two-step signed in): the one way a write is made. */
  const agent = <T>(fn: (tx: Tx) => Promise<T>) => onServer(AGENT, fn, { isAdmin: true });
  const one = async <T>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<{ v: T }>(q)).rows[0]!.v;
  const asToken = <T>(sub: string, fn: (tx: Tx) => Promise<T>, aal: 'aal1' | 'aal2' = 'aal2') =>
    withUser(claimsOf(sub, { aal }), fn, db);

  async function matter(clientId = CLIENT) {
    const r = await db.execute<{ id: string }>(sql`
      insert into public.matters (client_id, engagement_id, visa_subclass, title)
      values (${clientId}, ${clientId === CLIENT ? engagementId : otherEngagementId}, '189',
              'Skilled Independent visa') returning id`);
    return r.rows[0]!.id;
  }
  const entry = (
    matterId: string,
    kind: string,
    cents: number,
    opts: { invoice?: string; date?: string; method?: string | null } = {},
  ) =>
    agent((tx) =>
      one<string>(
        tx,
        sql`select private.record_ledger_entry(${matterId}, ${kind}, ${cents}::bigint,
          ${opts.date ?? TODAY()}::date,
          ${opts.method === undefined ? (kind === 'transfer_to_office' ? null : 'bank_transfer') : opts.method},
          'ref', null, ${opts.invoice ?? null}::uuid) as v`,
      ),
    );
  const draft = (matterId: string, lines: InvoiceLine[] = [LINE]) =>
    agent((tx) =>
      one<string>(
        tx,
        sql`select private.create_invoice_draft(${matterId}, ${JSON.stringify(lines)}::jsonb,
          ${sydneyDay(14)}::date) as v`,
      ),
    );
  const issue = (id: string, facts: Record<string, string> = FACTS) =>
    agent((tx) =>
      one<string | null>(
        tx,
        sql`select private.issue_invoice(${id}, ${JSON.stringify({ ...facts, client_name: 'Test Client' })}::jsonb) as v`,
      ),
    );
  const issued = async (matterId: string, lines: InvoiceLine[] = [LINE]) => {
    const id = await draft(matterId, lines);
    await issue(id);
    return id;
  };
  const held = async (matterId: string) =>
    Number(await one<string>(db, sql`select private.matter_held_cents(${matterId}) as v`));
  const invoice = async (id: string) =>
    (
      await db.execute<{ status: string; number: string | null; total_cents: string }>(
        sql`select status, number, total_cents::text from public.invoices where id = ${id}`,
      )
    ).rows[0]!;

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 4);
    await seedPeople(
      db,
      [
        [AGENT, 'billing-agent@example.com'],
        [CLIENT, 'billing-client@example.com'],
        [OTHER, 'billing-other@example.com'],
      ],
      [AGENT],
    );
    engagementId = await seedAcceptedEngagement(db, CLIENT, AGENT);
    otherEngagementId = await seedAcceptedEngagement(db, OTHER, AGENT);
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('who reads and who writes', () => {
    let m: string;
    let otherM: string;
    let inv: string;
    let draftId: string;
    beforeAll(async () => {
      m = await matter();
      otherM = await matter(OTHER);
      await entry(m, 'receipt', 50_000);
      inv = await issued(m);
      draftId = await draft(m);
      await entry(otherM, 'receipt', 7_000);
      await agent((tx) =>
        tx.execute(sql`select private.create_deposit_request(${m}, 'advance_fees', 'Instalment 1',
          10000::bigint, ${sydneyDay(7)}::date)`),
      );
    });
    const count = (tx: Tx, table: string) =>
      one<number>(tx, sql`select count(*)::int as v from ${sql.raw(`public.${table}`)}`);

    test('the client reads their own entries, issued invoices and deposit requests; no drafts', async () => {
      await asToken(CLIENT, async (tx) => {
        const rows = await tx.execute<{ matter_id: string }>(
          sql`select distinct matter_id from public.ledger_entries`,
        );
        expect(rows.rows.map((r) => r.matter_id)).toEqual([m]);
        const ids = (await tx.execute<{ id: string }>(sql`select id from public.invoices`)).rows;
        expect(ids.map((r) => r.id)).toContain(inv);
        expect(ids.map((r) => r.id)).not.toContain(draftId);
        expect(await count(tx, 'deposit_requests')).toBeGreaterThan(0);
        expect(await count(tx, 'reconciliations')).toBe(0);
      });
      // At aal1 too: a client's reads do not depend on two-step sign-in.
      await asToken(
        CLIENT,
        async (tx) => expect(await count(tx, 'ledger_entries')).toBeGreaterThan(0),
        'aal1',
      );
    });

    test('another client reads none of it', async () => {
      await asToken(OTHER, async (tx) => {
        const r = await tx.execute<{ matter_id: string }>(
          sql`select distinct matter_id from public.ledger_entries`,
        );
        expect(r.rows.map((x) => x.matter_id)).toEqual([otherM]);
        expect(
          await one<number>(
            tx,
            sql`select count(*)::int as v from public.invoices where client_id = ${CLIENT}`,
          ),
        ).toBe(0);
        expect(
          await one<number>(
            tx,
            sql`select count(*)::int as v from public.deposit_requests where client_id = ${CLIENT}`,
          ),
        ).toBe(0);
      });
    });

    test('an agent reads everything at aal2, nothing at aal1; anon is refused', async () => {
      await asToken(AGENT, async (tx) => {
        for (const t of ['ledger_entries', 'invoices', 'deposit_requests'])
          expect(await count(tx, t)).toBeGreaterThan(0);
      });
      await asToken(
        AGENT,
        async (tx) => {
          for (const t of ['ledger_entries', 'invoices', 'deposit_requests', 'reconciliations'])
            expect(await count(tx, t)).toBe(0);
        },
        'aal1',
      );
      for (const t of ['ledger_entries', 'invoices', 'deposit_requests', 'reconciliations'])
        await denied(asAnon((tx) => count(tx, t), db));
    });

    test('no token writes a table directly, not even an agent at aal2', async () => {
      for (const who of [CLIENT, OTHER, AGENT]) {
        await denied(
          asToken(who, (tx) =>
            tx.execute(sql`insert into public.ledger_entries (client_id, matter_id, kind, amount, transaction_date, method)
              values (${CLIENT}, ${m}, 'receipt', 100, ${TODAY()}, 'card')`),
          ),
        );
        await denied(
          asToken(who, (tx) =>
            tx.execute(sql`update public.invoices set pdf_path = 'x' where id = ${inv}`),
          ),
        );
        await denied(asToken(who, (tx) => tx.execute(sql`delete from public.deposit_requests`)));
        await denied(
          asToken(who, (tx) =>
            tx.execute(sql`insert into public.reconciliations (statement_date, statement_balance, ledger_balance, locked_through)
              values (${TODAY()}, 0, 0, ${TODAY()})`),
          ),
        );
        // …nor calls the functions itself (they are the server's door).
        await denied(
          asToken(who, (tx) =>
            tx.execute(
              sql`select private.record_ledger_entry(${m}, 'receipt', 100::bigint, ${TODAY()}::date, 'card')`,
            ),
          ),
        );
      }
    });

    test('through the server, only an agent at aal2 writes: not a client, not an agent at aal1', async () => {
      const receipt = (sub: string, as: { isAdmin?: boolean; aal?: 'aal1' | 'aal2' }) =>
        onServer(
          sub,
          (tx) =>
            tx.execute(
              sql`select private.record_ledger_entry(${m}, 'receipt', 100::bigint, ${TODAY()}::date, 'card')`,
            ),
          as,
        );
      await denied(receipt(CLIENT, {}));
      await denied(receipt(OTHER, {}));
      await denied(receipt(AGENT, { isAdmin: true, aal: 'aal1' }));
      expect(await codeOf(receipt(AGENT, { isAdmin: true }))).toBeUndefined();
      for (const call of [
        sql`select private.create_invoice_draft(${m}, ${JSON.stringify([LINE])}::jsonb, ${TODAY()}::date)`,
        sql`select private.issue_invoice(${draftId}, ${JSON.stringify(FACTS)}::jsonb)`,
        sql`select private.discard_invoice_draft(${draftId})`,
        sql`select private.reconcile_clients_account(${sydneyDay(-30)}::date, 0::bigint)`,
        sql`select private.create_deposit_request(${m}, 'disbursement', 'Visa charge', 100::bigint, ${TODAY()}::date)`,
      ]) {
        await denied(onServer(CLIENT, (tx) => tx.execute(call)));
        await denied(onServer(AGENT, (tx) => tx.execute(call), { isAdmin: true, aal: 'aal1' }));
      }
    });

    test('every write is in audit_log, in the agent’s name', async () => {
      const r = await db.execute<{ action: string; actor_id: string; actor_role: string }>(sql`
        select distinct action, actor_id::text, actor_role from public.audit_log
         where action like 'billing.%' and client_id = ${CLIENT}`);
      expect(r.rows.map((x) => x.action).sort()).toEqual(
        expect.arrayContaining([
          'billing.deposit_requested',
          'billing.invoice_created',
          'billing.invoice_issued',
          'billing.ledger_entry_recorded',
        ]),
      );
      expect(new Set(r.rows.map((x) => x.actor_id))).toEqual(new Set([AGENT]));
      expect(new Set(r.rows.map((x) => x.actor_role))).toEqual(new Set(['agent']));
    });
  });

  describe('append-only: nobody, not even the owner, changes the record', () => {
    test('ledger entries are never updated or deleted', async () => {
      const m = await matter();
      const id = await entry(m, 'receipt', 1_000);
      await denied(db.execute(sql`update public.ledger_entries set amount = 1 where id = ${id}`));
      await denied(db.execute(sql`delete from public.ledger_entries where id = ${id}`));
      await denied(db.execute(sql`truncate public.ledger_entries cascade`));
      expect(await held(m)).toBe(1_000);
    });

    test('an issued invoice never changes and is never deleted; a draft may', async () => {
      const m = await matter();
      const d = await draft(m);
      await db.execute(sql`update public.invoices set due_on = ${sydneyDay(20)} where id = ${d}`);
      const id = await issued(m);
      for (const set of [
        sql`lines = ${JSON.stringify([{ ...LINE, unit_cents: 1 }])}::jsonb`,
        sql`number = '1999-0001'`,
        sql`client_name = 'Someone else'`,
        sql`status = 'paid'`,
        sql`status = 'draft'`,
        sql`due_on = ${sydneyDay(60)}`,
      ])
        expect(
          await refusal(db.execute(sql`update public.invoices set ${set} where id = ${id}`)),
        ).toEqual({ code: '23514', constraint: 'invoices_issued_unchanged' });
      expect(await refusal(db.execute(sql`delete from public.invoices where id = ${id}`))).toEqual({
        code: '23514',
        constraint: 'invoices_issued_unchanged',
      });
      // Its PDF is stored once.
      expect(
        await agent((tx) =>
          one(tx, sql`select private.record_invoice_pdf(${id}, 'invoices/a.pdf') as v`),
        ),
      ).toBe('stored');
      expect(
        await agent((tx) =>
          one(tx, sql`select private.record_invoice_pdf(${id}, 'invoices/b.pdf') as v`),
        ),
      ).toBe('not_stored');
      await denied(
        db.execute(sql`update public.invoices set pdf_path = 'invoices/c.pdf' where id = ${id}`),
        '23514',
      );
      // A draft is discarded (and audited).
      expect(
        await agent((tx) => one(tx, sql`select private.discard_invoice_draft(${d}) as v`)),
      ).toBe('discarded');
      expect(
        await agent((tx) => one(tx, sql`select private.discard_invoice_draft(${id}) as v`)),
      ).toBe('not_draft');
    });

    test('reconciliations are never updated or deleted', async () => {
      // The whole ledger up to 400 days ago is empty in this database, so 0 agrees.
      const id = await agent((tx) =>
        one<string>(
          tx,
          sql`select private.reconcile_clients_account(${sydneyDay(-400)}::date, 0::bigint) as v`,
        ),
      );
      await denied(
        db.execute(sql`update public.reconciliations set statement_balance = 5 where id = ${id}`),
      );
      await denied(db.execute(sql`delete from public.reconciliations where id = ${id}`));
    });
  });

  describe('the money held', () => {
    test('never goes below zero: a payment out of more than is held is refused', async () => {
      const m = await matter();
      await entry(m, 'receipt', 10_000);
      for (const kind of ['disbursement_paid', 'refund'])
        expect(await refusal(entry(m, kind, 10_001))).toEqual({
          code: '23514',
          constraint: 'ledger_held_not_negative',
        });
      await entry(m, 'disbursement_paid', 4_000);
      await entry(m, 'refund', 6_000);
      expect(await held(m)).toBe(0);
      // Per matter: another matter's money of the same client does not count.
      const m2 = await matter();
      await entry(m2, 'receipt', 50_000);
      expect(await refusal(entry(m, 'refund', 1))).toMatchObject({
        constraint: 'ledger_held_not_negative',
      });
    });

    test('a reversal cannot leave a negative balance, and an entry is reversed once', async () => {
      const m = await matter();
      const receipt = await entry(m, 'receipt', 10_000);
      const inv = await issued(m);
      await entry(m, 'transfer_to_office', 8_000, { invoice: inv });
      const reverse = (id: string) =>
        agent((tx) =>
          one<string>(
            tx,
            sql`select private.reverse_ledger_entry(${id}, 'Bank returned the payment', ${TODAY()}::date) as v`,
          ),
        );
      expect(await refusal(reverse(receipt))).toMatchObject({
        constraint: 'ledger_held_not_negative',
      });
      const refund = await entry(m, 'refund', 2_000);
      const reversal = await reverse(refund);
      expect(await held(m)).toBe(2_000);
      expect(await refusal(reverse(refund))).toMatchObject({
        code: '23514',
        constraint: 'ledger_entries_reversed_once',
      });
      expect(await refusal(reverse(reversal))).toMatchObject({
        constraint: 'ledger_entries_reversal_same_matter',
      });
      // A reversal needs its reason.
      const disbursement = await entry(m, 'disbursement_paid', 500);
      expect(
        await refusal(
          agent((tx) =>
            tx.execute(
              sql`select private.reverse_ledger_entry(${disbursement}, '  ', ${TODAY()}::date)`,
            ),
          ),
        ),
      ).toMatchObject({ constraint: 'ledger_entries_reversal_has_reason' });
    });

    test('a transfer to the office names an issued invoice of the same matter', async () => {
      const m = await matter();
      const other = await matter();
      await entry(m, 'receipt', 500_000);
      const d = await draft(m);
      const otherInvoice = await issued(other);
      for (const invoiceId of [d, otherInvoice])
        expect(await refusal(entry(m, 'transfer_to_office', 100, { invoice: invoiceId }))).toEqual({
          code: '23514',
          constraint: 'ledger_transfer_needs_issued_invoice',
        });
      expect(await refusal(entry(m, 'transfer_to_office', 100))).toMatchObject({ code: '23514' });
    });

    test('a transfer is at most what the invoice still owes and what is held', async () => {
      const m = await matter();
      const inv = await issued(m); // $1,000 + GST = 110,000 cents
      await entry(m, 'receipt', 200_000);
      expect(await refusal(entry(m, 'transfer_to_office', 110_001, { invoice: inv }))).toEqual({
        code: '23514',
        constraint: 'ledger_transfer_within_owed',
      });
      await entry(m, 'transfer_to_office', 60_000, { invoice: inv });
      expect((await invoice(inv)).status).toBe('part_paid');
      expect(await refusal(entry(m, 'transfer_to_office', 50_001, { invoice: inv }))).toMatchObject(
        {
          constraint: 'ledger_transfer_within_owed',
        },
      );
      await entry(m, 'transfer_to_office', 50_000, { invoice: inv });
      expect((await invoice(inv)).status).toBe('paid');
      // Within what it owes but more than is held.
      const inv2 = await issued(m, [{ ...LINE, unit_cents: 200_000 }]);
      expect(await held(m)).toBe(90_000);
      expect(await refusal(entry(m, 'transfer_to_office', 90_001, { invoice: inv2 }))).toEqual({
        code: '23514',
        constraint: 'ledger_held_not_negative',
      });
    });

    test('a credit note lowers what the invoice owes, and is at most what it owes', async () => {
      const m = await matter();
      const inv = await issued(m); // 110,000
      await entry(m, 'receipt', 200_000);
      const credit = (cents: number) =>
        agent((tx) =>
          one<string>(
            tx,
            sql`select private.create_invoice_draft(${m}, ${JSON.stringify([
              {
                description: 'Credit',
                quantity: 1,
                unit_cents: -cents,
                gst: 'gst_free_export',
                gst_free_reason: 'Correction',
              },
            ])}::jsonb, ${sydneyDay(14)}::date, ${inv}::uuid, 'Fee waived in part') as v`,
          ),
        );
      const big = await credit(110_001);
      expect(await refusal(issue(big))).toEqual({
        code: '23514',
        constraint: 'invoices_credit_within_owed',
      });
      const c = await credit(10_000);
      expect(await issue(c)).toMatch(/^\d{4}-\d{4}$/);
      expect(
        await refusal(entry(m, 'transfer_to_office', 100_001, { invoice: inv })),
      ).toMatchObject({
        constraint: 'ledger_transfer_within_owed',
      });
      await entry(m, 'transfer_to_office', 100_000, { invoice: inv });
      expect((await invoice(inv)).status).toBe('paid');
      // A fully credited invoice is `credited`.
      const inv2 = await issued(m);
      const whole = await agent((tx) =>
        one<string>(
          tx,
          sql`select private.create_invoice_draft(${m}, ${JSON.stringify([{ ...LINE, unit_cents: -100_000 }])}::jsonb,
            ${sydneyDay(14)}::date, ${inv2}::uuid, 'Issued by mistake') as v`,
        ),
      );
      await issue(whole);
      expect((await invoice(inv2)).status).toBe('credited');
      // An invoice's lines are not negative, a credit note's are.
      expect(await refusal(draft(m, [{ ...LINE, unit_cents: -5 }]))).toMatchObject({
        constraint: 'invoices_lines_not_negative',
      });
    });
  });

  describe('invoice numbers', () => {
    test('each issue takes the next number of the year; a rolled-back issue gives it back', async () => {
      const m = await matter();
      const a = await issue(await draft(m));
      const d = await draft(m);
      // Issued, then rolled back (the transaction fails after the number was taken).
      expect(
        await codeOf(
          agent(async (tx) => {
            const facts = JSON.stringify({ ...FACTS, client_name: 'Test Client' });
            await tx.execute(sql`select private.issue_invoice(${d}, ${facts}::jsonb)`);
            await tx.execute(sql`select 1/0`);
          }),
        ),
      ).toBe('22012');
      const b = await issue(d);
      const c = await issue(await draft(m));
      const seq = (n: string | null) => Number(n!.split('-')[1]);
      expect(a!.slice(0, 4)).toBe(TODAY().slice(0, 4));
      expect([seq(b) - seq(a), seq(c) - seq(b)]).toEqual([1, 1]);
      // Drafts have none; a number written by hand is replaced by the database's next one.
      expect((await invoice(await draft(m))).number).toBeNull();
      const forged = await db.execute<{ number: string }>(
        sql`insert into public.invoices (client_id, matter_id, engagement_id, lines, status, number,
            number_year, number_seq, due_on, agency_name, agency_abn, agency_marn)
          values (${CLIENT}, ${m}, ${engagementId}, ${JSON.stringify([{ ...LINE, unit_cents: 100 }])}::jsonb,
            'issued', ${a}, 1999, 1, ${sydneyDay(14)}, 'A', '51824753556', '1234567')
          returning number`,
      );
      expect(seq(forged.rows[0]!.number)).toBe(seq(c) + 1);
    });

    test('a gap-free run: the numbers issued in this database are 1..n of the year', async () => {
      const r = await db.execute<{ seqs: number[] }>(sql`
        select array_agg(number_seq order by number_seq) as seqs from public.invoices
         where number_year = ${Number(TODAY().slice(0, 4))}`);
      const seqs = r.rows[0]!.seqs;
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    });
  });

  describe('GST and the tax invoice', () => {
    test('the database’s totals are lib/billing/money.ts’s: 10% per taxable line, rounded per line', async () => {
      const m = await matter();
      const lines: InvoiceLine[] = [
        { description: 'Half cent up', quantity: 1, unit_cents: 5, gst: 'taxable' },
        { description: 'Three at 33c', quantity: 3, unit_cents: 33, gst: 'taxable' },
        { description: 'Rounds down', quantity: 1, unit_cents: 14, gst: 'taxable' },
        {
          description: 'Export',
          quantity: 2,
          unit_cents: 12_345,
          gst: 'gst_free_export',
          gst_free_reason: 'Client outside Australia',
        },
        { description: 'Fee', quantity: 1, unit_cents: 333_335, gst: 'taxable' },
      ];
      const id = await draft(m, lines);
      const r = await db.execute<{ s: string; g: string; t: string }>(
        sql`select subtotal_cents::text s, gst_cents::text g, total_cents::text t from public.invoices where id = ${id}`,
      );
      const t = invoiceTotals(lines);
      expect(r.rows[0]).toEqual({
        s: String(t.subtotalCents),
        g: String(t.gstCents),
        t: String(t.totalCents),
      });
      // Per line, not on the sum: 1 + 10 + 1 + 0 + 33334 (the sum's 10% would differ).
      expect(t.gstCents).toBe(1 + 10 + 1 + 0 + 33_334);
      // Negative lines (a credit note) round the same way, away from zero.
      const neg = lines.map((l) => ({ ...l, unit_cents: -l.unit_cents }));
      const g = await db.execute<{ g: string }>(sql`
        select sum(private.line_gst_cents(l))::text g from jsonb_array_elements(${JSON.stringify(neg)}::jsonb) l`);
      expect(Number(g.rows[0]!.g)).toBe(invoiceTotals(neg).gstCents);
    });

    test('the GST treatments are GST_TREATMENTS; GST-free needs its reason; default is a refusal, not a guess', async () => {
      const ok = async (line: Record<string, unknown>) =>
        one<boolean>(
          db,
          sql`select private.invoice_lines_ok(${JSON.stringify([line])}::jsonb) as v`,
        );
      for (const gst of GST_TREATMENTS)
        expect(
          await ok({
            ...LINE,
            gst,
            ...(gst === 'gst_free_export' ? { gst_free_reason: 'Export' } : {}),
          }),
        ).toBe(true);
      expect(await ok({ ...LINE, gst: 'input_taxed' })).toBe(false);
      expect(await ok({ ...LINE, gst: 'gst_free_export' })).toBe(false);
      expect(await ok({ ...LINE, quantity: 0 })).toBe(false);
      expect(await ok({ ...LINE, quantity: 'two' })).toBe(false);
      expect(await ok({ ...LINE, unit_cents: 1.5 })).toBe(false);
      expect(await ok({ ...LINE, description: ' ' })).toBe(false);
      const m = await matter();
      expect(await refusal(draft(m, [{ ...LINE, gst: 'gst_free_export' }]))).toEqual({
        code: '23514',
        constraint: 'invoices_lines_shape',
      });
    });

    test('a tax invoice of $1,000 or more names the client; the agency’s ABN and MARN are kept', async () => {
      const m = await matter();
      const d = await draft(m);
      // No name given and none on the profile.
      await db.execute(sql`update public.profiles set full_name = null where id = ${CLIENT}`);
      expect(
        await refusal(
          agent((tx) =>
            tx.execute(sql`select private.issue_invoice(${d}, ${JSON.stringify(FACTS)}::jsonb)`),
          ),
        ),
      ).toEqual({ code: '23514', constraint: 'invoices_client_named_from_1000' });
      // Under $1,000 it may go without.
      const small = await draft(m, [{ ...LINE, unit_cents: 90_000 }]);
      expect(
        await agent((tx) =>
          one(
            tx,
            sql`select private.issue_invoice(${small}, ${JSON.stringify(FACTS)}::jsonb) as v`,
          ),
        ),
      ).toEqual(expect.any(String));
      // The profile's name is used, and kept as it was.
      await db.execute(
        sql`update public.profiles set full_name = 'Priya Sharma' where id = ${CLIENT}`,
      );
      await agent((tx) =>
        tx.execute(sql`select private.issue_invoice(${d}, ${JSON.stringify(FACTS)}::jsonb)`),
      );
      await db.execute(sql`update public.profiles set full_name = 'Priya S' where id = ${CLIENT}`);
      const r = await db.execute(
        sql`select client_name, agency_abn, agency_marn from public.invoices where id = ${d}`,
      );
      expect(r.rows[0]).toEqual({
        client_name: 'Priya Sharma',
        agency_abn: FACTS.agency_abn,
        agency_marn: '1234567',
      });
      // Without the agency's facts, nothing is issued.
      const d2 = await draft(m);
      expect(await refusal(issue(d2, { agency_name: 'X' }))).toMatchObject({ code: '23514' });
    });

    test('issuing keeps the profile’s postal address and tells the client by a link-only e-mail', async () => {
      const m = await matter();
      await db.execute(
        sql`update public.profiles set postal_address = ${'12 Mall Road\nLahore 54000\nPakistan'}
            where id = ${CLIENT}`,
      );
      const d = await draft(m, [{ ...LINE, unit_cents: 123_456 }]);
      const mailFor = () =>
        db.execute<{ template: string; to_address: string; payload: unknown }>(
          sql`select template, to_address, payload from public.email_outbox
              where payload->>'matter_id' = ${m} and template = 'invoice-issued' order by created_at`,
        );
      // A draft tells nobody.
      expect((await mailFor()).rows).toEqual([]);
      await issue(d);
      await db.execute(
        sql`update public.profiles set postal_address = 'Moved' where id = ${CLIENT}`,
      );
      expect(
        await one(db, sql`select client_address as v from public.invoices where id = ${d}`),
      ).toBe('12 Mall Road\nLahore 54000\nPakistan');
      const c = await agent((tx) =>
        one<string>(
          tx,
          sql`select private.create_invoice_draft(${m}, ${JSON.stringify([{ ...LINE, unit_cents: -1000 }])}::jsonb,
            ${sydneyDay(14)}::date, ${d}::uuid, 'Overcharged') as v`,
        ),
      );
      await issue(c);
      const mail = (await mailFor()).rows;
      expect(mail).toEqual([
        {
          template: 'invoice-issued',
          to_address: 'billing-client@example.com',
          payload: { matter_id: m, credit_note: false },
        },
        {
          template: 'invoice-issued',
          to_address: 'billing-client@example.com',
          payload: { matter_id: m, credit_note: true },
        },
      ]);
      const number = await one<string>(
        db,
        sql`select number as v from public.invoices where id = ${d}`,
      );
      expect(JSON.stringify(mail)).not.toContain(number);
      expect(JSON.stringify(mail)).not.toContain('1234');
    });
  });

  describe('reconciliations lock the past', () => {
    test('the statement must agree with the ledger; then nothing is dated on or before it', async () => {
      const m = await matter();
      await entry(m, 'receipt', 12_345, { date: sydneyDay(-20) });
      await entry(m, 'refund', 345, { date: sydneyDay(-15) });
      const reconcile = (date: string, cents: number) =>
        agent((tx) =>
          one<string>(
            tx,
            sql`select private.reconcile_clients_account(${date}::date, ${cents}::bigint) as v`,
          ),
        );
      expect(await refusal(reconcile(sydneyDay(-10), 12_345))).toEqual({
        code: '23514',
        constraint: 'reconciliations_balance_agrees',
      });
      await reconcile(sydneyDay(-10), 12_000);
      expect(await refusal(reconcile(sydneyDay(-12), 12_000))).toMatchObject({
        constraint: 'reconciliations_after_last',
      });
      expect(await refusal(reconcile(sydneyDay(3), 12_000))).toMatchObject({
        constraint: 'reconciliations_not_future',
      });
      for (const date of [sydneyDay(-10), sydneyDay(-11)])
        expect(await refusal(entry(m, 'receipt', 1, { date }))).toEqual({
          code: '23514',
          constraint: 'ledger_entries_after_locked_period',
        });
      const later = await entry(m, 'receipt', 1, { date: sydneyDay(-9) });
      expect(later).toEqual(expect.any(String));
      // A reversal is an entry too: dated after the lock, or refused.
      const r = await db.execute<{ id: string }>(
        sql`select id from public.ledger_entries where matter_id = ${m} and kind = 'receipt' order by transaction_date limit 1`,
      );
      expect(
        await refusal(
          agent((tx) =>
            tx.execute(
              sql`select private.reverse_ledger_entry(${r.rows[0]!.id}, 'Wrong client', ${sydneyDay(-10)}::date)`,
            ),
          ),
        ),
      ).toMatchObject({ constraint: 'ledger_entries_after_locked_period' });
      const row = await db.execute(
        sql`select ledger_balance::int, locked_through::text, actor_id::text from public.reconciliations
            where statement_date = ${sydneyDay(-10)}`,
      );
      expect(row.rows[0]).toEqual({
        ledger_balance: 12_000,
        locked_through: sydneyDay(-10),
        actor_id: AGENT,
      });
    });
  });

  describe('a matter closes only when nothing is held for it', () => {
    test('closing with money held is refused by matters_money_held, which has words for the agent', async () => {
      const m = await matter();
      const receipt = await entry(m, 'receipt', 5_000);
      const close = () =>
        withUser(
          claimsOf(AGENT),
          (tx) => tx.execute(sql`update public.matters set stage = 'closed' where id = ${m}`),
          db,
        );
      expect(await refusal(close())).toEqual({ code: '23514', constraint: 'matters_money_held' });
      expect(MATTER_RULES.matters_money_held).toEqual(expect.any(String));
      await agent((tx) =>
        tx.execute(
          sql`select private.reverse_ledger_entry(${receipt}, 'Paid into the wrong account', ${TODAY()}::date)`,
        ),
      );
      expect(await refusal(close())).toBeUndefined();
      // Closed: no money is held for it again, and no deposit request or invoice is added.
      expect(await refusal(entry(m, 'receipt', 1))).toMatchObject({
        constraint: 'ledger_closed_matter_holds_nothing',
      });
      expect(
        await refusal(
          agent((tx) =>
            tx.execute(
              sql`select private.create_deposit_request(${m}, 'advance_fees', 'Fees', 100::bigint, ${TODAY()}::date)`,
            ),
          ),
        ),
      ).toMatchObject({ constraint: 'deposit_requests_matter_open' });
    });
  });

  describe('deposit requests', () => {
    test('a reference per matter; paid by receipts naming it; cancelled only while open', async () => {
      const m = await matter();
      const make = () =>
        agent((tx) =>
          one<string>(
            tx,
            sql`select private.create_deposit_request(${m}, 'advance_fees', 'First instalment', 30000::bigint, ${sydneyDay(7)}::date) as v`,
          ),
        );
      const a = await make();
      const b = await make();
      const refs = await db.execute<{ reference: string; status: string }>(
        sql`select reference, status from public.deposit_requests where matter_id = ${m} order by created_at, reference`,
      );
      const prefix = m.replaceAll('-', '').slice(0, 8).toUpperCase();
      expect(refs.rows.map((r) => r.reference).sort()).toEqual([`${prefix}-1`, `${prefix}-2`]);
      const pay = (cents: number, dep: string) =>
        agent((tx) =>
          tx.execute(sql`select private.record_ledger_entry(${m}, 'receipt', ${cents}::bigint, ${TODAY()}::date,
            'payid', 'ref', null, null, ${dep}::uuid)`),
        );
      await pay(20_000, a);
      const status = async (id: string) =>
        one<string>(db, sql`select status as v from public.deposit_requests where id = ${id}`);
      expect(await status(a)).toBe('open');
      await pay(10_000, a);
      expect(await status(a)).toBe('paid');
      expect(await refusal(pay(1, a))).toMatchObject({
        constraint: 'ledger_receipt_open_deposit_request',
      });
      expect(
        await agent((tx) => one(tx, sql`select private.cancel_deposit_request(${a}) as v`)),
      ).toBe('not_open');
      expect(
        await agent((tx) => one(tx, sql`select private.cancel_deposit_request(${b}) as v`)),
      ).toBe('cancelled');
      await denied(
        db.execute(sql`update public.deposit_requests set amount = 1 where id = ${b}`),
        '23514',
      );
      await denied(db.execute(sql`delete from public.deposit_requests where id = ${b}`), '23514');
    });
    test('a new request queues one link-only e-mail to the client: no amount or reference', async () => {
      // (Opening the matter queued its own 'matter-updated' mail.)
      const m = await matter();
      const id = await agent((tx) =>
        one<string>(
          tx,
          sql`select private.create_deposit_request(${m}, 'disbursement', 'Visa application charge',
            462500::bigint, ${sydneyDay(7)}::date) as v`,
        ),
      );
      const mail = await db.execute<{ template: string; to_address: string; payload: unknown }>(
        sql`select template, to_address, payload from public.email_outbox
            where payload->>'matter_id' = ${m} and template <> 'matter-updated'`,
      );
      expect(mail.rows).toEqual([
        {
          template: 'deposit-requested',
          to_address: 'billing-client@example.com',
          payload: { matter_id: m },
        },
      ]);
      const ref = await one<string>(
        db,
        sql`select reference as v from public.deposit_requests where id = ${id}`,
      );
      expect(JSON.stringify(mail.rows)).not.toContain(ref);
      expect(JSON.stringify(mail.rows)).not.toContain('4625');
    });
  });

  describe('lib/billing/queries.ts reads as the person', () => {
    test('the ledger view, its audited CSV export and the statement PDF: an agent all, a client only their own', async () => {
      const m = await matter();
      await entry(m, 'receipt', 12_345);
      const client = personOf(CLIENT);
      const other = personOf(OTHER);
      const agentUser = personOf(AGENT, { isAdmin: true });
      const view = await ledgerView(agentUser, { matter: m }, db);
      expect(view.entries.map((e) => [e.kind, e.amount, e.balanceCents])).toEqual([
        ['receipt', 12_345, 12_345],
      ]);
      expect((await ledgerView(other, { matter: m }, db)).entries).toEqual([]);
      expect((await ledgerView(client, { matter: m }, db)).entries).toHaveLength(1);

      const exports = () =>
        one<number>(
          db,
          sql`select count(*)::int as v from public.audit_log
              where action = 'export.ledger' and actor_id = ${AGENT}`,
        );
      const before = await exports();
      expect(await exportLedgerCsv(agentUser, { matter: m }, db)).toContain(
        'Payment received,123.45',
      );
      expect(await exports()).toBe(before + 1);
      // Not a client, not an agent at aal1: the export function itself refuses them.
      await denied(exportLedgerCsv(client, { matter: m }, db));
      await denied(exportLedgerCsv(personOf(AGENT, { isAdmin: true, aal: 'aal1' }), {}, db));

      // An invoice's PDF: the client's own issued one, never another client's, never a draft.
      const inv = await issued(m, [{ ...LINE, unit_cents: 1_000 }]);
      const drafted = await draft(m);
      expect((await invoiceForPdf(client, inv, db))?.number).toEqual(expect.any(String));
      expect(await invoiceForPdf(other, inv, db)).toBeUndefined();
      expect(await invoiceForPdf(client, drafted, db)).toBeUndefined();
      expect(await invoiceForPdf(agentUser, drafted, db)).toBeUndefined();

      expect(
        await clientStatementPdf(other, { clientId: CLIENT, matterId: m }, db),
      ).toBeUndefined();
      const own = await clientStatementPdf(client, { clientId: CLIENT, matterId: m }, db);
      expect({ from: own?.from, to: own?.to }).toEqual({ from: TODAY(), to: TODAY() });
      expect(Buffer.from(own!.bytes).subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('held balances, a statement, invoices and deposit requests: the client’s own, the agent’s all', async () => {
      const m = await matter();
      await entry(m, 'receipt', 30_000, { date: sydneyDay(-3) });
      await entry(m, 'refund', 5_000, { date: sydneyDay(-1) });
      const inv = await issued(m);
      await entry(m, 'transfer_to_office', 20_000, { invoice: inv });
      const client = personOf(CLIENT);
      const other = personOf(OTHER);
      const agentUser = personOf(AGENT, { isAdmin: true });

      expect(await heldBalances(client, { matterId: m }, db)).toEqual([
        {
          clientId: CLIENT,
          matterId: m,
          matterTitle: 'Skilled Independent visa',
          heldCents: 5_000,
        },
      ]);
      expect(await heldBalances(other, { matterId: m }, db)).toEqual([]);
      expect((await heldBalances(agentUser, { matterId: m }, db))[0]?.heldCents).toBe(5_000);

      const s = await statement(
        client,
        { clientId: CLIENT, matterId: m, from: sydneyDay(-2), to: TODAY() },
        db,
      );
      expect({
        opening: s.openingCents,
        closing: s.closingCents,
        kinds: s.entries.map((e) => e.kind),
      }).toEqual({
        opening: 30_000,
        closing: 5_000,
        kinds: ['refund', 'transfer_to_office'],
      });
      expect(
        (await statement(other, { clientId: CLIENT, from: sydneyDay(-9), to: TODAY() }, db))
          .entries,
      ).toEqual([]);

      const invoiceView = await invoiceById(client, inv, db);
      expect(invoiceView).toMatchObject({
        totalCents: 110_000,
        paidCents: 20_000,
        owedCents: 90_000,
        status: 'part_paid',
      });
      expect(await invoiceById(other, inv, db)).toBeUndefined();
      expect(
        (await invoiceList(client, { matterId: m, unpaidOnly: true }, db)).map((i) => i.id),
      ).toEqual([inv]);
      const draftId = await draft(m);
      expect((await invoiceList(client, { matterId: m }, db)).map((i) => i.id)).not.toContain(
        draftId,
      );
      expect((await invoiceList(agentUser, { matterId: m }, db)).map((i) => i.id)).toContain(
        draftId,
      );

      await agent((tx) =>
        tx.execute(sql`select private.create_deposit_request(${m}, 'disbursement', 'Visa application charge',
          4715000::bigint, ${sydneyDay(10)}::date)`),
      );
      const deposits = await depositRequestList(client, { matterId: m, openOnly: true }, db);
      expect(deposits).toHaveLength(1);
      expect(deposits[0]!.payTo.bsb).toMatch(/^\d{6}$/);
      expect(await depositRequestList(other, { matterId: m }, db)).toEqual([]);
      expect(await lastReconciliation(client, db)).toBeUndefined();
    });
  });

  describe('lib/billing/agent.ts', () => {
    test('each write answers with its value, a word it expects, or a refusal in words', async () => {
      const m = await matter();
      const agentUser = personOf(AGENT, { isAdmin: true });
      const d = await createInvoiceDraft(
        agentUser,
        { matterId: m, lines: [LINE], dueOn: sydneyDay(14) },
        db,
      );
      if (!d.ok) throw new Error(d.message);
      const cheaper = { ...LINE, unit_cents: 50_000 };
      expect(
        await updateInvoiceDraft(
          agentUser,
          { invoiceId: d.value, matterId: m, lines: [cheaper], dueOn: sydneyDay(7) },
          db,
        ),
      ).toEqual({ ok: true, value: 'updated' });
      expect((await invoice(d.value)).total_cents).toBe('55000');
      const issuedNumber = await issueInvoice(
        agentUser,
        { invoiceId: d.value, clientAddress: '1 George St, Sydney NSW 2000' },
        db,
      );
      expect(issuedNumber).toMatchObject({
        ok: true,
        value: expect.stringMatching(/^\d{4}-\d{4}$/),
      });
      expect(await issueInvoice(agentUser, { invoiceId: d.value }, db)).toMatchObject({
        ok: false,
        code: 'not_found',
      });
      expect(
        await updateInvoiceDraft(
          agentUser,
          { invoiceId: d.value, matterId: m, lines: [LINE], dueOn: sydneyDay(7) },
          db,
        ),
      ).toMatchObject({ ok: false, code: 'not_found' });
      expect(await discardInvoiceDraft(agentUser, d.value, db)).toMatchObject({
        ok: false,
        code: 'not_found',
      });
      expect(
        await recordInvoicePdf(
          agentUser,
          { invoiceId: d.value, path: `invoices/${d.value}.pdf` },
          db,
        ),
      ).toEqual({
        ok: true,
        value: 'stored',
      });
      const other = await createInvoiceDraft(
        agentUser,
        { matterId: m, lines: [LINE], dueOn: sydneyDay(7) },
        db,
      );
      if (!other.ok) throw new Error(other.message);
      expect(await discardInvoiceDraft(agentUser, other.value, db)).toEqual({
        ok: true,
        value: 'discarded',
      });

      const dep = await requestDeposit(
        agentUser,
        {
          matterId: m,
          purpose: 'advance_fees',
          description: 'Instalment 2',
          amountCents: 20_000,
          dueOn: sydneyDay(7),
        },
        db,
      );
      if (!dep.ok) throw new Error(dep.message);
      expect(await cancelDepositRequest(agentUser, dep.value, db)).toEqual({
        ok: true,
        value: 'cancelled',
      });
      expect(await cancelDepositRequest(agentUser, dep.value, db)).toMatchObject({
        ok: false,
        code: 'not_found',
      });

      // A client, or an agent at aal1, is refused in words.
      for (const who of [personOf(CLIENT), personOf(AGENT, { isAdmin: true, aal: 'aal1' })])
        expect(
          await createInvoiceDraft(who, { matterId: m, lines: [LINE], dueOn: sydneyDay(7) }, db),
        ).toMatchObject({
          ok: false,
          code: 'not_allowed',
        });
      // A bad line is the database's refusal, in words.
      expect(
        await createInvoiceDraft(
          agentUser,
          { matterId: m, lines: [{ ...LINE, gst: 'gst_free_export' }], dueOn: sydneyDay(7) },
          db,
        ),
      ).toEqual({
        ok: false,
        code: 'invoices_lines_shape',
        message: BILLING_RULES.invoices_lines_shape,
      });
    });

    test('the limits the database holds are lib/billing/constants.ts’s', async () => {
      const linesOk = (n: number) =>
        one<boolean>(
          db,
          sql`select private.invoice_lines_ok(${JSON.stringify(Array.from({ length: n }, () => LINE))}::jsonb) as v`,
        );
      expect([
        await linesOk(INVOICE_MAX_LINES),
        await linesOk(INVOICE_MAX_LINES + 1),
        await linesOk(0),
      ]).toEqual([true, false, false]);
      // A line's longest text and largest quantity: the invoice form's limits.
      const lineOk = (l: Record<string, unknown>) =>
        one<boolean>(
          db,
          sql`select private.invoice_lines_ok(${JSON.stringify([{ ...LINE, ...l }])}::jsonb) as v`,
        );
      const exempt = { gst: 'gst_free_export' };
      expect([
        await lineOk({ description: 'x'.repeat(INVOICE_LINE_TEXT_MAX) }),
        await lineOk({ description: 'x'.repeat(INVOICE_LINE_TEXT_MAX + 1) }),
        await lineOk({ ...exempt, gst_free_reason: 'x'.repeat(INVOICE_LINE_TEXT_MAX) }),
        await lineOk({ ...exempt, gst_free_reason: 'x'.repeat(INVOICE_LINE_TEXT_MAX + 1) }),
        await lineOk({ quantity: INVOICE_QUANTITY_MAX }),
        await lineOk({ quantity: INVOICE_QUANTITY_MAX + 1 }),
      ]).toEqual([true, false, true, false, true, false]);
      const def = await one<string>(
        db,
        sql`select pg_get_constraintdef(oid) as v from pg_constraint where conname = 'invoices_client_named_from_1000'`,
      );
      expect(def).toContain(`< ${CLIENT_NAME_REQUIRED_FROM_CENTS}`);
    });
  });

  describe('every refusal has words', () => {
    test('the codes the billing functions and checks refuse with are BILLING_RULES’ keys', async () => {
      const { rows: bodies } = await db.execute<{ src: string }>(sql`
        select p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'private'`);
      const raised = bodies.flatMap(({ src }) =>
        [
          ...src.matchAll(
            /constraint\s*=\s*'((?:invoices|deposit_requests|ledger|reconciliations)_\w+)'/g,
          ),
        ].map((x) => x[1]!),
      );
      const { rows: checks } = await db.execute<{ name: string }>(sql`
        select conname as name from pg_constraint
         where conrelid in ('public.invoices'::regclass, 'public.deposit_requests'::regclass,
                            'public.ledger_entries'::regclass, 'public.reconciliations'::regclass)
           and contype = 'c' and conname !~ '_check$'`);
      const codes = [
        ...new Set([...raised, ...checks.map((c) => c.name), 'ledger_entries_reverses_key']),
      ].sort();
      expect(codes).toEqual(Object.keys(BILLING_RULES).sort());
    });

    test('billingRefusal turns a refusal into its code and words', async () => {
      const m = await matter();
      const error = await entry(m, 'refund', 1).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(billingRefusal(error)).toEqual({
        ok: false,
        code: 'ledger_held_not_negative',
        message: BILLING_RULES.ledger_held_not_negative,
      });
    });
  });
}
