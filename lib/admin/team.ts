/**
 * /admin/team: who is an agent. Grants and revokes run as the signed-in agent (RLS: agents only);
 * the database audits both and refuses to remove the last agent (20261123000500_admin_panel.sql).
 * The `user_role` claim follows on the person's next token; requireAdmin() asks the database on
 * every request, so a revoke takes effect at once.
 */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { errorText, logEvent } from '@/lib/log';
import { pgCode, toDate } from './scope';

export interface Agent {
  id: string;
  name: string | null;
  email: string | null;
  since: Date | null;
}

export async function listAgents(agent: CurrentUser): Promise<Agent[]> {
  return asUser(agent, async (tx) =>
    (
      await tx.execute<Record<string, unknown>>(sql`
        select r.user_id, r.created_at, p.full_name, p.email from public.user_roles r
        left join public.profiles p on p.id = r.user_id
        where r.role = 'admin' order by r.created_at, r.user_id`)
    ).rows.map((r) => ({
      id: String(r.user_id),
      name: (r.full_name as string) ?? null,
      email: (r.email as string) ?? null,
      since: toDate(r.created_at),
    })),
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
      const found = await tx.execute<{ id: string; admin: boolean }>(sql`
        select p.id, exists (select 1 from public.user_roles r where r.user_id = p.id and r.role = 'admin') as admin
        from public.profiles p where lower(p.email) = ${email} limit 1`);
      const person = found.rows[0];
      if (!person)
        return {
          ok: false,
          field: 'email',
          message: 'No account uses this e-mail. Ask them to sign up first, then try again.',
        } as const;
      if (person.admin)
        return { ok: false, field: 'email', message: 'This person is already an agent.' } as const;
      await tx.execute(
        sql`insert into public.user_roles (user_id, role) values (${person.id}, 'admin')`,
      );
      return { ok: true } as const;
    });
  } catch (error) {
    logEvent('team_grant_failed', { code: pgCode(error), error: errorText(error) }, 'error');
    return { ok: false, message: 'The role could not be granted. Please try again.' };
  }
}

export async function revokeAgentRole(agent: CurrentUser, userId: string): Promise<TeamResult> {
  try {
    const removed = await asUser(agent, (tx) =>
      tx.execute(
        sql`delete from public.user_roles where user_id = ${userId} and role = 'admin' returning user_id`,
      ),
    );
    if (!removed.rows.length)
      return { ok: false, message: 'That person is not an agent any more.' };
    return { ok: true };
  } catch (error) {
    if (pgCode(error) === '23514')
      return {
        ok: false,
        message: 'The agency needs at least one agent: grant the role to someone else first.',
      };
    logEvent('team_revoke_failed', { code: pgCode(error), error: errorText(error) }, 'error');
    return { ok: false, message: 'The role could not be revoked. Please try again.' };
  }
}
