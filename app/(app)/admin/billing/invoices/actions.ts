'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import {
  type BillingResult,
  createCreditNoteDraft,
  createInvoiceDraft,
  discardInvoiceDraft,
  issueInvoice,
  updateInvoiceDraft,
} from '@/lib/billing/agent';
import { INVOICE_MAX_LINES } from '@/lib/billing/constants';
import { lineFields } from '@/lib/billing/invoice-lines';
import { creditNoteSchema, invoiceDraftSchema } from '@/lib/billing/schemas';
import { type ActionState, failed } from '@/lib/forms/action-state';
import { runAction, type WriteOutcome } from '@/lib/forms/run-action';
import { logFailure } from '@/lib/log';
import { agentToday, dueNotBefore } from '@/lib/time/due-date';
import { revalidatePath } from 'next/cache';

const outcome = (r: BillingResult): WriteOutcome =>
  r.ok ? { ok: true, id: r.value } : { ok: false, message: r.message };

const LINE_FIELDS = lineFields(INVOICE_MAX_LINES);
const failure = {
  event: 'billing_write_failed',
  message: 'That could not be saved. Please try again.',
};
const pages = (matterId: string, invoiceId?: string) => [
  '/admin/billing',
  `/admin/matters/${matterId}`,
  ...(invoiceId ? [`/admin/billing/invoices/${invoiceId}`] : []),
  '/dashboard',
];

/** Saves a new draft (then shows it) or changes one; the totals come from the database. */
export async function saveInvoiceDraftAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/billing');
  let saved: string | undefined;
  const state = await runAction({
    formData,
    fields: ['dueOn', ...LINE_FIELDS],
    schema: invoiceDraftSchema.superRefine(dueNotBefore(await agentToday())),
    parse: 'form',
    write: async (input) => {
      const r = input.invoiceId
        ? await updateInvoiceDraft(agent, { ...input, invoiceId: input.invoiceId })
        : await createInvoiceDraft(agent, input);
      if (r.ok) saved = input.invoiceId ?? r.value;
      return outcome(r);
    },
    done: 'Draft saved. Check it, then issue it.',
    paths: (input) => pages(input.matterId, input.invoiceId),
    failure,
  });
  // A new draft opens on its own page, where it is checked and issued.
  if (state.status === 'ok' && saved && !formData.get('invoiceId'))
    redirect(`/admin/billing/invoices/${saved}?saved=1`);
  return state;
}

const idsSchema = z.object({ invoiceId: z.uuid(), matterId: z.uuid() });

/** Issues a draft: its number and date come from the database; the client is e-mailed a link. */
export async function issueInvoiceAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/billing');
  return runAction({
    formData,
    fields: ['gstChecked'],
    schema: idsSchema.extend({
      gstChecked: z.literal('on', {
        error: 'Tick to confirm you checked the GST of every line.',
      }),
    }),
    parse: 'form',
    write: async (input) => outcome(await issueInvoice(agent, { invoiceId: input.invoiceId })),
    done: 'Issued. The client has been e-mailed a link to it.',
    paths: (input) => pages(input.matterId, input.invoiceId),
    failure,
    mail: true,
  });
}

export async function discardInvoiceDraftAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/billing');
  const parsed = idsSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('That draft was not found.');
  try {
    const r = await discardInvoiceDraft(agent, parsed.data.invoiceId);
    if (!r.ok) return failed(r.message);
  } catch (error) {
    logFailure('billing_write_failed', error);
    return failed(failure.message);
  }
  revalidatePath('/admin/billing');
  redirect(`/admin/matters/${parsed.data.matterId}#money`);
}

/** A credit note against an issued invoice, issued at once (it is checked on the same form). */
export async function creditNoteAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/billing');
  return runAction({
    formData,
    fields: ['reason', ...LINE_FIELDS],
    schema: creditNoteSchema,
    parse: 'form',
    write: async (input) => {
      const today = await agentToday();
      const d = await createCreditNoteDraft(agent, { ...input, dueOn: today });
      if (!d.ok) return outcome(d);
      const issued = await issueInvoice(agent, { invoiceId: d.value });
      // Not issued (a rule refused it): the draft is of no use to anyone; say why.
      if (!issued.ok) await discardInvoiceDraft(agent, d.value);
      return outcome(issued);
    },
    done: 'Credit note issued. The client has been e-mailed a link to it.',
    paths: (input) => pages(input.matterId, input.invoiceId),
    failure,
    mail: true,
  });
}
