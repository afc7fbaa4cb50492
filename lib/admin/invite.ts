/**
 * "Invite as client" from a lead: Auth sends the invitation (an e-mail with a link; the person
 * chooses a password and lands on /dashboard), then the lead is linked to the new account, as the
 * agent, so the database records who did it (lead.linked_to_client). Call only after
 * requireAdmin(): the secret-key client can create any account.
 */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { asc, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/server';
import { siteConfig } from '@/lib/config/site';
import { leads, profiles } from '@/lib/db';
import { logEvent, logFailure } from '@/lib/log';
import { createAdminClient } from '@/lib/supabase/admin';

export type InviteResult =
  { ok: true; kind: 'invited' | 'linked'; clientId: string } | { ok: false; message: string };

async function linkLead(agent: CurrentUser, leadId: string, clientId: string) {
  await asUser(agent, (tx) =>
    tx
      .update(leads)
      .set({
        clientId,
        status: sql`case when ${leads.status} in ('new', 'contacted', 'qualified') then 'converted'
          else ${leads.status} end`,
      })
      .where(eq(leads.id, leadId)),
  );
}

async function accountFor(agent: CurrentUser, email: string): Promise<string | null> {
  return (await existingAccount(agent, email))?.id ?? null;
}

/**
 * The account that already uses this e-mail, if any: the lead page then offers "Link to the
 * existing client" and a link to their file instead of "Invite as client".
 */
export async function existingAccount(
  agent: CurrentUser,
  email: string | null,
): Promise<{ id: string; name: string } | null> {
  if (!email) return null;
  const [row] = await asUser(agent, (tx) =>
    tx
      .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
      .orderBy(asc(profiles.createdAt))
      .limit(1),
  );
  return row ? { id: row.id, name: row.fullName || row.email || 'their account' } : null;
}

export async function inviteLeadAsClient(
  agent: CurrentUser,
  leadId: string,
): Promise<InviteResult> {
  const [lead] = await asUser(agent, (tx) => tx.select().from(leads).where(eq(leads.id, leadId)));
  if (!lead) return { ok: false, message: 'That lead no longer exists.' };
  if (lead.clientId)
    return { ok: false, message: 'This lead is already linked to a client account.' };
  if (!lead.email)
    return {
      ok: false,
      message: 'This lead left no e-mail address, so there is nowhere to send an invitation.',
    };

  // Someone who already has an account is linked, not invited again.
  const existing = await accountFor(agent, lead.email);
  if (existing) {
    await linkLead(agent, leadId, existing);
    return { ok: true, kind: 'linked', clientId: existing };
  }

  const { data, error } = await createAdminClient().auth.admin.inviteUserByEmail(lead.email, {
    data: { full_name: lead.fullName },
    redirectTo: `${siteConfig.url}/dashboard`,
  });
  if (error || !data.user) {
    logFailure('lead_invite_failed', error, { leadId });
    return {
      ok: false,
      message: 'The invitation could not be sent. Please try again in a minute.',
    };
  }
  await linkLead(agent, leadId, data.user.id);
  logEvent('lead_invited', { leadId, clientId: data.user.id });
  return { ok: true, kind: 'invited', clientId: data.user.id };
}
