'use server';

import { after } from 'next/server';
import { requireUser } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { logEvent } from '@/lib/log';
import { approveMatter } from '@/lib/matters/approve';
import { matterApprovalSchema } from '@/lib/matters/schemas';

export type ApprovalField = 'confirm';

/** The client approves the application at client_review (the database records it in their name). */
export async function approveMatterAction(
  _prev: ActionState<ApprovalField>,
  formData: FormData,
): Promise<ActionState<ApprovalField>> {
  const user = await requireUser('/dashboard?tab=matters');
  return runAction({
    formData,
    fields: ['confirm'] as const,
    schema: matterApprovalSchema,
    parse: 'form',
    write: async ({ matterId, documentId }) => {
      const result = await approveMatter(user, matterId, documentId);
      if (result === 'summary_changed')
        return {
          ok: false,
          message:
            'Your agent has uploaded a new summary since you opened this page. Please reload the page and check the new one.',
        };
      if (result !== 'approved')
        return {
          ok: false,
          message:
            'This application is not waiting for your approval any more. Please reload the page.',
        };
      after(() => logEvent('matter_approved', { matter: matterId }));
      return { ok: true };
    },
    done: 'Thank you. We will lodge your application and tell you when it is done.',
    paths: ({ matterId }) => [`/dashboard/matters/${matterId}`],
    failure: {
      event: 'matter_approval_failed',
      message: 'We could not record your approval. Please try again.',
    },
    mail: true,
  });
}
