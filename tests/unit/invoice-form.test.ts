/**
 * The invoice and credit note forms' rows (lib/billing/schemas.ts, named by
 * lib/billing/invoice-lines.ts): empty rows are skipped, each complaint is keyed by its own box,
 * a GST-free line needs its reason, prices are dollars to cents, and a credit note's are negative.
 */
import { lineField } from '@/lib/billing/invoice-lines';
import { creditNoteSchema, invoiceDraftSchema } from '@/lib/billing/schemas';
import { fieldErrors } from '@/lib/forms/field-errors';

const MATTER = '6f1c1d2e-0000-4000-8000-000000000001';
const INVOICE = '6f1c1d2e-0000-4000-8000-000000000002';
const row = (
  i: number,
  r: Partial<Record<'description' | 'quantity' | 'price' | 'gst' | 'reason', string>>,
) => Object.fromEntries(Object.entries(r).map(([k, v]) => [lineField(i, k as 'price'), v]));

test('rows become lines in cents; empty rows are skipped', () => {
  const r = invoiceDraftSchema.safeParse({
    matterId: MATTER,
    dueOn: '2026-12-13',
    ...row(0, { description: 'Preparing', quantity: '1', price: '2,200.00', gst: 'taxable' }),
    ...row(1, { description: '', quantity: '1', price: '', gst: 'taxable' }),
    ...row(2, {
      description: 'Advice',
      quantity: '2',
      price: '100.5',
      gst: 'gst_free_export',
      reason: 'Client outside Australia',
    }),
  });
  expect(r.success && r.data.lines).toEqual([
    { description: 'Preparing', quantity: 1, unit_cents: 220_000, gst: 'taxable' },
    {
      description: 'Advice',
      quantity: 2,
      unit_cents: 10_050,
      gst: 'gst_free_export',
      gst_free_reason: 'Client outside Australia',
    },
  ]);
});

test('each complaint sits beside its own box', () => {
  const r = invoiceDraftSchema.safeParse({
    matterId: MATTER,
    dueOn: '2026-12-13',
    ...row(0, { description: 'Preparing', quantity: '0', price: 'lots', gst: 'taxable' }),
    ...row(3, { description: '', price: '10', gst: 'gst_free_export', reason: '' }),
  });
  expect(r.success).toBe(false);
  const errors = fieldErrors(r.error!);
  expect(Object.keys(errors).sort()).toEqual(
    ['l0_price', 'l0_quantity', 'l3_description', 'l3_reason'].sort(),
  );
});

test('a row with only a GST-free reason or a quantity typed is a line to finish, not dropped', () => {
  const r = invoiceDraftSchema.safeParse({
    matterId: MATTER,
    dueOn: '2026-12-13',
    ...row(0, { description: 'Preparing', quantity: '1', price: '100', gst: 'taxable' }),
    ...row(1, {
      description: '',
      quantity: '1',
      price: '',
      gst: 'gst_free_export',
      reason: 'Outside Australia',
    }),
    ...row(2, { description: '', quantity: '3', price: '', gst: 'taxable' }),
  });
  expect(r.success).toBe(false);
  expect(Object.keys(fieldErrors(r.error!)).sort()).toEqual(
    ['l1_description', 'l1_price', 'l2_description', 'l2_price'].sort(),
  );
});

test('no line at all is refused on the first row', () => {
  const r = invoiceDraftSchema.safeParse({ matterId: MATTER, dueOn: '2026-12-13' });
  expect(r.success).toBe(false);
  expect(fieldErrors(r.error!)).toEqual({
    l0_description: ['Add at least one line: what was done, and its price.'],
  });
});

test('a credit note’s lines are negative, typed as positive dollars', () => {
  const r = creditNoteSchema.safeParse({
    matterId: MATTER,
    invoiceId: INVOICE,
    reason: 'Overcharged',
    ...row(0, { description: 'Credit', quantity: '1', price: '100', gst: 'taxable' }),
  });
  expect(r.success && r.data.lines[0]!.unit_cents).toBe(-10_000);
});
