'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { addClientNote, clientNoteSchema } from '@/lib/admin/client-file';
import { updateClientProfile } from '@/lib/profiles/agent';
import {
  cancelDocumentRequest,
  editDocumentRequest,
  requestCancelSchema,
  requestDocument,
  requestEditSchema,
  requestSchema,
  reviewDocument,
  reviewSchema,
} from '@/lib/documents/agent';
import { failed, formValues, invalid, ok, type ActionState } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';
import { runAction } from '@/lib/forms/run-action';
import { profileFormValues, profileSchema, type ProfileField } from '@/lib/profiles/schema';
import { agentToday, dueNotBefore } from '@/lib/time/due-date';

// Every form here shows its field errors next to the fields without a toast (`invalid(.., null)`),
// and a failure of the whole form as a red toast.

export async function addClientNoteAction(
  _prev: ActionState<'body'>,
  formData: FormData,
): Promise<ActionState<'body'>> {
  const admin = await requireAdmin();
  return runAction({
    formData,
    fields: ['body'] as const,
    schema: clientNoteSchema,
    parse: 'form',
    invalidMessage: null,
    write: async (input) => {
      await addClientNote(admin, input);
      return { ok: true };
    },
    paths: ({ clientId }) => [`/admin/clients/${clientId}`],
    failure: {
      event: 'client_note_failed',
      message: 'The note could not be saved. Please try again.',
    },
  });
}

const REQUEST_EDIT_FIELDS = ['dueOn', 'note'] as const;
type RequestEditField = (typeof REQUEST_EDIT_FIELDS)[number];

/** Change an open request's note or due date (due today or later in the agent's calendar). */
export async function editRequestAction(
  _prev: ActionState<RequestEditField>,
  formData: FormData,
): Promise<ActionState<RequestEditField>> {
  const admin = await requireAdmin();
  return runAction({
    formData,
    fields: REQUEST_EDIT_FIELDS,
    schema: requestEditSchema.superRefine(dueNotBefore(await agentToday())),
    parse: 'form',
    invalidMessage: null,
    write: async (input) =>
      (await editDocumentRequest(admin, input))
        ? { ok: true }
        : { ok: false, message: 'This request was answered or cancelled meanwhile.' },
    done: 'Request updated. The client sees the change.',
    paths: ({ clientId }) => [`/admin/clients/${clientId}`],
    failure: {
      event: 'document_request_edit_failed',
      message: 'The change could not be saved. Please try again.',
    },
  });
}

export async function cancelRequestAction(
  _prev: ActionState<never>,
  formData: FormData,
): Promise<ActionState<never>> {
  const admin = await requireAdmin();
  const parsed = requestCancelSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('That request was not found.');
  try {
    const row = await cancelDocumentRequest(admin, parsed.data);
    if (!row) return failed('This request was answered or cancelled meanwhile.');
  } catch (error) {
    logFailure('document_request_cancel_failed', error);
    return failed('The request could not be cancelled. Please try again.');
  }
  revalidatePath(`/admin/clients/${parsed.data.clientId}`);
  return ok('Request cancelled. The client no longer sees it as open.');
}

/** An agent's correction of a client's profile; the database audits it and queues the e-mail. */
export async function updateClientProfileAction(
  _prev: ActionState<ProfileField>,
  formData: FormData,
): Promise<ActionState<ProfileField>> {
  const admin = await requireAdmin();
  const values = profileFormValues(formData);
  const clientId = z.uuid().safeParse(formData.get('clientId'));
  if (!clientId.success) return failed('That client was not found.', values);
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values, null);
  try {
    if (!(await updateClientProfile(admin, clientId.data, parsed.data)))
      return failed('Only a client’s profile can be changed here.', values);
  } catch (error) {
    logFailure('client_profile_update_failed', error);
    return failed('The profile could not be saved. Please try again.', values);
  }
  deliverMailSoon();
  revalidatePath(`/admin/clients/${clientId.data}`);
  return ok(undefined, values);
}

/** Accept a document, or ask for a new copy with a reason the client reads. */
export async function reviewDocumentAction(
  _prev: ActionState<'reason'>,
  formData: FormData,
): Promise<ActionState<'reason'>> {
  const agent = await requireAdmin();
  const values = formValues(formData, ['reason']);
  const parsed = reviewSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return invalid(parsed.error, values, null);
  try {
    const row = await reviewDocument(agent, parsed.data);
    if (!row) return failed('That document no longer exists.', values);
    revalidatePath(`/admin/clients/${row.clientId}`);
  } catch (error) {
    logFailure('document_review_failed', error);
    return failed('We could not save the review. Please try again.', values);
  }
  if (parsed.data.decision === 'needs_replacement') deliverMailSoon();
  return ok(parsed.data.decision === 'accepted' ? 'Accepted.' : 'Client asked for a new copy.');
}

const REQUEST_FIELDS = ['category', 'dueOn', 'note'] as const;
type RequestField = (typeof REQUEST_FIELDS)[number];

/** Ask the client for a document, optionally by a date (today or later in the agent's calendar). */
export async function requestDocumentAction(
  _prev: ActionState<RequestField>,
  formData: FormData,
): Promise<ActionState<RequestField>> {
  const agent = await requireAdmin();
  const values = formValues(formData, REQUEST_FIELDS);
  const parsed = requestSchema
    .superRefine(dueNotBefore(await agentToday()))
    .safeParse(Object.fromEntries(formData));
  if (!parsed.success) return invalid(parsed.error, values, null);
  try {
    await requestDocument(agent, parsed.data);
  } catch (error) {
    logFailure('document_request_failed', error);
    return failed('We could not save the request. Please try again.', values);
  }
  revalidatePath(`/admin/clients/${parsed.data.clientId}`);
  deliverMailSoon();
  return ok('Request sent to the client.');
}
