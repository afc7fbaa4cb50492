'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { grantAgentRole, grantSchema, revokeAgentRole, revokeSchema } from '@/lib/admin/team';

export interface TeamState {
  ok?: boolean;
  message?: string;
  fieldErrors?: { email?: string[] };
  values?: { email?: string };
  /** Revoking your own role asks again before it happens. */
  confirmSelf?: boolean;
  at?: number;
}

export async function grantRoleAction(_prev: TeamState, formData: FormData): Promise<TeamState> {
  const admin = await requireAdmin('/admin/team');
  const values = { email: String(formData.get('email') ?? '') };
  const parsed = grantSchema.safeParse(values);
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
  const result = await grantAgentRole(admin, parsed.data.email);
  if (!result.ok)
    return result.field
      ? { fieldErrors: { email: [result.message] }, values, at: Date.now() }
      : { message: result.message, values, at: Date.now() };
  revalidatePath('/admin/team');
  return {
    ok: true,
    message: 'Done: they are an agent from their next page load.',
    at: Date.now(),
  };
}

export async function revokeRoleAction(_prev: TeamState, formData: FormData): Promise<TeamState> {
  const admin = await requireAdmin('/admin/team');
  const parsed = revokeSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { message: 'Choose an agent.', at: Date.now() };
  if (parsed.data.userId === admin.id && parsed.data.confirmSelf !== 'yes')
    return {
      confirmSelf: true,
      message: 'This is your own role: you will lose the admin panel at once. Confirm to go ahead.',
      at: Date.now(),
    };
  const result = await revokeAgentRole(admin, parsed.data.userId);
  if (!result.ok) return { message: result.message, at: Date.now() };
  revalidatePath('/admin/team');
  return { ok: true, message: 'Role revoked: their next request is refused.', at: Date.now() };
}
