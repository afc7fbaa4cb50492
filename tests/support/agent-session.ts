/**
 * The one way a jest test or bench acts as an agent through real Auth: password, then the code of
 * the agent's authenticator (two-step sign-in), so the session is `aal2` as the database requires
 * of agents (20261126130000_agents_need_aal2.sql).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_ADMIN } from './demo-users';
import { type TestStack, supabaseClient } from './stack';
import { unusedCode } from './totp';

type Agent = { email: string; password: string; totpSecret: string };

/**
 * Signs `who` in on any supabase-js client (a cookie-jar @supabase/ssr one too) and completes the
 * second step; `authUrl` names the Auth server, whose codes are claimed once each.
 */
export async function signInAsAgent(
  client: SupabaseClient,
  authUrl: string,
  who: Agent = DEMO_ADMIN,
): Promise<void> {
  const signed = await client.auth.signInWithPassword({ email: who.email, password: who.password });
  if (signed.error) throw signed.error;
  const factors = await client.auth.mfa.listFactors();
  if (factors.error) throw factors.error;
  const factor = factors.data.totp[0];
  if (!factor) throw new Error(`${who.email} has no verified authenticator`);
  const code = await unusedCode(who.totpSecret, authUrl);
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error) throw verified.error;
}

/** A supabase-js client on `stack` signed in as `who` (the demo admin) at `aal2`. */
export async function agentSession(stack: TestStack, who: Agent = DEMO_ADMIN) {
  const client = supabaseClient(stack);
  await signInAsAgent(client, stack.url, who);
  return client;
}
