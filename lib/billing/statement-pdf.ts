/**
 * A statement of a client's account with the agency (portal.md Part 3): the money held for them at
 * the start of a period, each receipt, payment, transfer, refund and reversal in it, and what was
 * held at its end; for one application or all of theirs. pdf-lib only, like the signed agreement;
 * the client's name and address print in their own script (lib/pdf/text.ts).
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { formatAud } from '@/lib/engagements/fees';
import { pdfText } from '@/lib/pdf/text';
import { formatCalendarDate } from '@/lib/time/format';
import { formatAbn } from './invoice-pdf';

export interface StatementLine {
  date: string;
  what: string;
  detail: string;
  amountCents: number;
}

export interface StatementPdfInput {
  agencyName: string;
  agencyAbn: string;
  agencyContact: string[];
  clientName: string;
  clientAddress: string | null;
  /** The application it covers, or null for all of the client's. */
  matterTitle: string | null;
  from: string;
  to: string;
  openingCents: number;
  lines: StatementLine[];
  /** The day it was made (Sydney). */
  madeOn: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.4, 0.45, 0.5);

export async function renderStatementPdf(s: StatementPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Statement of your account');
  const made = new Date(`${s.madeOn}T00:00:00Z`);
  doc.setCreationDate(made);
  doc.setModificationDate(made);
  // Everything it prints comes from the input (and fixed English words).
  const text = await pdfText(doc, JSON.stringify(s));
  const right = PAGE.width - MARGIN;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const draw = (
    t: string,
    x: number,
    o: { bold?: boolean; size?: number; alignRight?: boolean; muted?: boolean } = {},
  ) => {
    const size = o.size ?? 10;
    text.draw(page, t, {
      x: o.alignRight ? x - text.width(t, size, o.bold) : x,
      y,
      size,
      bold: o.bold,
      color: o.muted ? MUTED : INK,
    });
  };
  const col = { what: MARGIN + 80, amount: right - 90, balance: right };
  const header = () => {
    draw('Date', MARGIN, { bold: true });
    draw('What', col.what, { bold: true });
    draw('Amount', col.amount, { bold: true, alignRight: true });
    draw('Held after', col.balance, { bold: true, alignRight: true });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: MUTED });
    y -= 13;
  };
  const ensure = (h: number) => {
    if (y - h < MARGIN + 20) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
      header();
    }
  };

  draw('Statement of your account', MARGIN, { bold: true, size: 18 });
  y -= 24;
  draw(s.agencyName, MARGIN, { bold: true, size: 11 });
  y -= 14;
  draw(`ABN ${formatAbn(s.agencyAbn)}`, MARGIN);
  y -= 13;
  for (const c of s.agencyContact) {
    draw(c, MARGIN, { muted: true });
    y -= 13;
  }
  y -= 8;
  draw('For', MARGIN, { bold: true });
  y -= 13;
  for (const line of [s.clientName, ...(s.clientAddress ?? '').split('\n').filter(Boolean)]) {
    draw(line, MARGIN);
    y -= 13;
  }
  y -= 6;
  draw(`Application: ${s.matterTitle ?? 'all your applications with us'}`, MARGIN);
  y -= 13;
  draw(`Period: ${formatCalendarDate(s.from)} to ${formatCalendarDate(s.to)}`, MARGIN);
  y -= 13;
  draw(
    'Money you pay us in advance is yours, held in our clients’ account, until the work is done and invoiced or a cost is paid for you.',
    MARGIN,
    { size: 8, muted: true },
  );
  y -= 20;

  header();
  let balance = s.openingCents;
  draw(formatCalendarDate(s.from), MARGIN);
  draw('Held at the start of the period', col.what);
  draw(formatAud(balance), col.balance, { alignRight: true });
  y -= 16;
  for (const l of s.lines) {
    balance += l.amountCents;
    const details = l.detail ? text.wrap(l.detail, 8, col.amount - col.what - 70) : [];
    ensure(13 + details.length * 11 + 4);
    draw(formatCalendarDate(l.date), MARGIN);
    draw(l.what, col.what);
    draw(formatAud(l.amountCents), col.amount, { alignRight: true });
    draw(formatAud(balance), col.balance, { alignRight: true });
    y -= 12;
    for (const d of details) {
      draw(d, col.what, { size: 8, muted: true });
      y -= 11;
    }
    y -= 4;
  }
  ensure(40);
  page.drawLine({
    start: { x: MARGIN, y: y + 8 },
    end: { x: right, y: y + 8 },
    thickness: 0.5,
    color: MUTED,
  });
  y -= 6;
  draw(`Held for you at the end of ${formatCalendarDate(s.to)}`, col.what, { bold: true });
  draw(formatAud(balance), col.balance, { bold: true, alignRight: true });
  y -= 24;
  draw(`Made on ${formatCalendarDate(s.madeOn)}. Amounts in Australian dollars.`, MARGIN, {
    size: 8,
    muted: true,
  });

  const pages = doc.getPages();
  pages.forEach((p, n) => {
    const label = `Statement · Page ${n + 1} of ${pages.length}`;
    text.draw(p, label, {
      x: right - text.width(label, 8),
      y: MARGIN / 2,
      size: 8,
      color: MUTED,
    });
  });
  return doc.save();
}
