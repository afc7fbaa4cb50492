'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { isSessionEnded, requireAdmin } from '@/lib/auth/server';
import { failed, ok, type ActionState } from '@/lib/forms/action-state';
import { addLeadNote, setLeadStatus } from '@/lib/leads/agent';
import { LEAD_STATUSES } from '@/lib/leads/constants';
import { logFailure } from '@/lib/log';

const statusInput = z.object({
  id: z.uuid(),
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status.' }),
});
const noteInput = z.object({
  id: z.uuid(),
  body: z.string().trim().min(1, 'Write a note first.').max(3000, 'Use at most 3,000 characters.'),
});

/** The Postgres error code behind a Drizzle error (Drizzle wraps the driver's error in `cause`). */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs the database write; a failure becomes a plain message for the agent (the form keeps what
 * they typed) and one structured log line for us, never an error page. Only the lead's id is
 * logged: no names, e-mails or note text.
 */
async function write<T>(
  action: string,
  leadId: string,
  run: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const code = pgCode(error);
    logFailure('admin_action_failed', error, { action, leadId });
    const message = isSessionEnded(error)
      ? 'Your session has ended. Please sign in again.'
      : code === '23503'
        ? 'That lead no longer exists.'
        : code === '42501'
          ? 'You are not allowed to change this lead.'
          : 'We could not save that just now. Please try again in a minute.';
    return { ok: false, message };
  }
}

export async function updateStatusAction(
  _prev: ActionState<never>,
  formData: FormData,
): Promise<ActionState<never>> {
  const admin = await requireAdmin();
  const parsed = statusInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? 'Check the form.');
  const result = await write('update_status', parsed.data.id, () =>
    setLeadStatus(admin, parsed.data.id, parsed.data.status),
  );
  if (!result.ok) return failed(result.message);
  if (!result.value.length) return failed('That lead no longer exists.');
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return ok();
}

/**
 * A note on the lead. Its one check and the database's refusals are shown as the form's message
 * (under the box and as a toast); the note as typed comes back in `values` (React resets forms).
 */
export async function addNoteAction(
  _prev: ActionState<'body'>,
  formData: FormData,
): Promise<ActionState<'body'>> {
  const admin = await requireAdmin();
  const parsed = noteInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return failed(parsed.error.issues[0]?.message ?? 'Check the form.', {
      body: String(formData.get('body') ?? ''),
    });
  const result = await write('add_note', parsed.data.id, () =>
    addLeadNote(admin, parsed.data.id, parsed.data.body),
  );
  if (!result.ok) return failed(result.message, { body: parsed.data.body });
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return ok();
}
