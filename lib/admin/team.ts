/**
 * /admin/team: who is an agent. Grants and revokes run as the signed-in agent (RLS: agents only);
 * the database audits both and refuses to remove the last agent (20261123000500_admin_panel.sql).
 * The `user_role` claim follows on the person's next token; requireAdmin() asks the database on
 * every request, so a revoke takes effect at once.
 */
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { profiles, userRoles } from '@/lib/db';
import { logFailure } from '@/lib/log';
import { pgCode } from './scope';

export interface Agent {
  id: string;
  name: string | null;
  email: string | null;
  since: Date;
}

const agentRole = (userId: typeof profiles.id | string) =>
  and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin'));

export async function listAgents(agent: CurrentUser): Promise<Agent[]> {
  return asUser(agent, (tx) =>
    tx
      .select({
        id: userRoles.userId,
        name: profiles.fullName,
        email: profiles.email,
        since: userRoles.createdAt,
      })
      .from(userRoles)
      .leftJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(eq(userRoles.role, 'admin'))
      .orderBy(asc(userRoles.createdAt), asc(userRoles.userId)),
  );
}

export const grantSchema = z.object({
  email: z.email('Enter the e-mail address of their account.').trim().toLowerCase().max(254),
});
export const revokeSchema = z.object({
  userId: z.uuid(),
  confirmSelf: z.string().optional(),
});

export type TeamResult = { ok: true } | { ok: false; field?: 'email'; message: string };

export async function grantAgentRole(agent: CurrentUser, email: string): Promise<TeamResult> {
  try {
    return await asUser(agent, async (tx) => {
      const [person] = await tx
        .select({ id: profiles.id, role: userRoles.role })
        .from(profiles)
        .leftJoin(userRoles, agentRole(profiles.id))
        .where(eq(sql`lower(${profiles.email})`, email))
        .limit(1);
      if (!person)
        return {
          ok: false,
          field: 'email',
          message: 'No account uses this e-mail. Ask them to sign up first, then try again.',
        } as const;
      if (person.role)
        return { ok: false, field: 'email', message: 'This person is already an agent.' } as const;
      await tx.insert(userRoles).values({ userId: person.id, role: 'admin' });
      return { ok: true } as const;
    });
  } catch (error) {
    logFailure('team_grant_failed', error);
    return { ok: false, message: 'The role could not be granted. Please try again.' };
  }
}

export async function revokeAgentRole(agent: CurrentUser, userId: string): Promise<TeamResult> {
  try {
    const removed = await asUser(agent, (tx) =>
      tx.delete(userRoles).where(agentRole(userId)).returning({ userId: userRoles.userId }),
    );
    if (!removed.length) return { ok: false, message: 'That person is not an agent any more.' };
    return { ok: true };
  } catch (error) {
    if (pgCode(error) === '23514')
      return {
        ok: false,
        message: 'The agency needs at least one agent: grant the role to someone else first.',
      };
    logFailure('team_revoke_failed', error);
    return { ok: false, message: 'The role could not be revoked. Please try again.' };
  }
}
