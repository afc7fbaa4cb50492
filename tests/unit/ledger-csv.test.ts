/**
 * The clients' account CSV for the accountant (lib/billing/ledger.ts through lib/admin/csv.ts): a
 * cell a spreadsheet would run as a formula is prefixed with a quote, a negative amount stays a
 * plain number, amounts are dollars with two decimals, and a value with a comma, quote or line
 * break is quoted.
 */
import { toCsv } from '@/lib/admin/csv';
import { ledgerToCsv } from '@/lib/billing/ledger';

const row = (over: Record<string, unknown> = {}) => ({
  id: 'e1',
  transaction_date: '2026-11-29',
  entry_date: '2026-11-29',
  banked_on: null,
  kind: 'transfer_to_office' as const,
  amount: '-242000',
  method: null,
  reference: null,
  reason: null,
  client_id: 'c1',
  client_name: 'Priya Sharma',
  matter_id: 'm1',
  matter_title: 'Skilled Independent visa',
  invoice_number: '2026-0001',
  reverses: null,
  recorded_by: 'Jane Agent',
  ...over,
});

test('formulas are neutralised; numbers, including negative ones, stay numbers', () => {
  for (const f of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])
    expect(toCsv(['h'], [[f]]).split('\r\n')[1]).toMatch(/^"?'/);
  expect(toCsv(['h'], [['-2420.00']]).split('\r\n')[1]).toBe('-2420.00');
  expect(toCsv(['h'], [['-12']]).split('\r\n')[1]).toBe('-12');
});

test('each entry is one line: its dates, its kind in words, dollars and cents', () => {
  const csv = ledgerToCsv([
    row(),
    row({
      id: 'e2',
      kind: 'receipt',
      amount: 5,
      method: 'payid',
      reference: '=cmd|x',
      reason: 'a, "b"\nc',
    }),
  ]);
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Transaction date,Recorded on,Banked on,Kind,Amount (AUD),Method,Reference,Reason,Client,Client id,Matter,Matter id,Invoice,Reverses entry,Entry id,Recorded by',
  );
  expect(lines[1]).toBe(
    '2026-11-29,2026-11-29,,Paid to us against an invoice,-2420.00,,,,Priya Sharma,c1,Skilled Independent visa,m1,2026-0001,,e1,Jane Agent',
  );
  expect(csv).toContain(`Payment received,0.05,PayID,'=cmd|x,"a, ""b""\nc"`);
});
