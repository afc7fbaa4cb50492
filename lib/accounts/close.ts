/**
 * Closing an account (portal.md part 2): nothing is deleted. In one transaction the profile is
 * marked closed and audited and every session of the person is ended (private.close_account,
 * which also checks who may close whose account); from that commit the database refuses every
 * token they hold (private.session_is_live()). Then Auth bans the person from signing in again
 * (the Auth admin API's `ban_duration`). The sessions end in the database, not by Auth's global
 * sign-out: that needs the person's own token (an agent closing a client's account has none) and
 * Auth refuses it once the person is banned. The records stay until the retention job destroys
 * them at their date; the contact details go with the last of them (lib/jobs/retention.ts).
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import type { Db } from '@/lib/db';
import { logEvent } from '@/lib/log';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * The account is closed and every session ended, but Auth refused the ban, so a new sign-in is
 * not blocked yet (it would still read nothing: the database refuses a closed profile's tokens).
 * Closing again retries the ban.
 */
export class BanNotApplied extends Error {
  constructor(clientId: string, reason: string) {
    super(`closing ${clientId}: the Auth ban failed (${reason})`);
    this.name = 'BanNotApplied';
  }
}

/** GoTrue takes a Go duration; 100 years is "for good" (lifting it is `ban_duration: 'none'`). */
export const CLOSED_BAN_DURATION = '876000h';

export interface CloseDeps {
  db?: Db;
  admin?: SupabaseClient;
}

/**
 * Closes `clientId`'s account as `actor` (the client themselves or an agent): the database takes
 * the actor from their claims (asServerFor), so it checks the person who is signed in.
 */
export async function closeAccountAs(
  actor: CurrentUser,
  clientId: string,
  deps: CloseDeps = {},
): Promise<{ closed: boolean }> {
  const changed = await asServerFor(
    actor,
    async (tx) => {
      const result = await tx.execute<{ changed: boolean }>(
        sql`select private.close_account(${clientId}::uuid) as changed`,
      );
      return result.rows[0]?.changed === true;
    },
    deps.db,
  );
  // Always (also when the profile was closed already): a ban that failed last time is retried.
  const admin = deps.admin ?? createAdminClient();
  const { error } = await admin.auth.admin.updateUserById(clientId, {
    ban_duration: CLOSED_BAN_DURATION,
  });
  if (error) throw new BanNotApplied(clientId, error.message);
  logEvent('account_closed', { clientId, by: actor.id === clientId ? 'client' : 'agent' });
  return { closed: changed };
}

/** A client closes their own account. */
export const closeOwnAccount = (user: CurrentUser, deps?: CloseDeps) =>
  closeAccountAs(user, user.id, deps);

/**
 * An agent closes a client's account after typing the client's e-mail address ('mismatch' when
 * it is not theirs). The database checks the agent role again.
 */
export async function closeClientAccount(
  agent: CurrentUser,
  clientId: string,
  typedEmail: string,
  deps: CloseDeps = {},
): Promise<'closed' | 'mismatch'> {
  if (!agent.isAdmin) throw new Error('only an agent closes another person’s account');
  const email = await asUser(agent, async (tx) => {
    const r = await tx.execute<{ email: string | null }>(
      sql`select email from public.profiles where id = ${clientId}`,
    );
    return r.rows[0]?.email ?? null;
  });
  if (!email || email.toLowerCase() !== typedEmail.trim().toLowerCase()) return 'mismatch';
  await closeAccountAs(agent, clientId, deps);
  return 'closed';
}
