/**
 * Money in the clients' account (lib/billing/money.ts): integer cents, GST 10% of each taxable
 * line rounded half away from zero per line, GST-free lines none. The database computes the same
 * (tests/rls/billing-rules-cases.ts compares the two on both engines).
 */
import { invoiceTotals, lineGstCents } from '@/lib/billing/money';
// The one AUD formatter and parser (lib/engagements/fees.ts), held to what billing needs.
import { formatAud as formatCents, parseAud as parseDollars } from '@/lib/engagements/fees';

const taxable = (quantity: number, unit_cents: number) => ({
  description: 'Service',
  quantity,
  unit_cents,
  gst: 'taxable' as const,
});

describe('GST per line', () => {
  test.each([
    [1, 5, 1], // 0.5 cents rounds up
    [1, 4, 0],
    [1, 15, 2], // 1.5 rounds up
    [1, 14, 1],
    [3, 33, 10], // 9.9 → 10
    [1, 100_000, 10_000],
    [1, -5, -1], // a credit note rounds away from zero too
    [1, -15, -2],
    [2, -33, -7], // -6.6 → -7
  ])('%i × %i cents: %i cents GST', (quantity, unit, gst) => {
    expect(lineGstCents(taxable(quantity, unit))).toBe(gst);
  });

  test('a GST-free (export) line has none', () => {
    expect(lineGstCents({ quantity: 1, unit_cents: 100_000, gst: 'gst_free_export' })).toBe(0);
  });

  test('the invoice’s GST is the sum of its lines’ rounded GST, not 10% of the sum', () => {
    const lines = [taxable(1, 5), taxable(1, 5), taxable(1, 5)];
    // 3 × round(0.5) = 3, where round(1.5) on the sum would give 2.
    expect(invoiceTotals(lines)).toEqual({ subtotalCents: 15, gstCents: 3, totalCents: 18 });
    expect(
      invoiceTotals([
        taxable(2, 150_000),
        {
          description: 'Advice to a client overseas',
          quantity: 1,
          unit_cents: 50_000,
          gst: 'gst_free_export',
          gst_free_reason: 'Client outside Australia',
        },
      ]),
    ).toEqual({ subtotalCents: 350_000, gstCents: 30_000, totalCents: 380_000 });
  });
});

describe('dollars and cents', () => {
  test('formats cents as Australian dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
  });

  test.each([
    ['1,234.56', 123_456],
    ['$12', 1_200],
    ['0.5', 50],
    ['  7.05 ', 705],
    ['1.234', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('%s → %s cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });
});
