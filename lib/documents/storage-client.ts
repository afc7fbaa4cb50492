import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@/lib/supabase/server';

/**
 * Storage as the signed-in person (their session cookie), so storage RLS applies: the document
 * helpers make it themselves, and route handlers keep only HTTP. Tests, which have no request,
 * pass a client signed in as the same person.
 */
export async function personalStorage(given?: SupabaseClient): Promise<SupabaseClient> {
  return given ?? (await createClient());
}
