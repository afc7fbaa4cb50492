import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { sql } from 'drizzle-orm';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { SessionEndedError, sessionIsActive } from '@/lib/db/scoped';
import { errorText, logEvent } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

export interface CurrentUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  /** The verified JWT claims, for queries run as this user (RLS). */
  claims: Record<string, unknown>;
}

/**
 * The signed-in user from the verified access token, if its session still exists. getClaims()
 * checks the signature against the JWKS locally and cannot know that the person signed out
 * everywhere or was deleted since the token was issued, so the token's `session_id` is looked
 * up in auth.sessions too (one indexed query; no request to Auth). Cached for the request, so
 * every page, action and route that calls requireUser()/requireAdmin() gets it once.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.getClaims();
  const claims = data?.claims as Record<string, unknown> | undefined;
  if (error || !claims?.sub) return null;
  const sub = String(claims.sub);
  let alive: boolean;
  try {
    alive = await sessionIsActive({ ...claims, sub });
  } catch (first) {
    // A failed check is not an ended session: it never signs the person out. One retry for a
    // blip (a connection the pool had to replace), then fail closed with an error page.
    logEvent('session_check_retried', { userId: sub, error: errorText(first) }, 'warn');
    try {
      alive = await sessionIsActive({ ...claims, sub });
    } catch (e) {
      logEvent('session_check_failed', { userId: sub, error: errorText(e) }, 'error');
      throw e;
    }
  }
  if (!alive) {
    logEvent('session_ended', { userId: sub }, 'info');
    return null;
  }
  const meta = (claims.user_metadata ?? {}) as Record<string, unknown>;
  return {
    id: sub,
    email: String(claims.email ?? ''),
    fullName: typeof meta.full_name === 'string' ? meta.full_name : null,
    isAdmin: claims.user_role === 'admin',
    claims,
  };
});

/** For actions that catch database errors: the person's session ended between check and write. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof SessionEndedError;
}

/** For every protected page, action and handler: the user, or a trip to sign in and back. */
export async function requireUser(nextPath = '/dashboard'): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/auth?next=${encodeURIComponent(nextPath)}`);
  return user;
}

/**
 * Admins only: anyone else gets 403 from the server, whatever the menu showed. The token's
 * `user_role` claim is checked, then the database (is_admin(), run as the user), so a revoked
 * admin loses access at once rather than when their token expires.
 */
export async function requireAdmin(nextPath = '/admin'): Promise<CurrentUser> {
  const user = await requireUser(nextPath);
  if (!user.isAdmin || !(await stillAdmin(user))) forbidden();
  return user;
}

const stillAdmin = cache(async (user: CurrentUser): Promise<boolean> => {
  try {
    const rows = await asUser(user, (tx) => tx.execute(sql`select public.is_admin() as admin`));
    return rows.rows[0]?.admin === true;
  } catch (error) {
    logEvent('admin_check_failed', { userId: user.id, error: errorText(error) }, 'error');
    return false;
  }
});
