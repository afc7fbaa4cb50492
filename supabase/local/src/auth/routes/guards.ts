/** How GoTrue authenticates a request (internal/api/auth.go): user tokens and admin tokens. */
import type { JWTPayload } from 'jose';
import type { Req } from '../../http/router';
import { gatewayBearer } from '../api-keys';
import type { AuthContext } from '../context';
import { err } from '../errors';
import { type UserRow, findUserById, isBanned } from '../users';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

export async function verifiedClaims(
  ctx: AuthContext,
  req: Req,
): Promise<JWTPayload & Record<string, unknown>> {
  const token = gatewayBearer(req.headers, ctx.apiKeys);
  if (!token) throw err(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return (await ctx.keys.verify(token)) as JWTPayload & Record<string, unknown>;
  } catch (e) {
    throw err(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${(e as Error).message}`,
    );
  }
}

export interface AuthedUser {
  claims: JWTPayload & Record<string, unknown>;
  user: UserRow;
  sessionId?: string;
}

/** requireAuthentication: a signed-in user whose session still exists. */
export async function requireUser(ctx: AuthContext, req: Req): Promise<AuthedUser> {
  // An API key alone is no user token: with no Authorization header GoTrue answers
  // extractBearerToken's 401 (the CLI's gateway adds none on /auth/v1; auth-js's MFA tests).
  if (req.headers.authorization === undefined)
    throw err(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifiedClaims(ctx, req);
  if (typeof claims.sub !== 'string' || !claims.sub)
    throw err(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw err(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw err(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId) {
    const s = await ctx.db.one('select id from auth.sessions where id = $1', [sessionId]);
    if (!s)
      throw err(403, 'session_not_found', `Session from session_id claim in JWT does not exist`);
  }
  if (isBanned(user)) throw err(403, 'user_banned', 'User is banned');
  return { claims, user, sessionId };
}

/** requireAdminCredentials: a token whose role is service_role or supabase_admin. */
export async function requireAdmin(ctx: AuthContext, req: Req) {
  const claims = await verifiedClaims(ctx, req);
  if (typeof claims.session_id === 'string') {
    const s = await ctx.db.one('select id from auth.sessions where id = $1', [claims.session_id]);
    if (!s) throw err(403, 'session_expired', 'Session has expired');
  }
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
    throw err(403, 'not_admin', 'User not allowed');
  return claims;
}

/** JSON `null` for a string field reads as "" (Go's encoding/json); anything else non-string too. */
export const s = (v: unknown): string => (typeof v === 'string' ? v : '');
export const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
