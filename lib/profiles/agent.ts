/**
 * An agent corrects a client's profile (issue 25 item 11). Run as the agent: RLS ("profiles: update
 * own or admin") and the column grants decide, the database records which fields changed
 * (private.audit_profile_change, no values) and queues an e-mail telling the client, with no
 * personal details in it (private.profiles_notify_agent_change, 20261126000700_agent_work.sql).
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { profiles } from '@/lib/db';
import type { ProfileInput } from '@/lib/profiles/schema';

/** Clients only: an agent's own or a colleague's profile is not corrected from a client file. */
export async function updateClientProfile(
  agent: CurrentUser,
  clientId: string,
  input: ProfileInput,
) {
  const [row] = await asUser(agent, (tx) =>
    tx
      .update(profiles)
      .set(input)
      .where(
        and(
          eq(profiles.id, clientId),
          sql`not exists (select 1 from public.user_roles r where r.user_id = ${profiles.id})`,
        ),
      )
      .returning({ id: profiles.id }),
  );
  return row ?? null;
}
