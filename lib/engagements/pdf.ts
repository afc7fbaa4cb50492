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

/** Lines of at most `width` points; a word longer than a line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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
  const fullPage = PAGE.height - 2 * MARGIN - LEADING;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  /** A page break before what needs `height` points, unless it could never fit on one page. */
  const keepTogether = (height: number) => {
    if (y - height < MARGIN && height <= fullPage) newPage();
  };
  const wrapped = (text: string, f: PDFFont) => wrap(pdfSafe(text), f, SIZE, width);
  const drawLines = (lines: string[], f: PDFFont) => {
    for (const line of lines) {
      if (y < MARGIN + LEADING) newPage();
      page.drawText(line, { x: MARGIN, y, size: SIZE, font: f, color: rgb(0.06, 0.09, 0.16) });
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
    const text = wrapped(line, heading ? bold : font);
    const next = heading && lines[i + 1]?.trim() ? wrapped(lines[i + 1]!, font).length : 0;
    keepTogether((text.length + Math.min(next, 2)) * LEADING);
    drawLines(text, heading ? bold : font);
  });
  y -= LEADING;
  // The acceptance block (who, when, from where, the hash) stays on one page.
  const block = acceptanceLines(a).map((l, i) => wrapped(l, i === 0 ? bold : font));
  keepTogether(block.reduce((n, l) => n + l.length, 0) * LEADING);
  block.forEach((l, i) => drawLines(l, i === 0 ? bold : font));

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
