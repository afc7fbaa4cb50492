'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { removeColleagueFactor } from '@/lib/auth/mfa';
import { mfaErrorMessage } from '@/lib/auth/mfa-schema';
import { type ActionState, failed, ok } from '@/lib/forms/action-state';

const input = z.object({ userId: z.uuid(), factorId: z.uuid() });

/** An agent at aal2 removes a colleague's lost authenticator (recorded in the audit log). */
export async function removeColleagueFactorAction(
  _prev: ActionState<never>,
  formData: FormData,
): Promise<ActionState<never>> {
  const agent = await requireAdmin('/admin/security');
  const parsed = input.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('Choose an authenticator to remove.');
  const result = await removeColleagueFactor(agent, parsed.data.userId, parsed.data.factorId);
  if (!result.ok) return failed(mfaErrorMessage(result.code));
  revalidatePath('/admin/security');
  return ok('Removed. They will set up a new authenticator at their next sign-in.');
}
