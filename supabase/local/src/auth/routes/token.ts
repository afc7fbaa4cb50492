/** POST /token (password, refresh_token, pkce) and POST /logout (internal/api/token.go, logout.go). */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { AuthError, err } from '../errors';
import { assertStrongPassword, checkPassword } from '../password';
import { verifierMatches } from '../pkce';
import { issueSession, refreshSession } from '../sessions';
import { type UserRow, findUserByEmail, isBanned } from '../users';
import { requireUser, s } from './guards';

const FLOW_STATE_EXPIRY_S = 300;

async function passwordGrant(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  ctx.limits.hit(`signin:${req.ip}`, ctx.cfg.auth.rateLimit.signInSignUps, 300);
  const email = s(body.email).trim().toLowerCase();
  const phone = s(body.phone);
  const password = s(body.password);
  if (email && phone)
    throw err(
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  if (!email && !phone) throw err(400, 'validation_failed', 'missing email or phone');
  if (phone) throw err(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const user: UserRow | undefined = await findUserByEmail(ctx.db, email, 'authenticated');
  // Always run bcrypt: an unknown address costs as long as a wrong password.
  const ok = await checkPassword(password, user?.encrypted_password);
  if (!user || !ok) throw err(400, 'invalid_credentials', 'Invalid login credentials');
  if (isBanned(user)) throw err(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at && ctx.cfg.auth.email.enableConfirmations) {
    throw err(400, 'email_not_confirmed', 'Email not confirmed');
  }
  const session = await issueSession(ctx, user.id, 'password', {
    ip: req.ip,
    ua: req.headers['user-agent'],
  });
  sendJson(res, 200, { ...session, ...weakPasswordNotice(ctx, password) });
}

/** A password that passed but no longer meets the policy is flagged, not refused (token.go). */
function weakPasswordNotice(ctx: AuthContext, password: string) {
  try {
    assertStrongPassword(
      password,
      ctx.cfg.auth.minimumPasswordLength,
      ctx.cfg.auth.passwordRequirements,
    );
    return {};
  } catch (e) {
    if (!(e instanceof AuthError) || e.code !== 'weak_password') return {};
    const reasons = (e.extra.weak_password as { reasons: string[] }).reasons;
    return { weak_password: { message: e.message, reasons } };
  }
}

async function refreshGrant(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  ctx.limits.hit(`refresh:${req.ip}`, ctx.cfg.auth.rateLimit.tokenRefresh, 300);
  const token = s(body.refresh_token);
  if (!token) throw err(400, 'validation_failed', 'refresh_token required');
  sendJson(res, 200, await refreshSession(ctx, token));
}

async function pkceGrant(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  const authCode = s(body.auth_code);
  const verifier = s(body.code_verifier);
  if (!authCode || !verifier) {
    throw err(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const flow = await ctx.db.tx(async (tx) => {
    const f = await tx.one<{
      id: string;
      user_id: string;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      created_at: Date;
      auth_code_issued_at: Date | null;
      expired: boolean;
    }>(
      `select *, (coalesce(case when authentication_method = 'magiclink' then auth_code_issued_at end, created_at)
                  < now() - make_interval(secs => $2)) as expired
       from auth.flow_state where auth_code = $1 for update`,
      [authCode, FLOW_STATE_EXPIRY_S],
    );
    if (!f) throw err(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (f.expired)
      throw err(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    if (!verifierMatches(verifier, f.code_challenge, f.code_challenge_method)) {
      throw err(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    // Single use: the auth code dies with its flow state.
    await tx.query('delete from auth.flow_state where id = $1', [f.id]);
    return f;
  });
  sendJson(
    res,
    200,
    await issueSession(ctx, flow.user_id, flow.authentication_method, {
      ip: req.ip,
      ua: req.headers['user-agent'],
    }),
  );
}

export async function token(ctx: AuthContext, req: Req, res: ServerResponse) {
  const grant = req.query.get('grant_type');
  if (grant === 'password') return passwordGrant(ctx, req, res);
  if (grant === 'refresh_token') return refreshGrant(ctx, req, res);
  if (grant === 'pkce') return pkceGrant(ctx, req, res);
  throw err(400, 'invalid_credentials', 'unsupported_grant_type');
}

export async function logout(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user, sessionId } = await requireUser(ctx, req);
  const scope = req.query.get('scope') || 'global';
  if (!['global', 'local', 'others'].includes(scope))
    throw err(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  if (scope === 'local' && sessionId) {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others' && sessionId) {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      sessionId,
    ]);
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
  res.writeHead(204);
  res.end();
}
