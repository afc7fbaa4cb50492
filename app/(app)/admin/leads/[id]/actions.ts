'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { isSessionEnded, requireAdmin } from '@/lib/auth/server';
import { addLeadNote, setLeadStatus } from '@/lib/leads/admin';
import { LEAD_STATUSES } from '@/lib/leads/constants';
import { errorText, logEvent } from '@/lib/log';

export interface AdminActionState {
  ok?: boolean;
  error?: string;
  at?: number;
  /** The note as typed, handed back on failure so the form shows it again (React resets forms). */
  body?: string;
}

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
): Promise<{ ok: true; value: T } | { ok: false; state: AdminActionState }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const code = pgCode(error);
    logEvent('admin_action_failed', { action, leadId, code, error: errorText(error) }, 'error');
    const message = isSessionEnded(error)
      ? 'Your session has ended. Please sign in again.'
      : code === '23503'
        ? 'That lead no longer exists.'
        : code === '42501'
          ? 'You are not allowed to change this lead.'
          : 'We could not save that just now. Please try again in a minute.';
    return { ok: false, state: { error: message, at: Date.now() } };
  }
}

export async function updateStatusAction(
  _prev: AdminActionState,
  formData: FormData,
): Promise<AdminActionState> {
  const admin = await requireAdmin();
  const parsed = statusInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'Check the form.', at: Date.now() };
  const result = await write('update_status', parsed.data.id, () =>
    setLeadStatus(admin, parsed.data.id, parsed.data.status),
  );
  if (!result.ok) return result.state;
  if (!result.value.length) return { error: 'That lead no longer exists.', at: Date.now() };
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return { ok: true, at: Date.now() };
}

export async function addNoteAction(
  _prev: AdminActionState,
  formData: FormData,
): Promise<AdminActionState> {
  const admin = await requireAdmin();
  const parsed = noteInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return {
      error: parsed.error.issues[0]?.message ?? 'Check the form.',
      at: Date.now(),
      body: String(formData.get('body') ?? ''),
    };
  const result = await write('add_note', parsed.data.id, () =>
    addLeadNote(admin, parsed.data.id, parsed.data.body),
  );
  if (!result.ok) return { ...result.state, body: parsed.data.body };
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return { ok: true, at: Date.now() };
}
