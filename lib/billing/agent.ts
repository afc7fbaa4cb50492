/**
 * The agent's writes on the clients' account: each calls its `private` function through
 * asServerFor (the agent's verified claims, the server's role), where the database checks the
 * agent (aal2), holds the rules and audits the write (20261129170000_clients_account.sql). A
 * refusal comes back as its code and the words in ./messages.ts; anything else is rethrown.
 * The /admin/billing pages and their actions call these.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { AGENCY_TAX } from '@/lib/config/billing';
import { siteConfig } from '@/lib/config/site';
import type { Db, Tx } from '@/lib/db';
import { pgCode, pgConstraint } from '@/lib/db/errors';
import type { DepositPurpose, LedgerKind, PaymentMethod } from './constants';
import type { InvoiceLine } from './money';
import {
  BILLING_NOT_ALLOWED,
  BILLING_RULE_FALLBACK,
  BILLING_RULES,
  type BillingRule,
  isBillingRule,
} from './messages';

export type BillingResult<T = string> =
  | { ok: true; value: T }
  | { ok: false; code: BillingRule | 'not_allowed' | 'not_found' | 'refused'; message: string };

/** A database refusal as its code and words; undefined for a failure that is not a refusal. */
export function billingRefusal(error: unknown): Extract<BillingResult, { ok: false }> | undefined {
  const code = pgCode(error);
  const constraint = pgConstraint(error);
  if (code === '23514' || code === '23505') {
    if (isBillingRule(constraint))
      return { ok: false, code: constraint, message: BILLING_RULES[constraint] };
    return { ok: false, code: 'refused', message: BILLING_RULE_FALLBACK };
  }
  if (code === '42501') return { ok: false, code: 'not_allowed', message: BILLING_NOT_ALLOWED };
  if (code === 'P0002') return { ok: false, code: 'not_found', message: 'That was not found.' };
  return undefined;
}

