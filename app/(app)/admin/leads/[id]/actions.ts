'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { addLeadNote, setLeadStatus } from '@/lib/leads/admin';
import { LEAD_STATUSES } from '@/lib/leads/constants';

export interface AdminActionState {
  ok?: boolean;
  error?: string;
  at?: number;
}

const statusInput = z.object({
  id: z.uuid(),
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status.' }),
});
const noteInput = z.object({
  id: z.uuid(),
  body: z.string().trim().min(1, 'Write a note first.').max(3000, 'Use at most 3,000 characters.'),
});

export async function updateStatusAction(
  _prev: AdminActionState,
  formData: FormData,
): Promise<AdminActionState> {
  const admin = await requireAdmin();
  const parsed = statusInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'Check the form.', at: Date.now() };
  const updated = await setLeadStatus(admin, parsed.data.id, parsed.data.status);
  if (!updated.length) return { error: 'That lead no longer exists.', at: Date.now() };
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
    return { error: parsed.error.issues[0]?.message ?? 'Check the form.', at: Date.now() };
  await addLeadNote(admin, parsed.data.id, parsed.data.body);
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return { ok: true, at: Date.now() };
}
