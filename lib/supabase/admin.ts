import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env/server';
import { timedFetch } from './timed-fetch';

/**
 * The secret-key client: bypasses RLS. For admin and system code only, never with user input
 * deciding what it touches. SUPABASE_SECRET_KEY comes from the validated server environment:
 * on a production site there is no fallback (lib/env/server.ts).
 */
export function createAdminClient() {
  const env = serverEnv();
  return createClient(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: timedFetch() },
  });
}
