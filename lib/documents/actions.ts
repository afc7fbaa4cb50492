'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { z } from 'zod';
import { requireAdmin, requireUser } from '@/lib/auth/server';
import { errorText, logEvent } from '@/lib/log';
import { deliverDueMail } from '@/lib/mail/outbox';
import { createClient } from '@/lib/supabase/server';
import { removeMyDocument } from './files';
import { agentToday, dueNotBefore } from '@/lib/admin/requests';
import { requestDocument, requestSchema, reviewDocument, reviewSchema } from './review';

export interface DocActionState {
  ok?: boolean;
  message?: string;
  error?: string;
  fieldErrors?: Record<string, string[] | undefined>;
  values?: Record<string, string>;
  at?: number;
}

const valuesOf = (formData: FormData) =>
  Object.fromEntries(
    [...formData.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
  );
const sendMailSoon = () =>
  after(() =>
    deliverDueMail().catch((error) =>
      logEvent('mail_delivery_error', { error: errorText(error) }, 'error'),
    ),
  );

export async function removeDocumentAction(
  _prev: DocActionState,
  formData: FormData,
): Promise<DocActionState> {
  const user = await requireUser('/dashboard?tab=documents');
  const id = z.uuid().safeParse(formData.get('id'));
  if (!id.success) return { error: 'That document no longer exists.', at: Date.now() };
  try {
    const result = await removeMyDocument({
      claims: { ...user.claims, sub: user.id },
      storage: await createClient(),
      documentId: id.data,
    });
    revalidatePath('/dashboard');
    if (result === 'not_found') return { error: 'That document no longer exists.', at: Date.now() };
    return {
      ok: true,
      message:
        result === 'deleted'
          ? 'Document removed.'
          : 'Document removed from your list. Your agent keeps a copy on file as the law requires.',
      at: Date.now(),
    };
  } catch (error) {
    logEvent('document_remove_failed', { error: errorText(error) }, 'error');
    return { error: 'We could not remove it just now. Please try again.', at: Date.now() };
  }
}

export async function reviewDocumentAction(
  _prev: DocActionState,
  formData: FormData,
): Promise<DocActionState> {
  const agent = await requireAdmin();
  const values = valuesOf(formData);
  const parsed = reviewSchema.safeParse(values);
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
  try {
    const row = await reviewDocument(agent, parsed.data);
    if (!row) return { error: 'That document no longer exists.', values, at: Date.now() };
    revalidatePath(`/admin/clients/${row.clientId}`);
  } catch (error) {
    logEvent('document_review_failed', { error: errorText(error) }, 'error');
    return { error: 'We could not save the review. Please try again.', values, at: Date.now() };
  }
  if (parsed.data.decision === 'needs_replacement') sendMailSoon();
  return {
    ok: true,
    message: parsed.data.decision === 'accepted' ? 'Accepted.' : 'Client asked for a new copy.',
    at: Date.now(),
  };
}

export async function requestDocumentAction(
  _prev: DocActionState,
  formData: FormData,
): Promise<DocActionState> {
  const agent = await requireAdmin();
  const values = valuesOf(formData);
  // Today or later in the agent's own calendar (lib/admin/requests.ts; the database checks too).
  const parsed = requestSchema.superRefine(dueNotBefore(await agentToday())).safeParse(values);
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
  try {
    await requestDocument(agent, parsed.data);
  } catch (error) {
    logEvent('document_request_failed', { error: errorText(error) }, 'error');
    return { error: 'We could not save the request. Please try again.', values, at: Date.now() };
  }
  revalidatePath(`/admin/clients/${parsed.data.clientId}`);
  sendMailSoon();
  return { ok: true, message: 'Request sent to the client.', at: Date.now() };
}
