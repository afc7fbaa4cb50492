/**
 * The clients' account's value lists, in one place (browser-safe). Each is also a check in
 * supabase/migrations/20261129170000_clients_account.sql; tests/rls/catalogue-cases.ts compares
 * the two on both engines.
 */
export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'part_paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice line's GST: taxable (10%) or GST-free as an export of services, with its reason. */
export const GST_TREATMENTS = ['taxable', 'gst_free_export'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];

export const LEDGER_KINDS = [
  'receipt',
  'disbursement_paid',
  'transfer_to_office',
  'refund',
  'reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'payid', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEPOSIT_PURPOSES = ['advance_fees', 'disbursement'] as const;
export type DepositPurpose = (typeof DEPOSIT_PURPOSES)[number];

export const DEPOSIT_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** One rate for offers and invoices. */
export { GST_RATE_PERCENT } from '@/lib/engagements/fees';
/** A tax invoice of this total or more must name the client (cents; the database's too). */
export const CLIENT_NAME_REQUIRED_FROM_CENTS = 100_000;
/** The longest line description and GST-free reason, and the largest quantity (the database's too). */
export const INVOICE_LINE_TEXT_MAX = 300;
export const INVOICE_QUANTITY_MAX = 9999;
/** Lines on one invoice (the database's limit too). */
export const INVOICE_MAX_LINES = 50;
