import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { sql } from 'drizzle-orm';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { SessionEndedError, type SessionFacts, sessionFacts } from '@/lib/db/scoped';
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
 * The signed-in user from the verified access token, if its session still exists, with what the
 * database said of it. getClaims() checks the signature against the JWKS locally and cannot know
 * that the person signed out everywhere or was deleted since the token was issued, so the token's
 * `session_id` is looked up in auth.sessions too (one indexed query; no request to Auth), in the
 * same statement as the checks requireUser()/requireAdmin() make next (sessionFacts: whether an
 * `aal1` session owes the code, whether an agent is still one). Cached for the request, so every
 * page, action and route that calls requireUser()/requireAdmin() gets it once.
 */
const currentSession = cache(
  async (): Promise<{ user: CurrentUser; facts: SessionFacts } | null> => {
    const supabase = await createClient();
    const { data, error } = await supabase.auth.getClaims();
    const claims = data?.claims as Record<string, unknown> | undefined;
    if (error || !claims?.sub) return null;
    const sub = String(claims.sub);
    let facts: SessionFacts;
    try {
      facts = await sessionFacts({ ...claims, sub });
    } catch (first) {
      // A failed check is not an ended session: it never signs the person out. One retry for a
      // blip (a connection the pool had to replace), then fail closed with an error page.
      logEvent('session_check_retried', { userId: sub, error: errorText(first) }, 'warn');
      try {
        facts = await sessionFacts({ ...claims, sub });
      } catch (e) {
        logEvent('session_check_failed', { userId: sub, error: errorText(e) }, 'error');
        throw e;
      }
    }
    if (!facts.live) {
      logEvent('session_ended', { userId: sub }, 'info');
      return null;
    }
    const meta = (claims.user_metadata ?? {}) as Record<string, unknown>;
    const user: CurrentUser = {
      id: sub,
      email: String(claims.email ?? ''),
      fullName: typeof meta.full_name === 'string' ? meta.full_name : null,
      isAdmin: claims.user_role === 'admin',
      claims,
    };
    return { user, facts };
  },
);

/** The signed-in person whose session is live, or null (see currentSession). */
export const getCurrentUser = async (): Promise<CurrentUser | null> =>
  (await currentSession())?.user ?? null;

/** Whether the person gave their authenticator code this session (`aal2`, two-step sign-in). */
export const secondStepDone = (user: CurrentUser) => user.claims.aal === 'aal2';

/** For actions that catch database errors: the person's session ended between check and write. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof SessionEndedError;
}

/**
 * For every protected page, action and handler: the user, or a trip to sign in and back. Someone
 * with two-step sign-in on whose session has only the password yet is sent for the code first.
 */
export async function requireUser(nextPath = '/dashboard'): Promise<CurrentUser> {
  const { user, facts } = await signedIn(nextPath);
  if (owesSecondStep(facts)) redirect(verifyPath(nextPath));
  return user;
}

/**
 * For route handlers a page calls with fetch (the message poll, uploads), never navigated to: the
 * person, or the status to answer instead. requireUser()'s redirect would be followed by fetch to
 * the sign-in page's HTML, a 200 the caller cannot tell from an answer, so signed out, a session
 * that ended (signed out everywhere) or a missing second step is 401, and a check the database
 * could not answer (busy, restarting) is 503, which callers retry. Navigated routes (downloads)
 * keep requireUser(): a person following a link is better sent to sign in and back.
 */
export async function userForFetch(): Promise<CurrentUser | 401 | 503> {
  let session: Awaited<ReturnType<typeof currentSession>>;
  try {
    session = await currentSession();
  } catch {
    return 503;
  }
  if (!session || owesSecondStep(session.facts)) return 401;
  return session.user;
}

/** The signed-in person and what the database said of their session, or a trip to sign in and back. */
async function signedIn(nextPath: string) {
  const session = await currentSession();
  if (!session) redirect(`/auth?next=${encodeURIComponent(nextPath)}`);
  return session;
}

/**
 * An `aal1` session of someone with two-step sign-in on: the code is still owed (auth.mfa_factors,
 * asked only of sessions below `aal2`, in the session check itself: sessionFacts).
 */
const owesSecondStep = (facts: SessionFacts) => facts.verifiedFactor === true;

/** Where someone gives their authenticator code, then goes on to `nextPath`. */
export const verifyPath = (nextPath: string) => `/auth/mfa?next=${encodeURIComponent(nextPath)}`;

/**
 * Admins only: anyone else gets 403 from the server, whatever the menu showed. The token's
 * `user_role` claim is checked, then the database (is_admin(), with the user's claims), so a
 * revoked admin loses access at once rather than when their token expires.
 *
 * Agents also need an `aal2` session (issue 29; the database's is_admin() says no without it).
 * On `aal1` a page sends them to give their code (or to /admin/security to set up an
 * authenticator when they have none); a route handler (`{ route: true }`: exports, downloads)
 * answers 403 instead, since a file download cannot follow a form.
 */
export async function requireAdmin(
  nextPath = '/admin',
  { route = false }: { route?: boolean } = {},
): Promise<CurrentUser> {
  // Not requireUser(): its redirect to the code step must not pre-empt a route's 403.
  const { user, facts } = await signedIn(nextPath);
  if (!user.isAdmin) forbidden();
  if (!secondStepDone(user)) {
    if (route || !(await holdsAgentRole(user))) forbidden();
    redirect(owesSecondStep(facts) ? verifyPath(nextPath) : '/admin/security');
  }
  // is_admin() now, asked in the session check itself (sessionFacts), not the token's word.
  if (facts.agent !== true) forbidden();
  return user;
}

/**
 * An agent at any assurance level: only for /admin/security, where an agent without an
 * authenticator sets one up. Grants nothing else: the database still treats an `aal1` agent as
 * a person without the role, so nothing read through it can be a client's.
 */
export async function requireAgentRole(nextPath = '/admin/security'): Promise<CurrentUser> {
  const { user } = await signedIn(nextPath);
  if (!user.isAdmin || !(await holdsAgentRole(user))) forbidden();
  return user;
}

/** The person's own role row (readable at any level: "user_roles: read own or admin"). */
const holdsAgentRole = cache(async (user: CurrentUser): Promise<boolean> => {
  try {
    const rows = await asUser(user, (tx) =>
      tx.execute(
        sql`select 1 from public.user_roles where user_id = ${user.id} and role = 'admin'`,
      ),
    );
    return rows.rows.length === 1;
  } catch (error) {
    logEvent('admin_check_failed', { userId: user.id, error: errorText(error) }, 'error');
    return false;
  }
});
