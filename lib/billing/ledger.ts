/**
 * The clients' account ledger as the agent reads it (/admin/billing/ledger) and exports it for the
 * accountant (CSV, through private.export_ledger, which audits the export). Reads run as the agent
 * (RLS: agents at aal2 read every entry). The filters are the page's query string; a value that
 * is not valid is dropped (the page says so) rather than failing the page.
 */
import 'server-only';
import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { toCsv } from '@/lib/admin/csv';
import { type Db, invoices, ledgerEntries, matters, profiles, reconciliations } from '@/lib/db';
import { LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS } from './labels';
import { LEDGER_KINDS, type LedgerKind, type PaymentMethod } from './constants';

const optional = <T extends z.ZodType>(t: T) => t.optional().catch(undefined);

/** The page's filters: each bad value is dropped on its own. */
export const ledgerFilterSchema = z.object({
  client: optional(z.uuid()),
  matter: optional(z.uuid()),
  kind: optional(z.enum(LEDGER_KINDS)),
  from: optional(z.iso.date()),
  to: optional(z.iso.date()),
});
export type LedgerFilters = z.output<typeof ledgerFilterSchema>;

/** The filters as the page's URL carries them (for the CSV link and paging). */
export function ledgerQuery(f: LedgerFilters): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

const scopeOf = (f: LedgerFilters) =>
  [
    f.client ? eq(ledgerEntries.clientId, f.client) : undefined,
    f.matter ? eq(ledgerEntries.matterId, f.matter) : undefined,
  ].filter(Boolean) as SQL[];

/** Rows shown on one page; the CSV has them all (up to the export function's limit). */
export const LEDGER_PAGE_ROWS = 500;

const actor = alias(profiles, 'actor');

/**
 * The entries matching the filters, oldest first, each with its client, matter, invoice number and
 * who recorded it; and, unless one kind is picked (then a balance means nothing), the balance held
 * after each entry, starting from what was held in that scope before `from`.
 */
export async function ledgerView(agent: CurrentUser, f: LedgerFilters, db?: Db) {
  const scope = scopeOf(f);
  const where = [
    ...scope,
    f.kind ? eq(ledgerEntries.kind, f.kind) : undefined,
    f.from ? gte(ledgerEntries.transactionDate, f.from) : undefined,
    f.to ? lte(ledgerEntries.transactionDate, f.to) : undefined,
  ].filter(Boolean) as SQL[];
  const [rows, opening] = await Promise.all([
    asUser(
      agent,
      (tx) =>
        tx
          .select({
            id: ledgerEntries.id,
            transactionDate: ledgerEntries.transactionDate,
            bankedOn: ledgerEntries.bankedOn,
            kind: ledgerEntries.kind,
            amount: ledgerEntries.amount,
            method: ledgerEntries.method,
            reference: ledgerEntries.reference,
            reason: ledgerEntries.reason,
            reverses: ledgerEntries.reverses,
            clientId: ledgerEntries.clientId,
            clientName: sql<string>`coalesce(${profiles.fullName}, ${profiles.email}, '')`,
            matterId: ledgerEntries.matterId,
            matterTitle: matters.title,
            invoiceId: ledgerEntries.invoiceId,
            invoiceNumber: invoices.number,
            recordedBy: sql<string>`coalesce(${actor.fullName}, ${actor.email}, '')`,
          })
          .from(ledgerEntries)
          .innerJoin(matters, eq(matters.id, ledgerEntries.matterId))
          .leftJoin(profiles, eq(profiles.id, ledgerEntries.clientId))
          .leftJoin(actor, eq(actor.id, ledgerEntries.actorId))
          .leftJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
          .where(and(...where))
          .orderBy(
            asc(ledgerEntries.transactionDate),
            asc(ledgerEntries.createdAt),
            asc(ledgerEntries.id),
          )
          .limit(LEDGER_PAGE_ROWS + 1),
      db,
    ),
    f.from && !f.kind
      ? asUser(
          agent,
          (tx) =>
            tx
              .select({
                cents: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(
                  Number,
                ),
              })
              .from(ledgerEntries)
              .where(and(...scope, lt(ledgerEntries.transactionDate, f.from!))),
          db,
        ).then((r) => r[0]?.cents ?? 0)
      : Promise.resolve(0),
  ]);
  const more = rows.length > LEDGER_PAGE_ROWS;
  const shown = rows.slice(0, LEDGER_PAGE_ROWS);
  let balance = opening;
  const entries = shown.map((r) => {
    balance += r.amount;
    return { ...r, balanceCents: f.kind ? null : balance };
  });
  return {
    openingCents: f.kind ? null : opening,
    entries,
    more,
    totalCents: shown.reduce((s, r) => s + r.amount, 0),
  };
}

