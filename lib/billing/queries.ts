/**
 * Reads of the clients' account, run as the person (asUser), so RLS decides: a client sees their
 * own entries, issued invoices and deposit requests (never a draft, never a reconciliation); an
 * agent at aal2 sees everything. What is held is derived from the entries (their sum), the same
 * sum the database's rules use (private.matter_held_cents). `db` is for tests.
 */
import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { CLIENTS_ACCOUNT } from '@/lib/config/billing';
import {
  type Db,
  depositRequests,
  engagements,
  invoices,
  ledgerEntries,
  matters,
  profiles,
  reconciliations,
} from '@/lib/db';
import type { LedgerKind } from './constants';

const held = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number);

export interface HeldBalance {
  clientId: string;
  matterId: string;
  matterTitle: string;
  heldCents: number;
}

/**
 * Money held per client and matter (matters with entries only), largest first. A client gets
 * their own; an agent everyone's, or one client's with `clientId`.
 */
export function heldBalances(
  user: CurrentUser,
  filter: { clientId?: string; matterId?: string } = {},
  db?: Db,
): Promise<HeldBalance[]> {
  const where = [
    filter.clientId ? eq(ledgerEntries.clientId, filter.clientId) : undefined,
    filter.matterId ? eq(ledgerEntries.matterId, filter.matterId) : undefined,
  ].filter(Boolean) as SQL[];
  return asUser(
    user,
    (tx) =>
      tx
        .select({
          clientId: ledgerEntries.clientId,
          matterId: ledgerEntries.matterId,
          matterTitle: matters.title,
          heldCents: held,
        })
        .from(ledgerEntries)
        .innerJoin(matters, eq(matters.id, ledgerEntries.matterId))
        .where(and(...where))
        .groupBy(ledgerEntries.clientId, ledgerEntries.matterId, matters.title)
        .orderBy(desc(held)),
    db,
  );
}

