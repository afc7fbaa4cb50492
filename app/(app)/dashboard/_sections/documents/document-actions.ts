'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { removeMyDocument } from '@/lib/documents/files';
import { LEGAL_HOLD_MESSAGE } from '@/lib/documents/messages';
import { failed, ok, type ActionState } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';

/** The client removes one of their documents (see `removeMyDocument` for what stays on file). */
export async function removeDocumentAction(
  _prev: ActionState<never>,
  formData: FormData,
): Promise<ActionState<never>> {
  const user = await requireUser('/dashboard?tab=documents');
  const id = z.uuid().safeParse(formData.get('id'));
  if (!id.success) return failed('That document no longer exists.');
  try {
    const result = await removeMyDocument({
      user,
      documentId: id.data,
    });
    revalidatePath('/dashboard');
    if (result === 'not_found') return failed('That document no longer exists.');
    if (result === 'held') return failed(LEGAL_HOLD_MESSAGE);
    return ok(
      result === 'deleted'
        ? 'Document removed.'
        : 'Document removed from your list. Your agent keeps a copy on file as the law requires.',
    );
  } catch (error) {
    logFailure('document_remove_failed', error);
    return failed('We could not remove it just now. Please try again.');
  }
}
