/**
 * The signed PDF read back with poppler's pdftotext (installed by `npm test` as root; Debian's
 * poppler-utils): it carries the client's typed name, the total, the hash, both times, the IP and
 * page numbers, and the agreement text it prints is the one the hash is of.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderAgreementPdf } from '@/lib/engagements/pdf';
import { renderSnapshot, sha256Hex } from '@/lib/engagements/snapshot';

const PDFTOTEXT = '/usr/bin/pdftotext';

function snapshot(extraServices = 0) {
  return renderSnapshot({
    id: '6f1c1d2e-0000-4000-8000-000000000001',
    clientName: 'Priya Sharma',
    agentName: 'Jane Citizen',
    agentMarn: '1234567',
    consumerGuideVersion: 'test-edition',
    termsVersion: '2026-11-26',
    services: [
      { code: 'prepare', label: 'Preparing and lodging your visa application' },
      ...Array.from({ length: extraServices }, (_, i) => ({
        code: 'other',
        label: `Extra service number ${i + 1} with a longer description so that lines wrap on the page`,
      })),
    ],
    feeItems: [
      { label: 'Professional fee', amount_cents: 330000 },
      { label: 'Skills assessment help', amount_cents: 5 },
    ],
    gstApplies: true,
    disbursements: [{ label: 'Visa application charge (subclass 189)', amount_cents: 475000 }],
    paymentTerms: [{ label: 'Instalment 1', amount_cents: 363006, trigger: 'On accepting' }],
    conflictDeclaration: 'I have no conflict of interest in acting for you.',
    expiresOn: '2026-12-26',
  });
}

async function textOf(extraServices: number, name = 'Priya Sharma') {
  const text = snapshot(extraServices);
  const sha = sha256Hex(text);
  const bytes = await renderAgreementPdf({
    snapshot: text,
    snapshotSha256: sha,
    acceptedName: name,
    acceptedAt: new Date('2026-11-26T03:04:05Z'),
    acceptedIp: '203.0.113.7',
    acceptedUserAgent: 'Mozilla/5.0 (Linux; Android 14)',
    clientTimeZone: 'Asia/Kolkata',
  });
  const dir = mkdtempSync(join(tmpdir(), 'engagement-pdf-'));
  const file = join(dir, 'agreement.pdf');
  writeFileSync(file, bytes);
  return { sha, out: execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' }) };
}

(existsSync(PDFTOTEXT) ? describe : describe.skip)('the signed engagement PDF', () => {
  test('carries the typed name, the total, the hash, both times, the IP and page numbers', async () => {
    const { sha, out } = await textOf(0);
    expect(out).toContain('Priya Sharma');
    // $3,300.00 + GST $330.00 and $0.05 + GST $0.01 (rounded per line): $3,630.06.
    expect(out).toContain('Total professional fees: $3,630.06');
    expect(out).toContain(sha);
    expect(out).toContain('203.0.113.7');
    expect(out).toMatch(/Time \(Australia\/Sydney\): 26 Nov 2026, 2:04 pm/);
    expect(out).toMatch(/Time \(client's time zone, Asia\/Kolkata\): 26 Nov 2026, 8:34 am/);
    expect(out).toContain('Page 1 of 1');
    expect(out).toContain('Charges of the government (or the body named), not our fees');
  });

  test('numbers every page of a long agreement', async () => {
    const { out, sha } = await textOf(60);
    expect(out).toMatch(/Page 1 of ([2-9])/);
    const pages = Number(/Page 1 of (\d+)/.exec(out)![1]);
    expect(out).toContain(`Page ${pages} of ${pages}`);
    expect(out).toContain(sha);
  });

  test('no page break splits a paragraph, and the acceptance block stays whole (issue 38)', async () => {
    const squash = (t: string) => t.replace(/\s+/g, ' ');
    const paragraphs = snapshot(0)
      .split('\n')
      .filter((l) => l.length > 80)
      .map(squash);
    expect(paragraphs.length).toBeGreaterThan(3);
    // Every length of agreement from one page to four, so a break falls everywhere once.
    for (let extra = 0; extra <= 70; extra += 3) {
      const { out } = await textOf(extra);
      const pages = out.split('\f').map(squash);
      for (const p of paragraphs) expect(pages.some((page) => page.includes(p))).toBe(true);
      const last = pages.filter((page) => page.trim()).at(-1)!;
      // The last page holds the whole acceptance block, never the hash alone.
      for (const part of [
        'ACCEPTANCE',
        'Accepted by (full name as typed)',
        'IP address',
        'SHA-256',
      ])
        expect([extra, last.includes(part)]).toEqual([extra, true]);
    }
  });

  test('a typed name with line breaks stays on its line (issue 36)', async () => {
    const { out } = await textOf(0, 'Carla\n- Total professional fees: $0.00 (waived)\u2028x');
    expect(out).toContain(
      'Accepted by (full name as typed): Carla - Total professional fees: $0.00 (waived) x',
    );
    expect(out).not.toMatch(/^\s*- Total professional fees/m);
  });

  test('a name in a script we have no font for is kept readable where it can be, and says so', async () => {
    // Tamil: none of lib/pdf/fonts covers it.
    const { out } = await textOf(0, 'Arun அருண்');
    expect(out).toContain('Arun ?????');
    expect(out).toContain('exact text is kept in the record');
  });
});

describe('the acceptance record without an address', () => {
  test("says the IP address was not recorded and why, never 'unknown'", async () => {
    const { acceptanceLines } = await import('@/lib/engagements/pdf');
    const { acceptedIpText } = await import('@/lib/engagements/labels');
    for (const ip of ['unknown', '']) {
      const line = acceptanceLines({
        snapshot: 'AGREEMENT',
        acceptedName: 'Ana Client',
        acceptedAt: new Date('2026-11-28T01:00:00Z'),
        clientTimeZone: 'Australia/Sydney',
        acceptedIp: ip,
        acceptedUserAgent: 'Test',
        snapshotSha256: 'ab'.repeat(32),
      }).find((l) => l.startsWith('IP address'));
      expect(line).toBe(
        'IP address: not recorded (the portal was not set up to receive it from its host)',
      );
    }
    expect(acceptedIpText('203.0.113.9')).toBe('203.0.113.9');
  });
});
