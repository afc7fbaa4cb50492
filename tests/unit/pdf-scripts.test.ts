/**
 * Names and addresses in the scripts our clients write in (lib/pdf/text.ts) print in all three
 * PDFs: read back with poppler's pdftotext, each carries the name and address as typed. The same
 * input gives the same bytes, and a PDF in Latin only embeds no font file
 * (poppler-utils, like the other PDF tests).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderInvoicePdf } from '@/lib/billing/invoice-pdf';
import { type InvoiceLine, invoiceTotals } from '@/lib/billing/money';
import { renderStatementPdf } from '@/lib/billing/statement-pdf';
import { renderAgreementPdf } from '@/lib/engagements/pdf';
import { renderSnapshot, sha256Hex } from '@/lib/engagements/snapshot';

const dir = mkdtempSync(join(tmpdir(), 'pdf-scripts-'));
let n = 0;
function read(bytes: Uint8Array) {
  const file = join(dir, `${++n}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** A name, its address, and what pdftotext must find of the address. */
const PEOPLE = {
  Devanagari: {
    name: 'अनुष्का शर्मा',
    address: 'मकान 12, गली क्षत्रिय मार्ग\nनई दिल्ली 110001',
    found: ['मकान 12, गली क्षत्रिय मार्ग', 'नई दिल्ली 110001'],
  },
  // pdftotext puts the numbers of a right-to-left line where its own reordering does; the words
  // come out as typed.
  Urdu: {
    name: 'محمد عمران',
    address: 'مکان نمبر 12، گلی 5\nلاہور 54000',
    found: ['مکان نمبر', 'گلی', 'لاہور', '54000'],
  },
  Bengali: {
    name: 'সুমাইয়া আক্তার',
    address: 'বাড়ি ১২, স্ত্রীট রোড\nঢাকা ১২০৫',
    found: ['বাড়ি ১২, স্ত্রীট রোড', 'ঢাকা ১২০৫'],
  },
  Gurmukhi: {
    name: 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
    address: 'ਮਕਾਨ 12, ਪ੍ਰੀਤ ਨਗਰ\nਅੰਮ੍ਰਿਤਸਰ 143001',
    found: ['ਮਕਾਨ 12, ਪ੍ਰੀਤ ਨਗਰ', 'ਅੰਮ੍ਰਿਤਸਰ 143001'],
  },
};

const agreement = (name: string) => {
  const snapshot = renderSnapshot({
    id: '6f1c1d2e-0000-4000-8000-000000000001',
    clientName: name,
    agentName: 'Jane Citizen',
    agentMarn: '1234567',
    consumerGuideVersion: 'test-edition',
    termsVersion: '2026-11-26',
    services: [{ code: 'prepare', label: 'Preparing and lodging your visa application' }],
    feeItems: [{ label: 'Professional fee', amount_cents: 330000 }],
    gstApplies: true,
    disbursements: [],
    paymentTerms: [{ label: 'Instalment 1', amount_cents: 363000, trigger: 'On accepting' }],
    conflictDeclaration: 'I have no conflict of interest in acting for you.',
    expiresOn: '2026-12-26',
  });
  return renderAgreementPdf({
    snapshot,
    snapshotSha256: sha256Hex(snapshot),
    acceptedName: name,
    acceptedAt: new Date('2026-11-26T03:04:05Z'),
    acceptedIp: '203.0.113.7',
    acceptedUserAgent: 'Mozilla/5.0 (Linux; Android 14)',
    clientTimeZone: 'Asia/Kolkata',
  });
};

const LINES: InvoiceLine[] = [
  { description: 'Preparing your application', quantity: 1, unit_cents: 220_000, gst: 'taxable' },
];
const invoice = (name: string, address: string) =>
  renderInvoicePdf({
    number: '2026-0007',
    creditsNumber: null,
    creditReason: null,
    issuedOn: '2026-11-29',
    dueOn: '2026-12-13',
    lines: LINES,
    ...invoiceTotals(LINES),
    agencyName: 'Test Agency Pty Ltd',
    agencyAbn: '51824753556',
    agencyMarn: '1234567',
    agencyContact: ['1 Example Street, Sydney NSW 2000, Australia'],
    clientName: name,
    clientAddress: address,
    matterTitle: 'Skilled Independent visa',
  });

const statement = (name: string, address: string) =>
  renderStatementPdf({
    agencyName: 'Test Agency Pty Ltd',
    agencyAbn: '51824753556',
    agencyContact: ['1 Example Street, Sydney NSW 2000, Australia'],
    clientName: name,
    clientAddress: address,
    matterTitle: null,
    from: '2026-07-01',
    to: '2026-11-28',
    openingCents: 0,
    lines: [{ date: '2026-08-01', what: 'Receipt', detail: 'Bank transfer', amountCents: 100000 }],
    madeOn: '2026-11-28',
  });

describe.each(Object.entries(PEOPLE))('a client writing in %s', (_script, p) => {
  test('the signed agreement prints their name as typed, without the "cannot be shown" note', async () => {
    const out = read(await agreement(p.name));
    // pdftotext may give a right-to-left name a line of its own.
    expect(out).toContain('Accepted by (full name as typed):');
    expect(out).toContain(p.name);
    expect(out).not.toContain('cannot be shown');
    expect(out).not.toContain('?');
  });

  test('the tax invoice prints their name and address', async () => {
    const out = read(await invoice(p.name, p.address));
    expect(out).toContain(p.name);
    for (const part of p.found) expect(out).toContain(part);
    expect(out).toContain('Tax invoice');
  });

  test('the statement prints their name and address', async () => {
    const out = read(await statement(p.name, p.address));
    expect(out).toContain(p.name);
    for (const part of p.found) expect(out).toContain(part);
  });
});

test('the same input gives the same bytes, in every script', async () => {
  for (const p of Object.values(PEOPLE)) {
    const once = [await agreement(p.name), await invoice(p.name, p.address)];
    const again = [await agreement(p.name), await invoice(p.name, p.address)];
    const s1 = await statement(p.name, p.address);
    const s2 = await statement(p.name, p.address);
    expect(Buffer.from(once[0]!).equals(Buffer.from(again[0]!))).toBe(true);
    expect(Buffer.from(once[1]!).equals(Buffer.from(again[1]!))).toBe(true);
    expect(Buffer.from(s1).equals(Buffer.from(s2))).toBe(true);
  }
});

test('a PDF in Latin only embeds no font file, and one with a name embeds only its script', async () => {
  // poppler's pdffonts lists the fonts a PDF uses; Helvetica is not embedded, a Noto font is.
  const fontFiles = (bytes: Uint8Array) => {
    const file = join(dir, `${++n}.pdf`);
    writeFileSync(file, bytes);
    const list = execFileSync('/usr/bin/pdffonts', [file], { encoding: 'utf8' });
    return list.split('\n').filter((l) => l.includes('Noto')).length;
  };
  expect(fontFiles(await invoice('Priya Sharma', 'House 12, Mall Road\nLahore 54000'))).toBe(0);
  expect(fontFiles(await statement('Priya Sharma', 'Lahore'))).toBe(0);
  expect(fontFiles(await agreement('Priya Sharma'))).toBe(0);
  expect(fontFiles(await invoice(PEOPLE.Urdu.name, PEOPLE.Urdu.address))).toBe(1);
  expect(fontFiles(await invoice(PEOPLE.Bengali.name, PEOPLE.Devanagari.name))).toBe(2);
});
