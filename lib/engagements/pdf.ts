/**
 * The signed record: the offer's frozen text (the snapshot, exactly as hashed) followed by the
 * acceptance block, on A4 pages numbered "Page n of N". pdf-lib only (no browser, no native
 * code), so it runs in any Node server.
 *
 * Text goes through lib/pdf/text.ts: Latin in Helvetica, a name in Devanagari, Bengali, Gurmukhi or
 * Urdu in its Noto font. A character in none of them prints as "?", and then the block says the
 * exact text is kept in the portal's record (accepted_name).
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { oneLine } from '@/lib/forms/one-line';
import { pdfText, printable } from '@/lib/pdf/text';
import { AGENCY_TIME_ZONE, formatInstant } from '@/lib/time/format';
import { acceptedIpText } from './labels';

export interface AgreementPdfInput {
  snapshot: string;
  snapshotSha256: string;
  acceptedName: string;
  acceptedAt: Date;
  acceptedIp: string;
  acceptedUserAgent: string;
  /** The zone the client's browser reported; Sydney when unknown. */
  clientTimeZone: string | null;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZE = 10;
const LEADING = 14;

export function acceptanceLines(a: AgreementPdfInput): string[] {
  const zone = a.clientTimeZone || AGENCY_TIME_ZONE;
  // What the client typed or their browser sent is a value on its line, never a line of its own.
  const name = oneLine(a.acceptedName);
  return [
    'ACCEPTANCE',
    `Accepted by (full name as typed): ${name}`,
    ...(printable(name)
      ? []
      : [
          '(Some characters of the name cannot be shown in this PDF; the exact text is kept in the record.)',
        ]),
    `Time (Australia/Sydney): ${formatInstant(a.acceptedAt, AGENCY_TIME_ZONE)}`,
    `Time (client's time zone, ${zone}): ${formatInstant(a.acceptedAt, zone)}`,
    `Exact instant (UTC): ${a.acceptedAt.toISOString()}`,
    `IP address: ${acceptedIpText(a.acceptedIp)}`,
    `Browser: ${oneLine(a.acceptedUserAgent) || 'not given'}`,
    'The client ticked "I have received the Consumer Guide and agree to these terms", typed their full name and confirmed in the client portal.',
    `SHA-256 of the agreement text above (UTF-8): ${a.snapshotSha256}`,
  ];
}

export async function renderAgreementPdf(a: AgreementPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Service agreement and fee estimate (accepted)');
  doc.setCreationDate(a.acceptedAt);
  doc.setModificationDate(a.acceptedAt);
  const text = await pdfText(doc, [a.snapshot, ...acceptanceLines(a)].join('\n'));
  const width = PAGE.width - 2 * MARGIN;

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const fullPage = PAGE.height - 2 * MARGIN - LEADING;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  /** A page break before what needs `height` points, unless it could never fit on one page. */
  const keepTogether = (height: number) => {
    if (y - height < MARGIN && height <= fullPage) newPage();
  };
  const wrapped = (line: string, bold: boolean) => text.wrap(line, SIZE, width, bold);
  const drawLines = (lines: string[], bold: boolean) => {
    for (const line of lines) {
      if (y < MARGIN + LEADING) newPage();
      text.draw(page, line, { x: MARGIN, y, size: SIZE, bold, color: rgb(0.06, 0.09, 0.16) });
      y -= LEADING;
    }
  };
  // Headings in the snapshot are the lines in capitals. A paragraph is never split across a
  // page break (a page must not end in half a sentence), and a heading keeps its first line.
  const isHeading = (l: string) => /^[A-Z][A-Z ()0-9.,-]{3,}$/.test(l) || l.startsWith('TERMS (');
  const lines = a.snapshot.split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) {
      y -= LEADING / 2;
      return;
    }
    const heading = isHeading(line);
    const drawn = wrapped(line, heading);
    const next = heading && lines[i + 1]?.trim() ? wrapped(lines[i + 1]!, false).length : 0;
    keepTogether((drawn.length + Math.min(next, 2)) * LEADING);
    drawLines(drawn, heading);
  });
  y -= LEADING;
  // The acceptance block (who, when, from where, the hash) stays on one page.
  const block = acceptanceLines(a).map((l, i) => wrapped(l, i === 0));
  keepTogether(block.reduce((n, l) => n + l.length, 0) * LEADING);
  block.forEach((l, i) => drawLines(l, i === 0));

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    text.draw(p, label, {
      x: PAGE.width - MARGIN - text.width(label, 8),
      y: MARGIN / 2,
      size: 8,
      color: rgb(0.4, 0.45, 0.5),
    });
  });
  return doc.save();
}
