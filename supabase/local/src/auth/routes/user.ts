/** GET /user and PUT /user (internal/api/user.go). */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { err } from '../errors';
import { issueEmailToken, sendTokenEmail } from '../otp';
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
      // Only the new address gets a link here (GoTrue's secure change also mails the old one).
      mail = await issueEmailToken(ctx, tx, 'email_change', row, {
        email,
        redirectTo,
        pkce,
        checkFrequency: true,
      });
      row = (await tx.one<UserRow>(
        'update auth.users set email_change = $2 where id = $1 returning *',
        [user.id, email],
      ))!;
    }
    return { row, mail, json: await loadUserJson(tx, row) };
  });
  if (result.mail) {
    await sendTokenEmail(ctx, 'email_change', email, result.mail, { redirectTo, newEmail: email });
  }
  sendJson(res, 200, result.json);
}
