/**
 * Money as the database counts it: integer cents in AUD, GST 10% of each taxable line rounded
 * half away from zero per line (private.line_gst_cents), and the invoice's totals as the sum of
 * its lines. Pure and browser-safe: the invoice form shows the same totals the database stores
 * (tests/unit/billing-money.test.ts; tests/rls/billing-rules-cases.ts compares with the database).
 * Amounts are written and read with formatAud/parseAud (lib/engagements/fees.ts), as offers are.
 */
import { GST_RATE_PERCENT, type GstTreatment } from './constants';

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Price of one unit in cents, GST exclusive; negative on a credit note. */
  unit_cents: number;
  gst: GstTreatment;
  /** Why the line is GST-free (required when gst is 'gst_free_export'). */
  gst_free_reason?: string;
}

export interface InvoiceTotals {
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

/** n / d rounded half away from zero, in integers (no floating point). */
function divideRounded(n: number, d: number): number {
  const q = Math.floor((Math.abs(n) * 2 + d) / (2 * d));
  return n < 0 ? -q : q;
}

export const lineAmountCents = (line: Pick<InvoiceLine, 'quantity' | 'unit_cents'>) =>
  line.quantity * line.unit_cents;

export const lineGstCents = (line: Pick<InvoiceLine, 'quantity' | 'unit_cents' | 'gst'>) =>
  line.gst === 'taxable' ? divideRounded(lineAmountCents(line) * GST_RATE_PERCENT, 100) : 0;

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  let subtotalCents = 0;
  let gstCents = 0;
  for (const line of lines) {
    subtotalCents += lineAmountCents(line);
    gstCents += lineGstCents(line);
  }
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}
