/**
 * The signed record: the offer's frozen text (the snapshot, exactly as hashed) followed by the
 * acceptance block, on A4 pages numbered "Page n of N". pdf-lib only (no browser, no native
 * code), so it runs in any Node server.
 *
 * The standard Helvetica font covers Windows-1252 only. A name typed in another script (Bengali,
 * Urdu, Hindi) cannot be drawn with it; such characters are printed as "?" and the block says the
 * exact text is kept in the portal's record (accepted_name). Embedding a Unicode font would need
 * @pdf-lib/fontkit and a font file, which this project does not ship yet.
 */
import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { oneLine } from '@/lib/forms/one-line';
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

/** Windows-1252's printable characters beyond Latin-1. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(c);
};
export function pdfSafe(text: string): string {
  return Array.from(text.normalize('NFC'), (c) => (drawable(c) ? c : '?')).join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/(\s+)/)) {
    const next = line + word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line.trim()) out.push(line.trimEnd());
    line = word.trimStart();
    // A single word wider than the line (a hash, a long URL) is cut.
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      out.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  out.push(line.trimEnd());
  return out;
}

export function acceptanceLines(a: AgreementPdfInput): string[] {
  const zone = a.clientTimeZone || AGENCY_TIME_ZONE;
  // What the client typed or their browser sent is a value on its line, never a line of its own.
  const name = oneLine(a.acceptedName);
  const safeName = pdfSafe(name);
  return [
    'ACCEPTANCE',
    `Accepted by (full name as typed): ${safeName}`,
    ...(safeName === name.normalize('NFC')
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
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const draw = (text: string, f: PDFFont) => {
    for (const line of wrap(pdfSafe(text), f, SIZE, width)) {
      if (y < MARGIN + LEADING) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size: SIZE, font: f, color: rgb(0.06, 0.09, 0.16) });
      y -= LEADING;
    }
  };
  // Headings in the snapshot are the lines in capitals.
  const isHeading = (l: string) => /^[A-Z][A-Z ()0-9.,-]{3,}$/.test(l) || l.startsWith('TERMS (');
  for (const line of a.snapshot.split('\n')) {
    if (!line.trim()) y -= LEADING / 2;
    else draw(line, isHeading(line) ? bold : font);
  }
  y -= LEADING;
  const block = acceptanceLines(a);
  draw(block[0]!, bold);
  for (const line of block.slice(1)) draw(line, font);

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: PAGE.width - MARGIN - font.widthOfTextAtSize(label, 8),
      y: MARGIN / 2,
      size: 8,
      font,
      color: rgb(0.4, 0.45, 0.5),
    });
  });
  return doc.save();
}