const CSV_HEADER = [
  'Transaction date',
  'Recorded on',
  'Banked on',
  'Kind',
  'Amount (AUD)',
  'Method',
  'Reference',
  'Reason',
  'Client',
  'Client id',
  'Matter',
  'Matter id',
  'Invoice',
  'Reverses entry',
  'Entry id',
  'Recorded by',
];

type ExportRow = {
  id: string;
  transaction_date: string;
  entry_date: string;
  banked_on: string | null;
  kind: LedgerKind;
  amount: string | number;
  method: PaymentMethod | null;
  reference: string | null;
  reason: string | null;
  client_id: string;
  client_name: string | null;
  matter_id: string;
  matter_title: string;
  invoice_number: string | null;
  reverses: string | null;
  recorded_by: string | null;
};

/** Cents as dollars with two decimals and a minus sign, never a currency symbol (for a spreadsheet). */
const decimalDollars = (cents: number) => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export function ledgerToCsv(rows: readonly ExportRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.transaction_date,
      r.entry_date,
      r.banked_on,
      LEDGER_KIND_LABELS[r.kind],
      decimalDollars(Number(r.amount)),
      r.method ? PAYMENT_METHOD_LABELS[r.method] : '',
      r.reference,
      r.reason,
      r.client_name,
      r.client_id,
      r.matter_title,
      r.matter_id,
      r.invoice_number,
      r.reverses,
      r.id,
      r.recorded_by,
    ]),
  );
}

/** Every entry matching the filters, through the audited export function; the CSV text. */
export async function exportLedgerCsv(agent: CurrentUser, f: LedgerFilters, db?: Db) {
  const filters = JSON.stringify(Object.fromEntries(Object.entries(f).filter(([, v]) => v)));
  const rows = await asUser(
    agent,
    async (tx) =>
      // Dates as text: the driver would make a local-midnight Date of a calendar date.
      (
        await tx.execute<ExportRow>(sql`
          select id, transaction_date::text as transaction_date, entry_date::text as entry_date,
                 banked_on::text as banked_on, kind, amount::text as amount, method, reference,
                 reason, client_id, client_name, matter_id, matter_title, invoice_number, reverses,
                 recorded_by
            from private.export_ledger(${filters}::jsonb)`)
      ).rows,
    db,
  );
  return ledgerToCsv(rows);
}

/** What the ledger holds in all at the end of a day (the figure a bank statement must show). */
export async function ledgerBalanceOn(agent: CurrentUser, day: string, db?: Db) {
  const [row] = await asUser(
    agent,
    (tx) =>
      tx
        .select({
          cents: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
        })
        .from(ledgerEntries)
        .where(lte(ledgerEntries.transactionDate, day)),
    db,
  );
  return row?.cents ?? 0;
}

/** Past reconciliations, newest first, with who recorded each (agents only, RLS). */
export function reconciliationList(agent: CurrentUser, db?: Db) {
  return asUser(
    agent,
    (tx) =>
      tx
        .select({
          id: reconciliations.id,
          statementDate: reconciliations.statementDate,
          statementBalance: reconciliations.statementBalance,
          ledgerBalance: reconciliations.ledgerBalance,
          lockedThrough: reconciliations.lockedThrough,
          createdAt: reconciliations.createdAt,
          by: sql<string>`coalesce(${profiles.fullName}, ${profiles.email}, '')`,
        })
        .from(reconciliations)
        .leftJoin(profiles, eq(profiles.id, reconciliations.actorId))
        .orderBy(desc(reconciliations.lockedThrough))
        .limit(60),
    db,
  );
}
