/**
 * The tax invoice PDF read back with poppler's pdftotext: the words "Tax invoice", the agency's
 * name and ABN, the number, the date, each line with its GST treatment, the GST and the total as
 * lib/billing/money.ts adds them, and the client's name and address; a credit note says what it
 * credits and why; fifty lines run onto a second page with nothing lost; the same row gives the
 * same bytes (an issued invoice is drawn afresh on each download).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type InvoicePdfInput, renderInvoicePdf } from '@/lib/billing/invoice-pdf';
import { type InvoiceLine, invoiceTotals } from '@/lib/billing/money';

const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
function read(bytes: Uint8Array, name: string) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const input = (lines: InvoiceLine[], extra: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  number: '2026-0007',
  creditsNumber: null,
  creditReason: null,
  issuedOn: '2026-11-29',
  dueOn: '2026-12-13',
  lines,
  ...invoiceTotals(lines),
  agencyName: 'Test Agency Pty Ltd',
  agencyAbn: '51824753556',
  agencyMarn: '1234567',
  agencyContact: ['1 Example Street, Sydney NSW 2000, Australia'],
  clientName: 'Priya Sharma',
  clientAddress: 'House 12, Mall Road\nLahore 54000\nPakistan',
  matterTitle: 'Skilled Independent visa',
  ...extra,
});

const LINES: InvoiceLine[] = [
  { description: 'Preparing your application', quantity: 1, unit_cents: 220_005, gst: 'taxable' },
  {
    description: 'Skills assessment advice',
    quantity: 3,
    unit_cents: 33_333,
    gst: 'gst_free_export',
    gst_free_reason: 'Services to a client outside Australia (GST Act s 38-190)',
  },
];

test('a tax invoice shows what the law asks for, and figures that add up', async () => {
  const text = read(await renderInvoicePdf(input(LINES)), 'one');
  for (const s of [
    'Tax invoice',
    'Test Agency Pty Ltd',
    'ABN 51 824 753 556',
    'MARN 1234567',
    '2026-0007',
    '29 Nov 2026',
    '13 Dec 2026',
    'Priya Sharma',
    'Lahore 54000',
    'Taxable (GST 10%)',
    'GST-free: Services to a client outside',
    's 38-190',
  ])
    expect(text).toContain(s);
  // 2,200.05 + 10% = 220.005 → 220.01 (half away from zero); the GST-free line adds none.
  expect(text).toMatch(/Subtotal \(excluding GST\)\s+\$3,200\.04/);
  expect(text).toMatch(/GST\s+\$220\.01/);
  expect(text).toMatch(/Total \(AUD, including GST\)\s+\$3,420\.05/);
});

test('a credit note names the invoice it credits and why, with negative amounts', async () => {
  const lines: InvoiceLine[] = [
    { description: 'Credit: overcharged', quantity: 1, unit_cents: -10_000, gst: 'taxable' },
  ];
  const text = read(
    await renderInvoicePdf(
      input(lines, {
        number: '2026-0008',
        creditsNumber: '2026-0007',
        creditReason: 'Overcharged',
      }),
    ),
    'credit',
  );
  expect(text).toContain('Credit note (adjustment note)');
  expect(text).toMatch(/Credits tax invoice\s+2026-0007/);
  expect(text).toContain('Reason for this credit: Overcharged');
  expect(text).toMatch(/Total credited \(AUD\)\s+-\$110\.00/);
});

test('fifty lines run onto more pages and every one is printed; same row, same bytes', async () => {
  const lines = Array.from({ length: 50 }, (_, i) => ({
    description: `Work item number ${i + 1} described at some length so that it wraps onto a second line of the table`,
    quantity: 1,
    unit_cents: 1000 + i,
    gst: 'taxable' as const,
  }));
  const bytes = await renderInvoicePdf(input(lines));
  const text = read(bytes, 'long');
  expect(text).toContain('Page 1 of ');
  expect(text).not.toContain('Page 1 of 1');
  for (let i = 1; i <= 50; i++) expect(text).toContain(`Work item number ${i} described`);
  expect(Buffer.from(await renderInvoicePdf(input(lines))).equals(Buffer.from(bytes))).toBe(true);
});
