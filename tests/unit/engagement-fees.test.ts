/** Fee arithmetic for engagement offers (lib/engagements/fees.ts): GST per line, to the cent. */
import { feeTotals, formatAud, gstOn, parseAud } from '@/lib/engagements/fees';

const item = (amount_cents: number, label = 'Fee') => ({ label, amount_cents });

describe('feeTotals', () => {
  test.each([
    // name, fee lines (cents), GST?, disbursements, subtotal, gst, total, disbursements total
    ['a 0-fee offer', [0], true, [], 0, 0, 0, 0],
    ['no lines at all', [], true, [], 0, 0, 0, 0],
    ['one round line', [330000], true, [], 330000, 33000, 363000, 0],
    ['GST off (client outside Australia)', [330000], false, [], 330000, 0, 330000, 0],
    ['half a cent rounds up: $0.05 -> GST $0.01', [5], true, [], 5, 1, 6, 0],
    ['under half a cent rounds down: $0.04 -> GST $0.00', [4], true, [], 4, 0, 4, 0],
    ['$0.15 -> GST $0.02 (1.5 cents up)', [15], true, [], 15, 2, 17, 0],
    // Per line: 3 x $0.05 gives 3 x 1 cent = 3 cents; on the total it would be 1.5 -> 2 cents.
    ['rounded per line, not on the total', [5, 5, 5], true, [], 15, 3, 18, 0],
    ['$1,234.56 + $99.99', [123456, 9999], true, [], 133455, 13346, 146801, 0],
    [
      'disbursements stay apart from the fees',
      [250000],
      true,
      [475000, 40000],
      250000,
      25000,
      275000,
      515000,
    ],
  ])('%s', (_name, fees, gst, disb, subtotal, gstCents, total, disbTotal) => {
    const t = feeTotals(
      (fees as number[]).map((c) => item(c)),
      gst as boolean,
      (disb as number[]).map((c) => item(c, 'Visa application charge')),
    );
    expect(t.subtotalCents).toBe(subtotal);
    expect(t.gstCents).toBe(gstCents);
    expect(t.totalCents).toBe(total);
    expect(t.disbursementsCents).toBe(disbTotal);
    // The shown lines always add up to the shown totals.
    expect(t.lines.reduce((a, l) => a + l.total_cents, 0)).toBe(t.totalCents);
    expect(t.lines.reduce((a, l) => a + l.gst_cents, 0)).toBe(t.gstCents);
  });

  test.each([[-1], [0.5], [Number.NaN], [2 ** 60]])('refuses %p cents', (bad) => {
    expect(() => feeTotals([item(bad)], true)).toThrow(RangeError);
    expect(() => gstOn(bad)).toThrow(RangeError);
  });
});

describe('money text', () => {
  test.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [363000, '$3,630.00'],
    [123456789, '$1,234,567.89'],
  ])('formatAud(%p) = %p', (cents, text) => expect(formatAud(cents)).toBe(text));

  test.each([
    ['3300', 330000],
    ['3,300.5', 330050],
    ['$0', 0],
    ['0.05', 5],
    ['', null],
    ['-1', null],
    ['1.234', null],
    ['abc', null],
  ])('parseAud(%p) = %p', (text, cents) => expect(parseAud(text)).toBe(cents));
});