export interface LedgerFilter {
  clientId?: string;
  matterId?: string;
  kind?: LedgerKind;
  /** Transaction dates, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** The ledger's entries, oldest first (the order a statement and the CSV export read them). */
export function ledger(user: CurrentUser, filter: LedgerFilter = {}, db?: Db) {
  const where = [
    filter.clientId ? eq(ledgerEntries.clientId, filter.clientId) : undefined,
    filter.matterId ? eq(ledgerEntries.matterId, filter.matterId) : undefined,
    filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
    filter.from ? gte(ledgerEntries.transactionDate, filter.from) : undefined,
    filter.to ? lte(ledgerEntries.transactionDate, filter.to) : undefined,
  ].filter(Boolean) as SQL[];
  return asUser(
    user,
    (tx) =>
      tx
        .select()
        .from(ledgerEntries)
        .where(and(...where))
        .orderBy(asc(ledgerEntries.transactionDate), asc(ledgerEntries.createdAt)),
    db,
  );
}

export interface Statement {
  from: string;
  to: string;
  openingCents: number;
  closingCents: number;
  entries: Awaited<ReturnType<typeof ledger>>;
}

/**
 * A statement of a client's account for a period (optionally one matter): the balance held before
 * `from`, each entry in the period, and the balance at `to`.
 */
export async function statement(
  user: CurrentUser,
  input: { clientId: string; matterId?: string; from: string; to: string },
  db?: Db,
): Promise<Statement> {
  const scope = [
    eq(ledgerEntries.clientId, input.clientId),
    input.matterId ? eq(ledgerEntries.matterId, input.matterId) : undefined,
  ].filter(Boolean) as SQL[];
  const [opening] = await asUser(
    user,
    (tx) =>
      tx
        .select({ cents: held })
        .from(ledgerEntries)
        .where(and(...scope, lt(ledgerEntries.transactionDate, input.from))),
    db,
  );
  const entries = await ledger(
    user,
    { clientId: input.clientId, matterId: input.matterId, from: input.from, to: input.to },
    db,
  );
  const openingCents = opening?.cents ?? 0;
  return {
    from: input.from,
    to: input.to,
    openingCents,
    closingCents: entries.reduce((sum, e) => sum + e.amount, openingCents),
    entries,
  };
}

/** Invoices and credit notes, newest first; a client sees only issued ones (RLS). */
export function invoiceList(
  user: CurrentUser,
  filter: { clientId?: string; matterId?: string; unpaidOnly?: boolean; draftsOnly?: boolean } = {},
  db?: Db,
) {
  const where = [
    filter.clientId ? eq(invoices.clientId, filter.clientId) : undefined,
    filter.matterId ? eq(invoices.matterId, filter.matterId) : undefined,
    // A credit note is never "unpaid": it lowers what its invoice owes.
    filter.unpaidOnly
      ? and(inArray(invoices.status, ['issued', 'part_paid']), isNull(invoices.creditsInvoiceId))
      : undefined,
    filter.draftsOnly ? eq(invoices.status, 'draft') : undefined,
  ].filter(Boolean) as SQL[];
  return asUser(
    user,
    (tx) =>
      tx
        .select({
          id: invoices.id,
          clientId: invoices.clientId,
          clientName: sql<string>`coalesce(${invoices.clientName}, ${profiles.fullName}, ${profiles.email}, '')`,
          matterId: invoices.matterId,
          number: invoices.number,
          status: invoices.status,
          creditsInvoiceId: invoices.creditsInvoiceId,
          totalCents: invoices.totalCents,
          issuedOn: invoices.issuedOn,
          dueOn: invoices.dueOn,
          pdfPath: invoices.pdfPath,
        })
        .from(invoices)
        .leftJoin(profiles, eq(profiles.id, invoices.clientId))
        .where(and(...where))
        .orderBy(desc(invoices.createdAt)),
    db,
  );
}

/** The outer row's id in a correlated subquery (a bare "id" would name the subquery's own). */
const outerId = sql`"invoices"."id"`;

/** One invoice with what it still owes; undefined when the person may not read it. */
export async function invoiceById(user: CurrentUser, id: string, db?: Db) {
  const [row] = await asUser(
    user,
    (tx) =>
      tx
        .select({
          invoice: invoices,
          paidCents: sql<number>`coalesce((select -sum(e.amount) from public.ledger_entries e
              where e.invoice_id = ${outerId}), 0)::bigint`.mapWith(Number),
          creditedCents: sql<number>`coalesce((select -sum(c.total_cents) from public.invoices c
              where c.credits_invoice_id = ${outerId} and c.status <> 'draft'), 0)::bigint`.mapWith(
            Number,
          ),
        })
        .from(invoices)
        .where(eq(invoices.id, id)),
    db,
  );
  if (!row) return undefined;
  return {
    ...row.invoice,
    paidCents: row.paidCents,
    creditedCents: row.creditedCents,
    owedCents: row.invoice.totalCents - row.paidCents - row.creditedCents,
  };
}

/**
 * Deposit requests, soonest due first, with where to pay: the clients' account from configuration
 * and the request's own reference (the client writes it on the transfer).
 */
export async function depositRequestList(
  user: CurrentUser,
  filter: { clientId?: string; matterId?: string; openOnly?: boolean } = {},
  db?: Db,
) {
  const where = [
    filter.clientId ? eq(depositRequests.clientId, filter.clientId) : undefined,
    filter.matterId ? eq(depositRequests.matterId, filter.matterId) : undefined,
    filter.openOnly ? eq(depositRequests.status, 'open') : undefined,
  ].filter(Boolean) as SQL[];
  const rows = await asUser(
    user,
    (tx) =>
      tx
        .select()
        .from(depositRequests)
        .where(and(...where))
        .orderBy(asc(depositRequests.dueOn)),
    db,
  );
  return rows.map((r) => ({ ...r, payTo: CLIENTS_ACCOUNT }));
}

/** The last reconciliation (agents only: a client reads none). */
export async function lastReconciliation(agent: CurrentUser, db?: Db) {
  const [row] = await asUser(
    agent,
    (tx) => tx.select().from(reconciliations).orderBy(desc(reconciliations.lockedThrough)).limit(1),
    db,
  );
  return row;
}

/**
 * An issued invoice or credit note with what its PDF prints (lib/billing/invoice-pdf.ts), read as
 * the person: a client gets their own issued ones, an agent any; a draft has no PDF.
 */
export async function invoiceForPdf(user: CurrentUser, id: string, db?: Db) {
  const inv = await invoiceById(user, id, db);
  if (!inv || inv.status === 'draft' || !inv.number || !inv.issuedOn) return undefined;
  const [extra] = await asUser(
    user,
    (tx) =>
      tx
        .select({
          matterTitle: matters.title,
          creditsNumber: sql<
            string | null
          >`(select c.number from public.invoices c where c.id = ${inv.creditsInvoiceId})`,
        })
        .from(matters)
        .where(eq(matters.id, inv.matterId)),
    db,
  );
  return {
    ...inv,
    matterTitle: extra?.matterTitle ?? '',
    creditsNumber: extra?.creditsNumber ?? null,
  };
}

/**
 * What a new invoice for a matter starts from (agents): the matter, its client's name and postal
 * address, and the accepted engagement's fee items, payment instalments and GST decision.
 */
export async function invoiceDraftDefaults(agent: CurrentUser, matterId: string, db?: Db) {
  const [row] = await asUser(
    agent,
    (tx) =>
      tx
        .select({
          matterId: matters.id,
          title: matters.title,
          stage: matters.stage,
          clientId: matters.clientId,
          clientName: profiles.fullName,
          clientEmail: profiles.email,
          postalAddress: profiles.postalAddress,
          feeItems: engagements.feeItems,
          paymentTerms: engagements.paymentTerms,
          gstApplies: engagements.gstApplies,
        })
        .from(matters)
        .innerJoin(engagements, eq(engagements.id, matters.engagementId))
        .leftJoin(profiles, eq(profiles.id, matters.clientId))
        .where(eq(matters.id, matterId)),
    db,
  );
  return row;
}

/** The stages by which the agreement's main work (preparing and lodging) is done. */
const WORK_DONE_STAGES = ['lodged', 'info_requested', 'decided'] as const;

/**
 * Completed work not yet invoiced (agents): matters lodged or decided whose issued invoices (less
 * credit notes, before GST) are below the agreement's professional fees (before GST).
 */
export async function unbilledWork(agent: CurrentUser, db?: Db) {
  const rows = await asUser(
    agent,
    async (tx) =>
      (
        await tx.execute<{
          matter_id: string;
          title: string;
          stage: string;
          fees: string;
          invoiced: string;
        }>(sql`
          select m.id as matter_id, m.title, m.stage,
                 (select coalesce(sum((f ->> 'amount_cents')::bigint), 0)
                    from jsonb_array_elements(e.fee_items) f)::text as fees,
                 (select coalesce(sum(i.subtotal_cents), 0) from public.invoices i
                   where i.matter_id = m.id and i.status <> 'draft')::text as invoiced
            from public.matters m
            join public.engagements e on e.id = m.engagement_id
           where m.stage in (${sql.join(
             WORK_DONE_STAGES.map((s) => sql`${s}`),
             sql`, `,
           )})
           order by m.last_action_at desc
           limit 200`)
      ).rows,
    db,
  );
  return rows
    .map((r) => ({
      matterId: r.matter_id,
      title: r.title,
      stage: r.stage,
      feesCents: Number(r.fees),
      invoicedCents: Number(r.invoiced),
    }))
    .filter((r) => r.invoicedCents < r.feesCents);
}
