'use server';

import { redirect } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { openMatter } from '@/lib/matters/agent';
import { openMatterSchema } from '@/lib/matters/schemas';
import { runAction } from '@/lib/forms/run-action';

const OPEN_FIELDS = ['engagementId', 'visaSubclass', 'title'] as const;
export type OpenMatterField = (typeof OPEN_FIELDS)[number];

/** Opens a matter from an accepted engagement and goes to it. */
export async function openMatterAction(
  _prev: ActionState<OpenMatterField>,
  formData: FormData,
): Promise<ActionState<OpenMatterField>> {
  const agent = await requireAdmin('/admin/matters');
  let opened: string | null = null;
  const state = await runAction({
    formData,
    fields: OPEN_FIELDS,
    schema: openMatterSchema,
    parse: 'form',
    write: async (input) => {
      const r = await openMatter(agent, input);
      if (r.ok) opened = r.id;
      return r;
    },
    done: 'Matter opened. The client has been told by e-mail.',
    paths: () => ['/admin/matters'],
    failure: {
      event: 'matter_write_failed',
      message: 'That could not be saved. Please try again.',
    },
    mail: true,
  });
  if (opened) redirect(`/admin/matters/${opened}`);
  return state;
}
