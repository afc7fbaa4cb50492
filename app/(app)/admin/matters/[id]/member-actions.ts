'use server';

import { requireAdmin } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { memberInviteSchema, memberSchema } from '@/lib/matters/member-schemas';
import { inviteMember, saveMember } from '@/lib/matters/members';

const memberPaths = (matterId: string) => [`/admin/matters/${matterId}`];

/** Adds a person to a family matter, or changes one (the form sends `id` when editing). */
export async function saveMemberAction(_prev: ActionState, formData: FormData) {
  const agent = await requireAdmin('/admin/matters');
  return runAction({
    formData,
    fields: ['role', 'fullName', 'dateOfBirth', 'relationship', 'passportExpiresOn'],
    schema: memberSchema,
    parse: 'form',
    write: (input) => saveMember(agent, input),
    done: (input) => (input.id ? 'Saved.' : 'Added to the matter.'),
    paths: (input) => memberPaths(input.matterId),
    failure: {
      event: 'member_write_failed',
      message: 'That could not be saved. Please try again.',
    },
  });
}

/** Invites an adult member to their own login (or links the account that has that e-mail). */
export async function inviteMemberAction(_prev: ActionState, formData: FormData) {
  const agent = await requireAdmin('/admin/matters');
  return runAction({
    formData,
    fields: ['email'],
    schema: memberInviteSchema,
    parse: 'form',
    write: async (input) => {
      const r = await inviteMember(agent, input);
      return r.ok ? { ok: true, id: r.id } : r;
    },
    done: 'Done. They can sign in and see only their own and shared items on this matter.',
    paths: (input) => memberPaths(input.matterId),
    failure: {
      event: 'member_invite_failed',
      message: 'The invitation could not be sent. Please try again in a minute.',
    },
  });
}
