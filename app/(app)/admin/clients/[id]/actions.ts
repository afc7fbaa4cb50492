'use server';

import { after } from 'next/server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { addClientNote, clientNoteSchema } from '@/lib/admin/client-file';
import {
  agentToday,
  cancelDocumentRequest,
  dueNotBefore,
  editDocumentRequest,
  requestCancelSchema,
  requestEditSchema,
} from '@/lib/admin/requests';
import { updateClientProfile } from '@/lib/admin/client-profile';
import type { DocActionState } from '@/lib/documents/actions';
import { deliverDueMail } from '@/lib/mail/outbox';
import { profileSchema, type ProfileState } from '@/lib/profiles/schema';
import { errorText, logEvent } from '@/lib/log';

/** What the agent typed, kept to show again after an error. */
const valuesOf = (formData: FormData) =>
  Object.fromEntries(
    [...formData.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
  );

export interface NoteState {
  ok?: boolean;
  error?: string;
  fieldErrors?: { body?: string[] };
  values?: { body?: string };
  at?: number;
}

export async function addClientNoteAction(
  _prev: NoteState,
  formData: FormData,
): Promise<NoteState> {
  const admin = await requireAdmin();
  const parsed = clientNoteSchema.safeParse(Object.fromEntries(formData));
  const values = { body: String(formData.get('body') ?? '') };
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
  try {
    await addClientNote(admin, parsed.data);
  } catch (error) {
    logEvent('client_note_failed', { error: errorText(error) }, 'error');
    return { error: 'The note could not be saved. Please try again.', values, at: Date.now() };
  }
  revalidatePath(`/admin/clients/${parsed.data.clientId}`);
  return { ok: true, at: Date.now() };
}

/** Change an open request's note or due date (due today or later in the agent's calendar). */
export async function editRequestAction(
  _prev: DocActionState,
  formData: FormData,
): Promise<DocActionState> {
  const admin = await requireAdmin();
  const values = valuesOf(formData);
  const parsed = requestEditSchema.superRefine(dueNotBefore(await agentToday())).safeParse(values);
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
  try {
    const row = await editDocumentRequest(admin, parsed.data);
    if (!row)
      return {
        error: 'This request was answered or cancelled meanwhile.',
        values,
        at: Date.now(),
      };
  } catch (error) {
    logEvent('document_request_edit_failed', { error: errorText(error) }, 'error');
    return { error: 'The change could not be saved. Please try again.', values, at: Date.now() };
  }
  revalidatePath(`/admin/clients/${parsed.data.clientId}`);
  return { ok: true, message: 'Request updated. The client sees the change.', at: Date.now() };
}

export async function cancelRequestAction(
  _prev: DocActionState,
  formData: FormData,
): Promise<DocActionState> {
  const admin = await requireAdmin();
  const parsed = requestCancelSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { error: 'That request was not found.', at: Date.now() };
  try {
    const row = await cancelDocumentRequest(admin, parsed.data);
    if (!row) return { error: 'This request was answered or cancelled meanwhile.', at: Date.now() };
  } catch (error) {
    logEvent('document_request_cancel_failed', { error: errorText(error) }, 'error');
    return { error: 'The request could not be cancelled. Please try again.', at: Date.now() };
  }
  revalidatePath(`/admin/clients/${parsed.data.clientId}`);
  return {
    ok: true,
    message: 'Request cancelled. The client no longer sees it as open.',
    at: Date.now(),
  };
}

/** An agent's correction of a client's profile; the database audits it and queues the e-mail. */
export async function updateClientProfileAction(
  _prev: ProfileState,
  formData: FormData,
): Promise<ProfileState> {
  const admin = await requireAdmin();
  const values = valuesOf(formData);
  const clientId = z.uuid().safeParse(values.clientId);
  if (!clientId.success) return { error: 'That client was not found.', values, at: Date.now() };
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
  try {
    if (!(await updateClientProfile(admin, clientId.data, parsed.data)))
      return { error: 'Only a client’s profile can be changed here.', values, at: Date.now() };
  } catch (error) {
    logEvent('client_profile_update_failed', { error: errorText(error) }, 'error');
    return { error: 'The profile could not be saved. Please try again.', values, at: Date.now() };
  }
  after(() =>
    deliverDueMail().catch((error) =>
      logEvent('mail_delivery_error', { error: errorText(error) }, 'error'),
    ),
  );
  revalidatePath(`/admin/clients/${clientId.data}`);
  return { ok: true, values, at: Date.now() };
}
