/** GET /verify (e-mail links, redirects) and POST /verify (verifyOtp, JSON) (internal/api/verify.go). */
import type { ServerResponse } from 'node:http';
import type { Tx } from '../../db/client';
import { type Req, redirect, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { AuthError, err, oauthErrorName } from '../errors';
import { type FoundToken, findToken, flowMethodFor, isVerifyType, tokenHash } from '../otp';
import { pickRedirect } from '../redirect';
import { issueSession } from '../sessions';
import { type UserRow, confirmEmail, findUserById, isBanned, isValidEmail } from '../users';
import { s } from './guards';

/** GoTrue's answer to the first of the two links of a secure e-mail change. */
export const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const EMAIL_CHANGE_COLUMN = {
  email_change_token_new: 'email_change_token_new',
  email_change_token_current: 'email_change_token_current',
} as const;

/**
 * Applies what a verified token means for its user; the token is used up. Undefined: the first
 * link of a secure e-mail change (emailChangeVerify), which changes nothing else yet.
 */
async function applyToken(
  ctx: AuthContext,
  tx: Tx,
  found: FoundToken,
): Promise<UserRow | undefined> {
  const user = await findUserById(tx, found.userId);
  if (!user) throw err(403, 'otp_expired', 'Email link is invalid or has expired');
  if (isBanned(user)) throw err(403, 'user_banned', 'User is banned');
  if (found.tokenType === 'confirmation_token') return confirmEmail(tx, user.id);
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    user.id,
    found.tokenType,
  ]);
  if (found.tokenType === 'recovery_token') {
    await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
      user.id,
    ]);
    return user.email_confirmed_at ? (await findUserById(tx, user.id))! : confirmEmail(tx, user.id);
  }
  if (
    found.tokenType !== 'email_change_token_new' &&
    found.tokenType !== 'email_change_token_current'
  )
    throw err(403, 'otp_expired', 'Email link is invalid or has expired');
  // Secure change (double_confirm_changes, confirmations on): the first link only records itself.
  const secure =
    ctx.cfg.auth.email.doubleConfirmChanges &&
    ctx.cfg.auth.email.enableConfirmations &&
    Number(user.email_change_confirm_status ?? 0) === 0 &&
    !!user.email;
  if (secure) {
    await tx.query(
      `update auth.users set email_change_confirm_status = 1, ${EMAIL_CHANGE_COLUMN[found.tokenType]} = '',
         updated_at = now() where id = $1`,
      [user.id],
    );
    return undefined;
  }
  // Both links followed (or a single one without secure change): the new address becomes the address.
  const newEmail = user.email_change;
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1
       and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [user.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
  return (await tx.one<UserRow>(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0,
       raw_user_meta_data = case when raw_user_meta_data ? 'email' then raw_user_meta_data || jsonb_build_object('email', $2::text)
                                 else raw_user_meta_data end,
       updated_at = now() where id = $1 returning *`,
    [user.id, newEmail],
  ))!;
}

function withParams(base: string, params: Record<string, string>, where: 'query' | 'fragment') {
  const qs = new URLSearchParams(
    Object.entries(params).sort(([a], [b]) => a.localeCompare(b)),
  ).toString();
  if (where === 'fragment') return `${base.split('#')[0]}#${qs}`;
  const [path = '', frag] = base.split('#');
  return `${path}${path.includes('?') ? '&' : '?'}${qs}${frag ? `#${frag}` : ''}`;
}

export async function verifyGet(ctx: AuthContext, req: Req, res: ServerResponse) {
  const type = req.query.get('type') ?? '';
  const token = req.query.get('token') ?? '';
  if (!token) throw err(400, 'validation_failed', 'Verify requires a token or a token hash');
  if (!type || type === 'email' || !isVerifyType(type))
    throw err(400, 'validation_failed', 'Verify requires a verification type');
  const redirectTo = pickRedirect(ctx, req);
  const isPkce = token.startsWith('pkce_');
  try {
    ctx.limits.hit(`verify:${req.ip}`, ctx.cfg.auth.rateLimit.tokenVerifications, 300);
    const out = await ctx.db.tx(async (tx) => {
      const found = await findToken(ctx, tx, type, [token]);
      if (!found) throw err(403, 'otp_expired', 'Email link is invalid or has expired');
      const user = await applyToken(ctx, tx, found);
      if (!user) return { single: true as const };
      if (!isPkce) return { user };
      const flow = await tx.one<{ id: string; auth_code: string }>(
        `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
         order by created_at desc limit 1`,
        [user.id, flowMethodFor(type)],
      );
      if (!flow)
        throw err(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      await tx.query(
        'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1',
        [flow.id],
      );
      return { user, code: flow.auth_code };
    });
    if ('single' in out) {
      // prepRedirectURL: the message in the fragment (and in the query for PKCE links).
      const msg = { message: SINGLE_CONFIRMATION };
      const base = isPkce ? withParams(redirectTo, msg, 'query') : redirectTo;
      return redirect(res, withParams(base, { ...msg, sb: '' }, 'fragment'));
    }
    if (out.code) return redirect(res, withParams(redirectTo, { code: out.code }, 'query'));
    const session = await issueSession(ctx, out.user.id, 'otp', {
      ip: req.ip,
      ua: req.headers['user-agent'],
    });
    const fragment = {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type,
    };
    return redirect(res, withParams(redirectTo, fragment, 'fragment'));
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    const params = {
      error: oauthErrorName(e.status),
      error_code: e.code,
      error_description: e.message,
      sb: '',
    };
    let target = redirectTo;
    if (isPkce)
      target = withParams(
        target,
        { error: params.error, error_code: e.code, error_description: e.message },
        'query',
      );
    return redirect(res, withParams(target, params, 'fragment'));
  }
}

export async function verifyPost(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  const type = s(body.type);
  const hash = s(body.token_hash);
  const code = s(body.token);
  const email = s(body.email).trim().toLowerCase();
  if (hash && (email || s(body.phone) || s(body.redirect_to))) {
    throw err(400, 'validation_failed', 'Only the token_hash and type should be provided');
  }
  if ((!hash && !code) || (hash && code))
    throw err(400, 'validation_failed', 'Verify requires either a token or a token hash');
  if (!isVerifyType(type)) throw err(400, 'validation_failed', 'Unsupported verification type');
  if (code && !email)
    throw err(
      400,
      'validation_failed',
      s(body.phone)
        ? 'Phone OTPs are disabled'
        : 'Only an email address or phone number should be provided on verify',
    );
  if (email && !isValidEmail(email)) throw err(422, 'validation_failed', 'Invalid email format');
  ctx.limits.hit(`verify:${req.ip}`, ctx.cfg.auth.rateLimit.tokenVerifications, 300);
  const hashes = hash ? [hash] : [tokenHash(email, code), `pkce_${tokenHash(email, code)}`];
  const user = await ctx.db.tx(async (tx) => {
    const found = await findToken(ctx, tx, type, hashes);
    if (!found) {
      throw err(
        403,
        'otp_expired',
        hash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
      );
    }
    return applyToken(ctx, tx, found);
  });
  if (!user) return sendJson(res, 200, { msg: SINGLE_CONFIRMATION, code: '200' });
  sendJson(
    res,
    200,
    await issueSession(ctx, user.id, 'otp', { ip: req.ip, ua: req.headers['user-agent'] }),
  );
}
