/**
 * Drizzle mirror of the clients' account: invoices, deposit_requests, ledger_entries and
 * reconciliations (20261129170000_clients_account.sql). Nobody writes these tables directly:
 * agents write through the `private` functions lib/billing/agent.ts calls.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DEPOSIT_PURPOSES,
  DEPOSIT_STATUSES,
  INVOICE_STATUSES,
  LEDGER_KINDS,
  PAYMENT_METHODS,
} from '@/lib/billing/constants';
import type { InvoiceLine } from '@/lib/billing/money';

const cents = (name: string) => bigint(name, { mode: 'number' });

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  matterId: uuid('matter_id').notNull(),
  engagementId: uuid('engagement_id').notNull(),
  creditsInvoiceId: uuid('credits_invoice_id'),
  creditReason: text('credit_reason'),
  number: text('number'),
  numberYear: integer('number_year'),
  numberSeq: integer('number_seq'),
  status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  subtotalCents: cents('subtotal_cents').notNull().default(0),
  gstCents: cents('gst_cents').notNull().default(0),
  totalCents: cents('total_cents').notNull().default(0),
  issuedOn: date('issued_on'),
  dueOn: date('due_on'),
  agencyName: text('agency_name'),
  agencyAbn: text('agency_abn'),
  agencyMarn: text('agency_marn'),
  clientName: text('client_name'),
  clientAddress: text('client_address'),
  pdfPath: text('pdf_path'),
  createdBy: uuid('created_by'),
  issuedBy: uuid('issued_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const depositRequests = pgTable('deposit_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  matterId: uuid('matter_id').notNull(),
  purpose: text('purpose', { enum: DEPOSIT_PURPOSES }).notNull(),
  description: text('description').notNull(),
  reference: text('reference').notNull(),
  amount: cents('amount').notNull(),
  dueOn: date('due_on').notNull(),
  status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('open'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  matterId: uuid('matter_id').notNull(),
  kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
  /** The change to the money held, in cents: receipts positive, money paid out negative. */
  amount: cents('amount').notNull(),
  entryDate: date('entry_date')
    .notNull()
    .default(sql`private.sydney_today()`),
  transactionDate: date('transaction_date').notNull(),
  bankedOn: date('banked_on'),
  method: text('method', { enum: PAYMENT_METHODS }),
  reference: text('reference'),
  invoiceId: uuid('invoice_id'),
  depositRequestId: uuid('deposit_request_id'),
  reverses: uuid('reverses'),
  reason: text('reason'),
  actorId: uuid('actor_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reconciliations = pgTable('reconciliations', {
  id: uuid('id').primaryKey().defaultRandom(),
  statementDate: date('statement_date').notNull(),
  statementBalance: cents('statement_balance').notNull(),
  ledgerBalance: cents('ledger_balance').notNull(),
  lockedThrough: date('locked_through').notNull(),
  actorId: uuid('actor_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InvoiceRow = typeof invoices.$inferSelect;
export type DepositRequestRow = typeof depositRequests.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type ReconciliationRow = typeof reconciliations.$inferSelect;
