'use server';

import { after } from 'next/server';
import { revalidatePath } from 'next/cache';
import { requireUser } from '@/lib/auth/server';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { logEvent, logFailure } from '@/lib/log';
import { approveMatter } from '@/lib/matters/approve';
import { matterApprovalSchema } from '@/lib/matters/schemas';

export type ApprovalField = 'confirm';

/** The client approves the application at client_review (the database records it in their name). */
export async function approveMatterAction(
  _prev: ActionState<ApprovalField>,
  formData: FormData,
): Promise<ActionState<ApprovalField>> {
  const user = await requireUser('/dashboard?tab=matters');
  const values = formValues(formData, ['confirm'] as const);
  const parsed = matterApprovalSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return invalid(parsed.error, values);
  let approved: boolean;
  try {
    approved = await approveMatter(user, parsed.data.matterId);
  } catch (error) {
    logFailure('matter_approval_failed', error);
    return failed('We could not record your approval. Please try again.', values);
  }
  if (!approved)
    return failed(
      'This application is not waiting for your approval any more. Please reload the page.',
    );
  revalidatePath(`/dashboard/matters/${parsed.data.matterId}`);
  after(() => logEvent('matter_approved', { matter: parsed.data.matterId }));
  return ok('Thank you. We will lodge your application and tell you when it is done.');
}
