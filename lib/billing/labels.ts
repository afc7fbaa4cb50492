/**
 * The clients' account's words, as a client and an agent read them (browser-safe): one label per
 * value in ./constants.ts, and the BSB as a bank prints it.
 */
import type {
  DepositPurpose,
  DepositStatus,
  InvoiceStatus,
  LedgerKind,
  PaymentMethod,
} from './constants';

/** What an entry did to the money held for the client, in the client's words. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  receipt: 'Payment received',
  disbursement_paid: 'Paid on your behalf',
  transfer_to_office: 'Paid to us against an invoice',
  refund: 'Refunded to you',
  reversal: 'Correction',
};

export const DEPOSIT_PURPOSE_LABELS: Record<DepositPurpose, string> = {
  advance_fees: 'Fees in advance',
  disbursement: 'Costs we pay for you (such as the visa application charge)',
};

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  open: 'To pay',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  credited: 'Credited',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  payid: 'PayID',
  card: 'Card',
  other: 'Other',
};

/** "062000" → "062-000". */
export const formatBsb = (bsb: string) => bsb.replace(/^(\d{3})(\d{3})$/, '$1-$2');
