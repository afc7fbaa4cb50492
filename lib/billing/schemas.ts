/** The inputs of the agent's money forms on a matter (zod 4), shared by the actions and tests. */
import { z } from 'zod';
import { DEPOSIT_PURPOSES, PAYMENT_METHODS } from './constants';
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
