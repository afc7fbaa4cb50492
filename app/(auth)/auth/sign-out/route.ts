import { logFailure } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

/**
 * Sign Out from the portal's header menu: a plain form post, so it works as a full page load
 * (every part of the next page sees the new state) and without JavaScript. The portal loads no
 * Supabase client in the browser (issue 39), so the server ends the session (the browser
 * client's default scope) and clears the cookies. proxy.ts refuses a cross-site post first. A
 * failure is logged, not shown (spec §8); either way the person lands on /.
 */
export async function POST() {
  const { error } = await (await createClient()).auth.signOut();
  if (error) logFailure('sign_out_failed', error);
  return new Response(null, { status: 303, headers: { location: '/' } });
}
