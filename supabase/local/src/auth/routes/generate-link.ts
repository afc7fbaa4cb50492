/** POST /admin/generate_link: the e-mail links without the e-mail (mail.go adminGenerateLink). */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { err } from '../errors';
import { issueEmailToken } from '../otp';
import { assertStrongPassword, hashPassword } from '../password';
import { pickRedirect } from '../redirect';
import { createUser, findUserByEmail, findUserById, isValidEmail, loadUserJson } from '../users';
import { obj, requireAdmin, s } from './guards';

const AUD = 'authenticated';

export async function generateLink(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const body = await req.json();
  let type = s(body.type);
  const email = s(body.email).trim().toLowerCase();
  if (!isValidEmail(email))
    throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const redirectTo = pickRedirect(ctx, req, body.redirect_to);
  const data = obj(body.data) ?? {};
  const result = await ctx.db.tx(async (tx) => {
    let user = await findUserByEmail(tx, email, AUD);
    if (type === 'magiclink' && !user) type = 'signup';
    if (type === 'signup' || type === 'invite') {
      if (user?.email_confirmed_at)
        throw err(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      let password = s(body.password);
      if (type === 'signup') {
        if (!password && body.type === 'signup')
          throw err(422, 'validation_failed', 'Password is required for signup');
        if (password)
          assertStrongPassword(
            password,
            ctx.cfg.auth.minimumPasswordLength,
            ctx.cfg.auth.passwordRequirements,
          );
      }
      password ||= randomBytes(32).toString('hex');
      user ??= await createUser(tx, {
        email,
        passwordHash: await hashPassword(password),
        aud: AUD,
        role: 'authenticated',
        // GoTrue stores exactly the `data` sent; sub, email and the *_verified flags live on
        // the identity row (only e-mail sign-up copies them into user_metadata).
        userMetadata: data,
        confirmed: false,
        copyIdentityData: false,
      });
      const t = await issueEmailToken(
        ctx,
        tx,
        type === 'invite' ? 'invite' : 'confirmation',
        user,
        { email, redirectTo },
      );
      return { user, t };
    }
    if (type === 'recovery' || type === 'magiclink') {
      if (!user) throw err(404, 'user_not_found', 'User with this email not found');
      return {
        user,
        t: await issueEmailToken(ctx, tx, type === 'recovery' ? 'recovery' : 'magic_link', user, {
          email,
          redirectTo,
        }),
      };
    }
    if (type === 'email_change_new' || type === 'email_change_current') {
      if (!user) throw err(404, 'user_not_found', 'User with this email not found');
      const newEmail = s(body.new_email).trim().toLowerCase();
      if (!isValidEmail(newEmail))
        throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (await findUserByEmail(tx, newEmail, AUD))
        throw err(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      if (type === 'email_change_current' && !ctx.cfg.auth.email.doubleConfirmChanges)
        throw err(
          400,
          'validation_failed',
          'Enable secure email change to generate link for current email',
        );
      await tx.query(
        'update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1',
        [user.id, newEmail],
      );
      const current = type === 'email_change_current';
      return {
        user,
        t: await issueEmailToken(ctx, tx, current ? 'email_change_current' : 'email_change', user, {
          email: current ? user.email! : newEmail,
          redirectTo,
        }),
      };
    }
    throw err(400, 'validation_failed', 'Invalid email action link type requested');
  });
  const fresh = (await findUserById(ctx.db, result.user.id))!;
  sendJson(res, 200, {
    ...(await loadUserJson(ctx.db, fresh)),
    action_link: result.t.actionLink,
    email_otp: result.t.otp,
    hashed_token: result.t.hash,
    verification_type: result.t.verifyType,
    redirect_to: redirectTo,
  });
}
