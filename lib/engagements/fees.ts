/**
 * Fee arithmetic for an engagement offer, in whole AUD cents (never floats of dollars).
 *
 * GST is 10% and is worked out PER LINE, each line's GST rounded to the nearest cent (half a cent
 * rounds up), and the totals are the sums of the lines. Why per line: the client sees each fee
 * line with its GST, and the figures on the page, in the PDF and later on the invoice then add up
 * exactly; rounding once on the total can leave the shown lines a cent away from the shown total.
 * The difference between the two methods is at most half a cent per line.
 *
 * `gstApplies` is chosen per offer: professional services given to a client who is outside
 * Australia can be GST-free (an export of services), so the agent may switch GST off for such a
 * client. Whether a supply is GST-free is the agency's tax decision; the form says so beside the
 * switch and the offer says which way it was made.
 *
 * Government charges and other disbursements are kept apart: they are estimates the client pays
 * to the government, carry no GST here and are never added into the professional fee total.
 */
import type { MoneyItem } from './constants';

export const GST_RATE_PERCENT = 10;

export interface FeeLine extends MoneyItem {
  gst_cents: number;
  total_cents: number;
}

export interface FeeTotals {
  lines: FeeLine[];
  /** Professional fees before GST. */
  subtotalCents: number;
  gstCents: number;
  /** Professional fees including GST: what the client pays the agency. */
  totalCents: number;
  /** Estimated government charges and other disbursements, paid by the client, shown apart. */
  disbursementsCents: number;
}

function wholeCents(value: number, label: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label}: amounts are whole, non-negative cents (got ${value})`);
  return value;
}

/** GST on one line, in cents: 10%, half a cent and more rounds up. */
export function gstOn(amountCents: number): number {
  return Math.floor((wholeCents(amountCents, 'gstOn') * GST_RATE_PERCENT + 50) / 100);
}

export function feeTotals(
  feeItems: readonly MoneyItem[],
  gstApplies: boolean,
  disbursements: readonly MoneyItem[] = [],
): FeeTotals {
  const lines = feeItems.map((item) => {
    const amount = wholeCents(item.amount_cents, item.label);
    const gst = gstApplies ? gstOn(amount) : 0;
    return { ...item, gst_cents: gst, total_cents: amount + gst };
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    lines,
    subtotalCents: sum(lines.map((l) => l.amount_cents)),
    gstCents: sum(lines.map((l) => l.gst_cents)),
    totalCents: sum(lines.map((l) => l.total_cents)),
    disbursementsCents: sum(disbursements.map((d) => wholeCents(d.amount_cents, d.label))),
  };
}

/**
 * The professional fee total minus what the instalments schedule, in cents: 0 when they agree,
 * more than 0 when part is not yet scheduled, less than 0 when they ask for more than the total.
 * An offer that lists instalments is sent only when this is 0; the database checks the same sum
 * (private.engagement_instalment_gap, compared in tests/rls/offer-instalments-cases.ts).
 */
export function instalmentGapCents(
  feeItems: readonly MoneyItem[],
  gstApplies: boolean,
  instalments: readonly MoneyItem[],
): number {
  const scheduled = instalments.reduce((a, p) => a + wholeCents(p.amount_cents, p.label), 0);
  return feeTotals(feeItems, gstApplies).totalCents - scheduled;
}

/** What the form says beside the instalments when they do not add up; null when they do. */
export function instalmentGapMessage(
  feeItems: readonly MoneyItem[],
  gstApplies: boolean,
  instalments: readonly MoneyItem[],
): string | null {
  if (instalments.length === 0) return null;
  const gap = instalmentGapCents(feeItems, gstApplies, instalments);
  if (gap === 0) return null;
  const total = feeTotals(feeItems, gstApplies).totalCents;
  const scheduled = `Instalments add up to ${formatAud(total - gap)}; the total is ${formatAud(total)}`;
  return gap > 0
    ? `${scheduled} — ${formatAud(gap)} is not yet scheduled. Add it, or an instalment such as "balance payable on visa grant".`
    : `${scheduled} — they ask for ${formatAud(-gap)} more than the total.`;
}

/** "$3,300.00" (AUD, always two decimals). */
export function formatAud(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-AU');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** "3300.50" or "3300" typed by an agent -> cents; null when it is not a money amount. */
export function parseAud(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
