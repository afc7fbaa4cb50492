/** The inputs of the agent's money forms on a matter (zod 4), shared by the actions and tests. */
import { z } from 'zod';
import {
  DEPOSIT_PURPOSES,
  GST_TREATMENTS,
  type GstTreatment,
  INVOICE_LINE_TEXT_MAX,
  INVOICE_MAX_LINES,
  INVOICE_QUANTITY_MAX,
  PAYMENT_METHODS,
} from './constants';
import { type LinePart, lineField } from './invoice-lines';
import type { InvoiceLine } from './money';
import { parseAud } from '@/lib/engagements/fees';

/** "1,234.50" → 123450 cents; more than zero. */
const dollars = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const cents = parseAud(v);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars, such as 1250.00.' });
      return z.NEVER;
    }
    return cents;
  });

const day = (error: string) => z.iso.date({ error });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

export const depositRequestSchema = z.object({
  matterId: z.uuid(),
  purpose: z.enum(DEPOSIT_PURPOSES, { error: 'Choose what the money is for.' }),
  description: z
    .string()
    .trim()
    .min(1, 'Say what the money is for, in words the client understands.')
    .max(500, 'Use at most 500 characters.'),
  amount: dollars,
  dueOn: day('Choose the date the client should pay by.'),
});
export type DepositRequestForm = z.output<typeof depositRequestSchema>;

export const receiptSchema = z.object({
  matterId: z.uuid(),
  depositRequestId: z.uuid({ error: 'Choose the deposit request this payment is for.' }),
  amount: dollars,
  transactionDate: day('Choose the date the money arrived.'),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how the money was paid.' }),
  reference: optionalText(100),
});
export type ReceiptForm = z.output<typeof receiptSchema>;

/** A payment out of the money held (a visa charge paid, a refund) or a transfer to the office. */
export const paymentOutSchema = z.object({
  matterId: z.uuid(),
  amount: dollars,
  transactionDate: day('Choose the date the money left the clients’ account.'),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how the money was paid.' }),
  reference: optionalText(100),
  reason: z
    .string()
    .trim()
    .min(1, 'Say what it was for, in words the client understands.')
    .max(500, 'Use at most 500 characters.'),
});
export type PaymentOutForm = z.output<typeof paymentOutSchema>;

export const transferSchema = z.object({
  matterId: z.uuid(),
  invoiceId: z.uuid({ error: 'Choose the invoice this transfer pays.' }),
  amount: dollars,
  transactionDate: day('Choose the date the money moved to the office account.'),
  reference: optionalText(100),
});
export type TransferForm = z.output<typeof transferSchema>;

export const reversalSchema = z.object({
  matterId: z.uuid(),
  entryId: z.uuid(),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why this entry was wrong; the client reads it as a correction.')
    .max(500, 'Use at most 500 characters.'),
  transactionDate: day('Choose the date of the correction.'),
});
export type ReversalForm = z.output<typeof reversalSchema>;

export const cancelDepositSchema = z.object({
  matterId: z.uuid(),
  depositRequestId: z.uuid(),
});

// ---------------------------------------------------------------------------------------------
// Invoice and credit note lines: the form posts rows of fields l<i>_description, l<i>_quantity,
// l<i>_price, l<i>_gst, l<i>_reason; an empty row (no description, no price) is skipped. Each
// complaint sits beside its own box (its key is the field's name).

type Ctx = z.RefinementCtx;
const text = (o: Record<string, unknown>, key: string) =>
  typeof o[key] === 'string' ? (o[key] as string).trim() : '';

/**
 * A row left as the form gave it: no description, price or GST-free reason, and the quantity
 * blank or the form's 1 (the GST choice always has a value). Anything else typed is a line, and
 * what is missing from it is said beside its box, never dropped.
 */
function rowIsEmpty(o: Record<string, unknown>, row: number): boolean {
  const quantity = text(o, lineField(row, 'quantity'));
  return (
    !text(o, lineField(row, 'description')) &&
    !text(o, lineField(row, 'price')) &&
    !text(o, lineField(row, 'reason')) &&
    (quantity === '' || quantity === '1')
  );
}

