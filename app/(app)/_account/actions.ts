'use server';

import { logFailure } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

/**
 * The header menu's Sign Out in the portal. The browser client's signOut() did this before; the
 * portal no longer loads that client, so the server ends the session (the same default scope) and
 * clears the cookies. A failure is logged, not shown (spec §8); either way the menu then loads /.
 */
export async function signOutAction(): Promise<void> {
  const supabase = await createClient();
  const { error } = await supabase.auth.signOut();
  if (error) logFailure('sign_out_failed', error, {});
}
