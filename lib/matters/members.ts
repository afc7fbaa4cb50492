/**
 * Family matters (20261130150000_matter_members.sql): the people on a matter besides its
 * account holder, read and written as the person (asUser), so RLS and the triggers judge. An
 * agent adds and edits members and invites an adult to their own login; the login then sees
 * only that member's items and the shared ones (the database's policies, not this file).
 */
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { existingAccount } from '@/lib/admin/invite';
import { siteConfig } from '@/lib/config/site';
import { matterMembers, matters } from '@/lib/db';
import { pgCode, pgConstraint } from '@/lib/db/errors';
import { logEvent, logFailure } from '@/lib/log';
import { createAdminClient } from '@/lib/supabase/admin';
import type { WriteResult } from './agent';
import { MEMBER_RULES } from './member-labels';
import type { MemberInput, MemberInviteInput } from './member-schemas';
import { NOT_ALLOWED, RULE_FALLBACK } from './messages';

/** A refusal by a rule or by RLS as the agent's sentence; anything else rethrown. */
function refusal(error: unknown): WriteResult {
  const code = pgCode(error);
  const constraint = pgConstraint(error);
  if (code === '23514' || code === '23505')
    return {
      ok: false,
      message:
        constraint && Object.hasOwn(MEMBER_RULES, constraint)
          ? MEMBER_RULES[constraint as keyof typeof MEMBER_RULES]
          : RULE_FALLBACK,
    };
  if (code === '42501') return { ok: false, message: NOT_ALLOWED };
  throw error;
}

/** The members of a matter this person may see, in the order they were added. */
export async function membersOf(user: CurrentUser, matterId: string) {
  return asUser(user, (tx) =>
    tx
      .select()
      .from(matterMembers)
      .where(eq(matterMembers.matterId, matterId))
      .orderBy(asc(matterMembers.createdAt), asc(matterMembers.id)),
  );
}
export type MatterMember = Awaited<ReturnType<typeof membersOf>>[number];

/** Adds a member, or changes one (`id`); the answer names the matter, for the page refresh. */
export async function saveMember(agent: CurrentUser, input: MemberInput): Promise<WriteResult> {
  const values = {
    role: input.role,
    fullName: input.fullName,
    dateOfBirth: input.dateOfBirth ?? null,
    relationship: input.relationship ?? null,
    passportExpiresOn: input.passportExpiresOn ?? null,
  };
  try {
    const row = await asUser(agent, async (tx) => {
      const [r] = input.id
        ? await tx
            .update(matterMembers)
            .set(values)
            .where(and(eq(matterMembers.id, input.id), eq(matterMembers.matterId, input.matterId)))
            .returning({ id: matterMembers.matterId })
        : await tx
            .insert(matterMembers)
            .values({ ...values, matterId: input.matterId })
            .returning({ id: matterMembers.matterId });
      return r;
    });
    return row ? { ok: true, id: row.id } : { ok: false, message: 'That person was not found.' };
  } catch (error) {
    return refusal(error);
  }
}

/** Under 18 on the agency's today, by the date of birth the agent entered. */
function isMinor(dateOfBirth: string | null): boolean {
  if (!dateOfBirth) return false;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const adult = new Date(Date.UTC(y + 18, m - 1, d));
  return adult.getTime() > Date.now();
}

export type MemberInviteResult =
  { ok: true; id: string; kind: 'invited' | 'linked' } | { ok: false; message: string };

/**
 * Gives an adult member their own login: Auth's invitation (the same path as inviting a client
 * from a lead; the e-mail names no matter and no person), or an existing account with that
 * e-mail, linked as the agent. The link only adds a member row's user_id: the person becomes no
 * client of the matter, and the database shows them only their own and shared items. Call
 * only after requireAdmin(): the secret-key client can create any account.
 */
export async function inviteMember(
  agent: CurrentUser,
  input: MemberInviteInput,
): Promise<MemberInviteResult> {
  const [member] = await asUser(agent, (tx) =>
    tx
      .select({ m: matterMembers, holder: matters.clientId })
      .from(matterMembers)
      .innerJoin(matters, eq(matters.id, matterMembers.matterId))
      .where(and(eq(matterMembers.id, input.id), eq(matterMembers.matterId, input.matterId))),
  );
  if (!member) return { ok: false, message: 'That person was not found.' };
  if (member.m.userId) return { ok: false, message: 'This person already has their own login.' };
  if (member.m.role === 'dependent_child' || isMinor(member.m.dateOfBirth))
    return {
      ok: false,
      message: 'Only an adult gets their own login. A child’s items stay with the account holder.',
    };

  const link = async (userId: string): Promise<WriteResult> => {
    try {
      const [r] = await asUser(agent, (tx) =>
        tx
          .update(matterMembers)
          .set({ userId })
          .where(and(eq(matterMembers.id, input.id), sql`${matterMembers.userId} is null`))
          .returning({ id: matterMembers.matterId }),
      );
      return r
        ? { ok: true, id: r.id }
        : { ok: false, message: 'This person already has a login.' };
    } catch (error) {
      return refusal(error);
    }
  };

  const existing = await existingAccount(agent, input.email);
  if (existing) {
    const linked = await link(existing.id);
    return linked.ok ? { ok: true, id: linked.id, kind: 'linked' } : linked;
  }
  const { data, error } = await createAdminClient().auth.admin.inviteUserByEmail(input.email, {
    data: { full_name: member.m.fullName },
    redirectTo: `${siteConfig.url}/dashboard?tab=matters`,
  });
  if (error || !data.user) {
    logFailure('member_invite_failed', error, { memberId: input.id });
    return {
      ok: false,
      message: 'The invitation could not be sent. Please try again in a minute.',
    };
  }
  const linked = await link(data.user.id);
  if (!linked.ok) return linked;
  logEvent('member_invited', { memberId: input.id, userId: data.user.id });
  return { ok: true, id: linked.id, kind: 'invited' };
}
