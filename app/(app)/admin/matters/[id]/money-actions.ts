'use server';

import type { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import type { CurrentUser } from '@/lib/auth/server';
import {
  type BillingResult,
  cancelDepositRequest,
  recordLedgerEntry,
  requestDeposit,
  reverseLedgerEntry,
} from '@/lib/billing/agent';
import {
  cancelDepositSchema,
  depositRequestSchema,
  paymentOutSchema,
  receiptSchema,
  reversalSchema,
  transferSchema,
} from '@/lib/billing/schemas';
import type { ActionState } from '@/lib/forms/action-state';
import { agentToday, dueNotBefore } from '@/lib/time/due-date';
import { runAction, type WriteOutcome } from '@/lib/forms/run-action';

/** A refusal from lib/billing/agent.ts (its sentence from lib/billing/messages.ts) as a form's. */
const outcome = (r: BillingResult): WriteOutcome =>
  r.ok ? { ok: true, id: r.value } : { ok: false, message: r.message };

interface Spec<S extends z.ZodType> {
  fields: readonly string[];
  schema: () => Promise<S> | S;
  write: (agent: CurrentUser, input: z.output<S>) => Promise<WriteOutcome>;
  done: string;
}
const spec = <S extends z.ZodType>(s: Spec<S>) => s as unknown as Spec<z.ZodType>;

/** The money forms on the agent's matter page; the database checks the agent (aal2) and rules. */
const SPECS = {
  deposit: spec({
    fields: ['purpose', 'description', 'amount', 'dueOn'],
    schema: async () => depositRequestSchema.superRefine(dueNotBefore(await agentToday())),
    write: async (agent, input: z.output<typeof depositRequestSchema>) =>
      outcome(
        await requestDeposit(agent, {
          matterId: input.matterId,
          purpose: input.purpose,
          description: input.description,
          amountCents: input.amount,
          dueOn: input.dueOn,
        }),
      ),
    done: 'Deposit request sent. The client has been told by e-mail.',
  }),
  receipt: spec({
    fields: ['amount', 'transactionDate', 'method', 'reference'],
    schema: () => receiptSchema,
    write: async (agent, input: z.output<typeof receiptSchema>) =>
      outcome(
        await recordLedgerEntry(agent, {
          matterId: input.matterId,
          kind: 'receipt',
          amountCents: input.amount,
          transactionDate: input.transactionDate,
          method: input.method,
          reference: input.reference ?? null,
          depositRequestId: input.depositRequestId,
        }),
      ),
    done: 'Receipt recorded in the clients’ account.',
  }),
  disbursement: spec({
    fields: ['amount', 'transactionDate', 'method', 'reference', 'reason'],
    schema: () => paymentOutSchema,
    write: async (agent, input: z.output<typeof paymentOutSchema>) =>
      outcome(
        await recordLedgerEntry(agent, {
          ...input,
          kind: 'disbursement_paid',
          amountCents: input.amount,
        }),
      ),
    done: 'Payment recorded: the money held for this matter is lower by that amount.',
  }),
  refund: spec({
    fields: ['amount', 'transactionDate', 'method', 'reference', 'reason'],
    schema: () => paymentOutSchema,
    write: async (agent, input: z.output<typeof paymentOutSchema>) =>
      outcome(
        await recordLedgerEntry(agent, { ...input, kind: 'refund', amountCents: input.amount }),
      ),
    done: 'Refund recorded in the clients’ account.',
  }),
  transfer: spec({
    fields: ['amount', 'transactionDate', 'reference'],
    schema: () => transferSchema,
    write: async (agent, input: z.output<typeof transferSchema>) =>
      outcome(
        await recordLedgerEntry(agent, {
          matterId: input.matterId,
          kind: 'transfer_to_office',
          amountCents: input.amount,
          transactionDate: input.transactionDate,
          reference: input.reference ?? null,
          invoiceId: input.invoiceId,
        }),
      ),
    done: 'Transferred to the office against the invoice.',
  }),
  reversal: spec({
    fields: ['reason', 'transactionDate'],
    schema: () => reversalSchema,
    write: async (agent, input: z.output<typeof reversalSchema>) =>
      outcome(await reverseLedgerEntry(agent, input)),
    done: 'Reversed. The client sees the correction with your reason.',
  }),
  cancelDeposit: spec({
    fields: [],
    schema: () => cancelDepositSchema,
    write: async (agent, input: z.output<typeof cancelDepositSchema>) =>
      outcome(await cancelDepositRequest(agent, input.depositRequestId)),
    done: 'Deposit request cancelled. The client no longer sees it as to pay.',
  }),
};
export type MoneyFormKind = keyof typeof SPECS;

/** The one server action of the matter's money forms, bound to its kind by each form. */
export async function moneyFormAction(
  kind: MoneyFormKind,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/matters');
  const s = SPECS[kind];
  if (!s) return { status: 'error', at: Date.now(), message: 'Unknown form.' };
  return runAction({
    formData,
    fields: s.fields,
    schema: await s.schema(),
    parse: 'form',
    write: (input) => s.write(agent, input),
    done: s.done,
    // Every form carries the matter's id (its schema checks it); a transfer its invoice's.
    paths: (input) => {
      const i = input as { matterId: string; invoiceId?: string };
      return [
        `/admin/matters/${i.matterId}`,
        ...(i.invoiceId ? [`/admin/billing/invoices/${i.invoiceId}`] : []),
        '/admin/billing',
        '/dashboard',
      ];
    },
    failure: {
      event: 'billing_write_failed',
      message: 'That could not be saved. Please try again.',
    },
    mail: kind === 'deposit',
  });
}
