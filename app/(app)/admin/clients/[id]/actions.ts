'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { addClientNote, clientNoteSchema } from '@/lib/admin/client-file';
import { errorText, logEvent } from '@/lib/log';

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