/** Runs one private function for the agent; its single value, or the refusal. */
async function call<T>(
  agent: CurrentUser,
  query: ReturnType<typeof sql>,
  db?: Db,
): Promise<BillingResult<T>> {
  try {
    const value = await asServerFor(
      agent,
      async (tx: Tx) => (await tx.execute<{ v: T }>(query)).rows[0]?.v as T,
      db,
    );
    return { ok: true, value };
  } catch (error) {
    const refusal = billingRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** A result the function reports as a word ('not_draft', 'not_open'…) instead of a refusal. */
function expectWord<T extends string>(
  result: BillingResult<string>,
  wanted: T,
  missing: string,
): BillingResult<T> {
  if (!result.ok) return result;
  return result.value === wanted
    ? { ok: true, value: wanted }
    : { ok: false, code: 'not_found', message: missing };
}

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

export interface InvoiceDraftInput {
  matterId: string;
  lines: InvoiceLine[];
  dueOn: string;
}

/** A draft invoice for the matter (its engagement and client follow from the matter). */
export const createInvoiceDraft = (agent: CurrentUser, input: InvoiceDraftInput, db?: Db) =>
  call<string>(
    agent,
    sql`select private.create_invoice_draft(${input.matterId}, ${json(input.lines)}, ${input.dueOn}::date) as v`,
    db,
  );

export interface CreditNoteInput {
  invoiceId: string;
  matterId: string;
  /** Negative unit prices. */
  lines: InvoiceLine[];
  reason: string;
  dueOn: string;
}

/** A draft credit note against an issued invoice; issue it with issueInvoice. */
export const createCreditNoteDraft = (agent: CurrentUser, input: CreditNoteInput, db?: Db) =>
  call<string>(
    agent,
    sql`select private.create_invoice_draft(${input.matterId}, ${json(input.lines)}, ${input.dueOn}::date,
      ${input.invoiceId}::uuid, ${input.reason}) as v`,
    db,
  );

export const updateInvoiceDraft = async (
  agent: CurrentUser,
  input: InvoiceDraftInput & { invoiceId: string },
  db?: Db,
) =>
  expectWord(
    await call<string>(
      agent,
      sql`select private.update_invoice_draft(${input.invoiceId}, ${json(input.lines)}, ${input.dueOn}::date) as v`,
      db,
    ),
    'updated',
    'That invoice is no longer a draft.',
  );

export const discardInvoiceDraft = async (agent: CurrentUser, invoiceId: string, db?: Db) =>
  expectWord(
    await call<string>(agent, sql`select private.discard_invoice_draft(${invoiceId}) as v`, db),
    'discarded',
    'That invoice is no longer a draft.',
  );

/** The agency's facts a tax invoice shows, from configuration (never typed by the agent). */
export const agencyInvoiceFacts = () => ({
  agency_name: AGENCY_TAX.legalName,
  agency_abn: AGENCY_TAX.abn,
  agency_marn: siteConfig.marn.number,
});

/**
 * Issues a draft: the database gives it the next number of the year and today's date, and keeps
 * the agency's facts and the client's name and address as they are now. The number, or a refusal.
 */
export async function issueInvoice(
  agent: CurrentUser,
  input: { invoiceId: string; clientName?: string; clientAddress?: string },
  db?: Db,
): Promise<BillingResult<string>> {
  const facts = {
    ...agencyInvoiceFacts(),
    client_name: input.clientName ?? null,
    client_address: input.clientAddress ?? null,
  };
  const r = await call<string | null>(
    agent,
    sql`select private.issue_invoice(${input.invoiceId}, ${json(facts)}) as v`,
    db,
  );
  if (!r.ok) return r;
  return r.value
    ? { ok: true, value: r.value }
    : { ok: false, code: 'not_found', message: 'That invoice is no longer a draft.' };
}

export const recordInvoicePdf = async (
  agent: CurrentUser,
  input: { invoiceId: string; path: string },
  db?: Db,
) =>
  expectWord(
    await call<string>(
      agent,
      sql`select private.record_invoice_pdf(${input.invoiceId}, ${input.path}) as v`,
      db,
    ),
    'stored',
    'That invoice has its PDF already, or is a draft.',
  );

export interface LedgerEntryInput {
  matterId: string;
  kind: Exclude<LedgerKind, 'reversal'>;
  /** The money moved, in cents (positive); the database gives it its sign. */
  amountCents: number;
  transactionDate: string;
  method?: PaymentMethod | null;
  reference?: string | null;
  bankedOn?: string | null;
  /** Required for a transfer to the office. */
  invoiceId?: string | null;
  /** A receipt paying a deposit request. */
  depositRequestId?: string | null;
  reason?: string | null;
}

/** A receipt, disbursement paid, transfer to the office or refund. The entry's id. */
export const recordLedgerEntry = (agent: CurrentUser, input: LedgerEntryInput, db?: Db) =>
  call<string>(
    agent,
    sql`select private.record_ledger_entry(${input.matterId}, ${input.kind}, ${input.amountCents}::bigint,
      ${input.transactionDate}::date, ${input.method ?? null}, ${input.reference ?? null},
      ${input.bankedOn ?? null}::date, ${input.invoiceId ?? null}::uuid,
      ${input.depositRequestId ?? null}::uuid, ${input.reason ?? null}) as v`,
    db,
  );

/** Reverses an entry (a new entry with the opposite amount and the reason). Its id. */
export const reverseLedgerEntry = (
  agent: CurrentUser,
  input: { entryId: string; reason: string; transactionDate: string },
  db?: Db,
) =>
  call<string>(
    agent,
    sql`select private.reverse_ledger_entry(${input.entryId}, ${input.reason}, ${input.transactionDate}::date) as v`,
    db,
  );

export interface DepositRequestInput {
  matterId: string;
  purpose: DepositPurpose;
  description: string;
  amountCents: number;
  dueOn: string;
}

/** Asks the client to pay into the clients' account; the request's id (its reference is made). */
export const requestDeposit = (agent: CurrentUser, input: DepositRequestInput, db?: Db) =>
  call<string>(
    agent,
    sql`select private.create_deposit_request(${input.matterId}, ${input.purpose}, ${input.description},
      ${input.amountCents}::bigint, ${input.dueOn}::date) as v`,
    db,
  );

export const cancelDepositRequest = async (agent: CurrentUser, id: string, db?: Db) =>
  expectWord(
    await call<string>(agent, sql`select private.cancel_deposit_request(${id}) as v`, db),
    'cancelled',
    'That deposit request is no longer open.',
  );

/** The bank statement's balance on a date; when the ledger agrees, the period is locked. */
export const reconcile = (
  agent: CurrentUser,
  input: { statementDate: string; statementBalanceCents: number },
  db?: Db,
) =>
  call<string>(
    agent,
    sql`select private.reconcile_clients_account(${input.statementDate}::date,
      ${input.statementBalanceCents}::bigint) as v`,
    db,
  );
