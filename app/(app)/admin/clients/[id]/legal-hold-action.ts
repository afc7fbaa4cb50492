'use server';

import { revalidatePath } from 'next/cache';
import { requireAdmin } from '@/lib/auth/server';
import { type ActionState, failed, ok } from '@/lib/forms/action-state';
import { legalHoldSchema, setLegalHold } from '@/lib/documents/agent';
import { errorText, logEvent } from '@/lib/log';

/** Put a document on legal hold, or lift it (audited by the database). */
export async function legalHoldAction(
  _prev: ActionState<'hold'>,
  formData: FormData,
): Promise<ActionState<'hold'>> {
  const agent = await requireAdmin();
  const parsed = legalHoldSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('That document could not be found.');
  try {
    const outcome = await setLegalHold(agent, parsed.data.id, parsed.data.hold);
    if (outcome === 'not_found') return failed('That document no longer exists.');
    if (outcome === 'being_destroyed')
      return failed('This document reached its retention date and is being destroyed.');
  } catch (error) {
    logEvent('legal_hold_failed', { error: errorText(error) }, 'error');
    return failed('The hold could not be changed. Please try again.');
  }
  revalidatePath(`/admin/clients/${parsed.data.clientId}`);
  return ok(parsed.data.hold ? 'On legal hold: it will not be destroyed.' : 'Legal hold lifted.');
}
