/**
 * Sessions, access tokens and refresh tokens (internal/tokens/service.go): a session row per
 * sign-in, AMR rows, 12-character rotating refresh tokens with reuse detection, and JWTs whose
 * claims pass through the access token hook.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Tx } from '../db/client';
import type { AuthContext } from './context';
import { err } from './errors';
import { runAccessTokenHook } from './hook';
import { type UserRow, findUserById, isBanned, loadUserJson } from './users';

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** AMRClaim.IsAAL2Claim: the methods that are a second factor. */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);
/** GoTrue's legacy format: 12 lowercase base32 characters. */
export const newRefreshToken = () => Array.from({ length: 12 }, () => B32[randomInt(32)]).join('');

export async function buildAccessToken(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  sessionId: string,
  authenticationMethod: string,
) {
  // Session.CalculateAALAndAMR: aal2 as soon as one AMR row is a second factor; entries carry
  // the row's updated_at (a repeated method refreshes it), most recent first.
  const amrRows = await tx.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  const aal = amrRows.some((r) => AAL2_METHODS.has(r.authentication_method)) ? 'aal2' : 'aal1';
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.cfg.auth.jwtExpiry;
  let claims: Record<string, unknown> = {
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role,
    aal,
    amr: amrRows.map((r) => ({
      method: r.authentication_method,
      timestamp: Math.floor(new Date(r.updated_at).getTime() / 1000),
    })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  };
  if (ctx.cfg.auth.hook) {
    claims = await runAccessTokenHook(ctx.db, ctx.cfg.auth.hook, {
      userId: user.id,
      claims,
      authenticationMethod,
      ip: '127.0.0.1',
    });
  }
  const token = await ctx.keys.sign(claims);
  const tokenExp = typeof claims.exp === 'number' ? claims.exp : exp;
  return { token, exp: tokenExp };
}

export async function sessionResponse(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
) {
  const { token, exp } = await buildAccessToken(ctx, tx, user, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: exp - Math.floor(Date.now() / 1000),
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, user),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionResponse>>;

/** A new sign-in: session row, AMR entry, first refresh token, access token. */
export async function issueSession(
  ctx: AuthContext,
  userId: string,
  amrMethod: string,
  req?: { ip: string; ua?: string },
) {
  // The hook runs in its own short transaction (as supabase_auth_admin); PGlite serialises
  // transactions, so the session rows are committed first and the hook reads them afterwards.
  const { user, sessionId, refreshToken } = await ctx.db.tx(async (tx) => {
    const user = await tx.one<UserRow>(
      'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
      [userId],
    );
    const sessionId = randomUUID();
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', now(), $3, $4)`,
      [sessionId, userId, req?.ua ?? null, req?.ip ?? null],
    );
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method) values ($1, now(), now(), $2)`,
      [sessionId, amrMethod],
    );
    await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [
      userId,
    ]);
    const refreshToken = newRefreshToken();
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
      [refreshToken, userId, sessionId],
    );
    return { user: user!, sessionId, refreshToken };
  });
  try {
    return await sessionResponse(ctx, ctx.db, user, sessionId, refreshToken, amrMethod);
  } catch (e) {
    // The hook refused or failed: no token was issued, so the session must not linger either.
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]).catch(() => {});
    throw e;
  }
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

/** grant_type=refresh_token with GoTrue's rotation and reuse rules (legacy token algorithm). */
export async function refreshSession(ctx: AuthContext, presented: string) {
  if (presented.length < 12 || (presented.length === 12 && !/^[a-z0-9]{12}$/.test(presented))) {
    throw err(400, 'validation_failed', 'Refresh token is not valid');
  }
  let revokeAllFor: string | undefined;
  const outcome = await ctx.db
    .tx(async (tx) => {
      const row = await tx.one<RefreshRow>(
        'select * from auth.refresh_tokens where token = $1 for update',
        [presented],
      );
      if (!row)
        throw err(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const session = row.session_id
        ? await tx.one<{ id: string; not_after: Date | null }>(
            'select * from auth.sessions where id = $1',
            [row.session_id],
          )
        : undefined;
      if (!session)
        throw err(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
        throw err(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
      }
      const user = await findUserById(tx, row.user_id);
      if (!user)
        throw err(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (isBanned(user)) throw err(400, 'user_banned', 'Invalid Refresh Token: User Banned');

      let token: string | undefined;
      if (row.revoked) {
        const active = await tx.one<RefreshRow>(
          'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
          [session.id],
        );
        if (active && active.parent === row.token) {
          // The client lost our last answer: hand the current token back instead of minting another.
          token = active.token;
        } else {
          const reuseUntil =
            new Date(row.updated_at).getTime() + ctx.cfg.auth.refreshTokenReuseInterval * 1000;
          if (Date.now() > reuseUntil) {
            if (ctx.cfg.auth.refreshTokenRotation) revokeAllFor = session.id;
            throw err(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
          }
        }
      }
      if (!token) {
        token = newRefreshToken();
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and revoked = false',
          [row.id],
        );
        await tx.query(
          `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
          [token, row.user_id, row.token, session.id],
        );
      }
      await tx.query(
        'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
        [session.id],
      );
      return { user, sessionId: session.id, token };
    })
    .catch(async (e: unknown) => {
      // Reuse detected: the revocation must stick even though the request fails.
      if (revokeAllFor)
        await ctx.db.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
          [revokeAllFor],
        );
      throw e;
    });
  return sessionResponse(
    ctx,
    ctx.db,
    outcome.user,
    outcome.sessionId,
    outcome.token,
    'token_refresh',
  );
}

/**
 * updateMFASessionAndClaims (token.go) after a verified factor: the session gains the factor's
 * AMR entry (so aal2), its factor_id, and a fresh refresh token (the legacy swap: the aal1 token
 * is revoked, so only the client that verified holds one that refreshes at aal2). Runs inside the
 * caller's transaction; the access token is built by the caller after commit (the hook runs in a
 * transaction of its own).
 */
export async function upgradeSessionInTx(
  tx: Tx,
  sessionId: string,
  factorId: string,
  amrMethod: string,
): Promise<string> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, amrMethod],
  );
  const current = await tx.one<RefreshRow>(
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1 for update',
    [sessionId],
  );
  if (!current)
    throw err(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [current.id],
  );
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, current.user_id, current.token, sessionId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
  return token;
}