/** The lines a form posted, prices as typed in dollars (> 0); `sign` -1 for a credit note. */
function readLines(o: Record<string, unknown>, ctx: Ctx, sign: 1 | -1): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (let i = 0; i < INVOICE_MAX_LINES; i++) {
    const f = (p: LinePart) => lineField(i, p);
    const description = text(o, f('description'));
    const price = text(o, f('price'));
    if (rowIsEmpty(o, i)) continue;
    const issue = (p: LinePart, message: string) =>
      ctx.addIssue({ code: 'custom', path: [f(p)], message });
    if (!description) issue('description', 'Say what this line is for.');
    else if (description.length > INVOICE_LINE_TEXT_MAX)
      issue('description', `Use at most ${INVOICE_LINE_TEXT_MAX} characters.`);
    const quantityText = text(o, f('quantity')) || '1';
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : 0;
    if (quantity < 1 || quantity > INVOICE_QUANTITY_MAX)
      issue('quantity', `Enter a whole number from 1 to ${INVOICE_QUANTITY_MAX}.`);
    const cents = parseAud(price);
    if (cents === null || cents <= 0)
      issue('price', 'Enter the price in dollars, such as 1250.00 (before GST).');
    const gst = text(o, f('gst'));
    const reason = text(o, f('reason'));
    if (!(GST_TREATMENTS as readonly string[]).includes(gst))
      issue('gst', 'Choose whether GST applies to this line.');
    else if (gst === 'gst_free_export' && !reason)
      issue(
        'reason',
        'Say why this line is GST-free (for example, services to a client outside Australia).',
      );
    else if (reason.length > INVOICE_LINE_TEXT_MAX)
      issue('reason', `Use at most ${INVOICE_LINE_TEXT_MAX} characters.`);
    if (
      !description ||
      cents === null ||
      cents <= 0 ||
      quantity < 1 ||
      quantity > INVOICE_QUANTITY_MAX
    )
      continue;
    lines.push({
      description,
      quantity,
      unit_cents: sign * cents,
      gst: gst as GstTreatment,
      ...(gst === 'gst_free_export' ? { gst_free_reason: reason } : {}),
    });
  }
  return lines;
}

const hasLine = (o: Record<string, unknown>) =>
  Array.from({ length: INVOICE_MAX_LINES }).some((_, i) => !rowIsEmpty(o, i));

export const invoiceDraftSchema = z
  .looseObject({
    matterId: z.uuid(),
    invoiceId: z.uuid().optional(),
    dueOn: day('Choose the date the invoice is due.'),
  })
  .transform((o, ctx) => {
    if (!hasLine(o))
      ctx.addIssue({
        code: 'custom',
        path: [lineField(0, 'description')],
        message: 'Add at least one line: what was done, and its price.',
      });
    return {
      matterId: o.matterId,
      invoiceId: o.invoiceId,
      dueOn: o.dueOn,
      lines: readLines(o, ctx, 1),
    };
  });
export type InvoiceDraftForm = z.output<typeof invoiceDraftSchema>;

export const creditNoteSchema = z
  .looseObject({
    matterId: z.uuid(),
    invoiceId: z.uuid(),
    reason: z
      .string()
      .trim()
      .min(3, 'Say why the invoice is credited; the client reads it.')
      .max(500, 'Use at most 500 characters.'),
  })
  .transform((o, ctx) => {
    if (!hasLine(o))
      ctx.addIssue({
        code: 'custom',
        path: [lineField(0, 'description')],
        message: 'Add the line that is credited, and the amount.',
      });
    return {
      matterId: o.matterId,
      invoiceId: o.invoiceId,
      reason: o.reason,
      lines: readLines(o, ctx, -1),
    };
  });
export type CreditNoteForm = z.output<typeof creditNoteSchema>;

export const reconcileSchema = z.object({
  statementDate: day('Choose the date of the bank statement’s closing balance.'),
  statementBalance: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const cents = parseAud(v);
      if (cents === null || cents < 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the statement’s closing balance in dollars, such as 12500.00.',
        });
        return z.NEVER;
      }
      return cents;
    }),
});
export type ReconcileForm = z.output<typeof reconcileSchema>;
