/**
 * A tax invoice (or credit note) as a PDF, drawn from the issued row alone: the row never changes
 * once issued (invoices_issued_unchanged), so the same bytes come out every time and nothing is
 * stored (invoices.pdf_path stays unused). What a tax invoice must show (portal.md Part 3; GST Act
 * s 29-70): the words "Tax invoice", the agency's name and ABN, the date, the number, each line's
 * description, quantity and price and whether it is taxable, the GST, the total, and the client's
 * name (from $1,000; we always print it when known) and address, in whatever script they are
 * written in (lib/pdf/text.ts). pdf-lib only, like the signed agreement (lib/engagements/pdf.ts).
 */
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { formatAud } from '@/lib/engagements/fees';
import { pdfText } from '@/lib/pdf/text';
import { formatCalendarDate } from '@/lib/time/format';
import type { InvoiceLine } from './money';
import { lineAmountCents, lineGstCents } from './money';

export interface InvoicePdfInput {
  number: string;
  /** The invoice this one credits (a credit note), by number. */
  creditsNumber: string | null;
  creditReason: string | null;
  issuedOn: string;
  dueOn: string | null;
  lines: InvoiceLine[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  agencyName: string;
  agencyAbn: string;
  agencyMarn: string;
  /** The agency's postal address and e-mail, one line each. */
  agencyContact: string[];
  clientName: string | null;
  clientAddress: string | null;
  matterTitle: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.4, 0.45, 0.5);

/** "51824753556" → "51 824 753 556", as an ABN is printed. */
export const formatAbn = (abn: string) =>
  abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

export const invoiceTitle = (i: Pick<InvoicePdfInput, 'creditsNumber'>) =>
  i.creditsNumber ? 'Credit note (adjustment note)' : 'Tax invoice';

export async function renderInvoicePdf(i: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = invoiceTitle(i);
  doc.setTitle(`${title} ${i.number}`);
  doc.setAuthor(i.agencyName);
  // Fixed dates: the same issued invoice gives the same bytes.
  const issued = new Date(`${i.issuedOn}T00:00:00Z`);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  // Everything it prints comes from the row (and fixed English words).
  const t = await pdfText(doc, JSON.stringify(i));

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const text = (
    s: string,
    x: number,
    opts: { bold?: boolean; size?: number; color?: typeof INK; right?: number } = {},
  ) => {
    const size = opts.size ?? 10;
    const at = opts.right !== undefined ? opts.right - t.width(s, size, opts.bold) : x;
    t.draw(page, s, { x: at, y, size, bold: opts.bold, color: opts.color ?? INK });
  };
  const para = (s: string, x: number, width: number, size = 10, lead = 13) => {
    for (const line of t.wrap(s, size, width)) {
      ensure(lead);
      text(line, x, { size });
      y -= lead;
    }
  };
  const right = PAGE.width - MARGIN;
  const width = right - MARGIN;

  // Heading: the words "Tax invoice" first and largest.
  text(title, MARGIN, { bold: true, size: 20 });
  text(i.number, 0, { bold: true, size: 14, right });
  y -= 28;
  text(i.agencyName, MARGIN, { bold: true, size: 11 });
  y -= 14;
  text(`ABN ${formatAbn(i.agencyAbn)} · MARN ${i.agencyMarn}`, MARGIN);
  y -= 13;
  for (const line of i.agencyContact) {
    text(line, MARGIN, { color: MUTED });
    y -= 13;
  }
  y -= 10;

  // Dates on the right, the client on the left.
  const top = y;
  text('To', MARGIN, { bold: true });
  y -= 13;
  para(i.clientName ?? 'Client', MARGIN, width / 2);
  for (const line of (i.clientAddress ?? '').split('\n').filter(Boolean))
    para(line, MARGIN, width / 2);
  const leftEnd = y;
  y = top;
  const facts: [string, string][] = [
    ['Date of issue', formatCalendarDate(i.issuedOn)],
    ...(i.dueOn && !i.creditsNumber
      ? ([['Due by', formatCalendarDate(i.dueOn)]] as [string, string][])
      : []),
    ...(i.creditsNumber ? ([['Credits tax invoice', i.creditsNumber]] as [string, string][]) : []),
    ['For', i.matterTitle],
  ];
  for (const [k, v] of facts) {
    text(k, right - 230, { color: MUTED });
    text(v, 0, { right });
    y -= 13;
  }
  y = Math.min(y, leftEnd) - 14;
  if (i.creditReason) {
    para(`Reason for this credit: ${i.creditReason}`, MARGIN, width);
    y -= 6;
  }

  // The lines.
  const col = { qty: right - 250, unit: right - 170, gst: right - 80, amount: right };
  const header = () => {
    ensure(20);
    text('Description', MARGIN, { bold: true });
    text('Qty', 0, { bold: true, right: col.qty });
    text('Unit price', 0, { bold: true, right: col.unit });
    text('GST', 0, { bold: true, right: col.gst });
    text('Amount', 0, { bold: true, right: col.amount });
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: right, y },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 13;
  };
  header();
  for (const line of i.lines) {
    const desc = t.wrap(line.description, 10, col.qty - MARGIN - 40);
    const note =
      line.gst === 'taxable'
        ? 'Taxable (GST 10%)'
        : `GST-free: ${line.gst_free_reason ?? 'export of services'}`;
    const notes = t.wrap(note, 8, col.qty - MARGIN - 40);
    ensure((desc.length + notes.length) * 13 + 4);
    text(String(line.quantity), 0, { right: col.qty });
    text(formatAud(line.unit_cents), 0, { right: col.unit });
    text(line.gst === 'taxable' ? formatAud(lineGstCents(line)) : 'GST-free', 0, {
      right: col.gst,
    });
    text(formatAud(lineAmountCents(line)), 0, { right: col.amount });
    for (const d of desc) {
      text(d, MARGIN);
      y -= 13;
    }
    for (const n of notes) {
      text(n, MARGIN, { size: 8, color: MUTED });
      y -= 11;
    }
    y -= 4;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 6 },
    end: { x: right, y: y + 6 },
    thickness: 0.5,
    color: MUTED,
  });
  y -= 8;
  ensure(60);
  const total = (k: string, cents: number, bold = false) => {
    text(k, right - 230, { bold });
    text(formatAud(cents), 0, { bold, right });
    y -= 15;
  };
  total('Subtotal (excluding GST)', i.subtotalCents);
  total('GST', i.gstCents);
  total(
    i.creditsNumber ? 'Total credited (AUD)' : 'Total (AUD, including GST)',
    i.totalCents,
    true,
  );
  y -= 10;
  para(
    i.creditsNumber
      ? 'This credit note reduces what the invoice above asks you to pay.'
      : 'Amounts are in Australian dollars. Questions about this invoice: write to your agent from your dashboard.',
    MARGIN,
    width,
    9,
    12,
  );

  const pages = doc.getPages();
  pages.forEach((p, n) => {
    const label = `${title} ${i.number} · Page ${n + 1} of ${pages.length}`;
    t.draw(p, label, {
      x: PAGE.width - MARGIN - t.width(label, 8),
      y: MARGIN / 2,
      size: 8,
      color: MUTED,
    });
  });
  return doc.save();
}
