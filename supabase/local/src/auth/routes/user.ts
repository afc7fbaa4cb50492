/** GET /user and PUT /user (internal/api/user.go). */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { err } from '../errors';
import {
  consumeReauthenticationNonce,
  issueEmailChangeTokens,
  issueReauthenticationToken,
  sendEmailChangeMails,
  sendTokenEmail,
} from '../otp';
import { assertStrongPassword, checkPassword, hashPassword } from '../password';
import { parsePkce } from '../pkce';
import { pickRedirect } from '../redirect';
import { type UserRow, findUserByEmail, isValidEmail, loadUserJson, mergeMeta } from '../users';
import { obj, requireUser, s } from './guards';

export async function getUser(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user, claims } = await requireUser(ctx, req);
  const aud =
    typeof req.headers['x-jwt-aud'] === 'string' ? req.headers['x-jwt-aud'] : 'authenticated';
  const tokenAud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (tokenAud && tokenAud !== aud)
    throw err(400, 'validation_failed', "Token audience doesn't match request audience");
  sendJson(res, 200, await loadUserJson(ctx.db, user));
}

export async function updateUser(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user, sessionId } = await requireUser(ctx, req);
  const body = await req.json();
  if (body.app_metadata !== undefined && body.app_metadata !== null)
    throw err(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  const password = s(body.password);
  const email = s(body.email).trim().toLowerCase();
  const data = obj(body.data);
  const pkce = parsePkce(body);
  const redirectTo = pickRedirect(ctx, req);

  if (body.password !== undefined && body.password !== null) {
    // secure_password_change (UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION): a session signed in more
    // than 24 h ago, or none, must send the code from GET /reauthenticate as `nonce`.
    if (ctx.cfg.auth.email.securePasswordChange && !(await signedInRecently(ctx, sessionId))) {
      const nonce = s(body.nonce);
      if (!nonce)
        throw err(400, 'reauthentication_needed', 'Password update requires reauthentication');
      await ctx.db.tx((tx) => consumeReauthenticationNonce(ctx, tx, user, nonce));
    }
  }
  if (password) {
    assertStrongPassword(
      password,
      ctx.cfg.auth.minimumPasswordLength,
      ctx.cfg.auth.passwordRequirements,
    );
    if (await checkPassword(password, user.encrypted_password)) {
      throw err(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  if (email && email !== user.email) {
    if (!isValidEmail(email))
      throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (await findUserByEmail(ctx.db, email, user.aud)) {
      throw err(422, 'email_exists', 'A user with this email address has already been registered');
    }
  }
  const passwordHash = password ? await hashPassword(password) : undefined;

  const result = await ctx.db.tx(async (tx) => {
    let row: UserRow = user;
    if (data) {
      row = (await tx.one<UserRow>(
        'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1 returning *',
        [user.id, mergeMeta(row.raw_user_meta_data, data)],
      ))!;
    }
    if (passwordHash) {
      row = (await tx.one<UserRow>(
        `update auth.users set encrypted_password = $2, recovery_token = '', confirmation_token = '', updated_at = now()
         where id = $1 returning *`,
        [user.id, passwordHash],
      ))!;
      // A new password signs out every other session and voids pending links.
      if (sessionId)
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          sessionId,
        ]);
      else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
    }
    let mail;
    if (email && email !== user.email) {
      // GoTrue's sendEmailChange: with double_confirm_changes both the current and the new
      // address get a link, and the address changes only when both were followed.
      mail = await issueEmailChangeTokens(ctx, tx, row, { newEmail: email, redirectTo, pkce });
      row = (await tx.one<UserRow>('select * from auth.users where id = $1', [user.id]))!;
    }
    return { row, mail, json: await loadUserJson(tx, row) };
  });
  if (result.mail) await sendEmailChangeMails(ctx, user, result.mail, redirectTo, email);
  sendJson(res, 200, result.json);
}

/** Whether the caller's session began less than 24 h ago (GoTrue: session.CreatedAt + 24h). */
async function signedInRecently(ctx: AuthContext, sessionId: string | undefined) {
  if (!sessionId) return false;
  const row = await ctx.db.one<{ recent: boolean }>(
    `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`,
    [sessionId],
  );
  return row?.recent === true;
}

/** GET /reauthenticate (reauthenticate.go): e-mails a code to use as `nonce` in PUT /user. */
export async function reauthenticate(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user } = await requireUser(ctx, req);
  if (!user.email && !user.phone)
    throw err(
      400,
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  if (!user.email) throw err(400, 'validation_failed', 'Phone reauthentication is disabled');
  if (!user.email_confirmed_at)
    throw err(422, 'email_not_confirmed', 'Please verify your email first.');
  const otp = await ctx.db.tx((tx) => issueReauthenticationToken(ctx, tx, user));
  await sendTokenEmail(
    ctx,
    'reauthentication',
    user.email,
    { otp, hash: '', actionLink: '' },
    { redirectTo: ctx.cfg.auth.siteUrl, data: user.raw_user_meta_data ?? {} },
  );
  sendJson(res, 200, {});
}
