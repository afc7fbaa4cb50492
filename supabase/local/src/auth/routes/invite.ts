/** POST /invite (admin): create the user if needed and e-mail an invite link (internal/api/invite.go). */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { err } from '../errors';
import { issueEmailToken, sendTokenEmail } from '../otp';
import { hashPassword } from '../password';
import { pickRedirect } from '../redirect';
import { createUser, findUserByEmail, findUserById, isValidEmail, loadUserJson } from '../users';
import { obj, requireAdmin, s } from './guards';

export async function invite(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const body = await req.json();
  const email = s(body.email).trim().toLowerCase();
  if (!isValidEmail(email))
    throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const data = obj(body.data) ?? {};
  const redirectTo = pickRedirect(ctx, req, body.redirect_to);
  const { userId, token } = await ctx.db.tx(async (tx) => {
    let user = await findUserByEmail(tx, email, 'authenticated');
    if (user?.email_confirmed_at) {
      throw err(422, 'email_exists', 'A user with this email address has already been registered');
    }
    // Invited users choose a password after accepting; until then nobody knows this one.
    user ??= await createUser(tx, {
      email,
      passwordHash: await hashPassword(randomBytes(32).toString('hex')),
      aud: 'authenticated',
      role: 'authenticated',
      // GoTrue stores exactly the `data` sent; sub, email and the *_verified flags live on the
      // identity row (only e-mail sign-up copies them into user_metadata).
      userMetadata: data,
      confirmed: false,
      copyIdentityData: false,
    });
    return {
      userId: user.id,
      token: await issueEmailToken(ctx, tx, 'invite', user, { email, redirectTo }),
    };
  });
  await sendTokenEmail(ctx, 'invite', email, token, { redirectTo, data });
  sendJson(res, 200, await loadUserJson(ctx.db, (await findUserById(ctx.db, userId))!));
}
