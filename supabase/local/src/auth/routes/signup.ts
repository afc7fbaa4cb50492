/** POST /signup and POST /otp (internal/api/signup.go, otp.go, magic_link.go). */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { withAnswerFloor } from '../answer-floor';
import { err } from '../errors';
import { issueEmailToken, sendTokenEmail } from '../otp';
import { assertStrongPassword, hashPassword } from '../password';
import { parsePkce } from '../pkce';
import { pickRedirect } from '../redirect';
import { issueSession } from '../sessions';
import {
  type UserRow,
  createUser,
  findUserByEmail,
  isValidEmail,
  loadUserJson,
  userJson,
} from '../users';
import { obj, s } from './guards';

const AUD = 'authenticated';

/** The anti-enumeration stand-in for an already-confirmed address (sanitizeUser). */
function fakeUser(email: string, data: Record<string, unknown>) {
  const now = new Date();
  const u = userJson(
    {
      id: randomUUID(),
      aud: AUD,
      role: '',
      email,
      encrypted_password: null,
      email_confirmed_at: null,
      invited_at: null,
      confirmation_token: null,
      confirmation_sent_at: now,
      recovery_token: null,
      recovery_sent_at: null,
      email_change: null,
      email_change_token_new: null,
      email_change_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: data,
      created_at: now,
      updated_at: now,
      phone: null,
      phone_confirmed_at: null,
      confirmed_at: null,
      banned_until: null,
      deleted_at: null,
      is_anonymous: false,
    },
    [],
  );
  return u;
}

export async function signup(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  const email = s(body.email).trim().toLowerCase();
  const phone = s(body.phone);
  // Anonymous sign-in is not implemented here, whatever config.toml says (see README).
  if (!email && !phone) {
    throw err(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  ctx.limits.hit(`signup:${req.ip}`, ctx.cfg.auth.rateLimit.signInSignUps, 300);
  if (!ctx.cfg.auth.enableSignup)
    throw err(422, 'signup_disabled', 'Signups not allowed for this instance');
  const password = s(body.password);
  if (!password) throw err(400, 'validation_failed', 'Signup requires a valid password');
  assertStrongPassword(
    password,
    ctx.cfg.auth.minimumPasswordLength,
    ctx.cfg.auth.passwordRequirements,
  );
  if (email && phone)
    throw err(
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  const pkce = parsePkce(body);
  if (phone) throw err(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!ctx.cfg.auth.email.enableSignup)
    throw err(400, 'email_provider_disabled', 'Email signups are disabled');
  if (!isValidEmail(email))
    throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');

  const data = obj(body.data) ?? {};
  const autoconfirm = !ctx.cfg.auth.email.enableConfirmations;
  const redirectTo = pickRedirect(ctx, req);
  // Whether the address has an account must not show in the answer time (answer-floor.ts).
  // The answer is built inside the floor and sent after it (sending inside would defeat it).
  const answer = await withAnswerFloor('signup', () =>
    emailSignup(ctx, req, { email, password, data, autoconfirm, redirectTo, pkce }),
  );
  sendJson(res, 200, answer);
}

async function emailSignup(
  ctx: AuthContext,
  req: Req,
  input: {
    email: string;
    password: string;
    data: Record<string, unknown>;
    autoconfirm: boolean;
    redirectTo: string;
    pkce: ReturnType<typeof parsePkce>;
  },
) {
  const { email, password, data, autoconfirm, redirectTo, pkce } = input;
  const passwordHash = await hashPassword(password);

  const result = await ctx.db.tx(async (tx) => {
    const existing = await findUserByEmail(tx, email, AUD);
    if (existing?.email_confirmed_at) {
      if (autoconfirm) throw err(422, 'user_already_exists', 'User already registered');
      return { kind: 'fake' as const };
    }
    let user: UserRow = existing
      ? existing
      : await createUser(tx, {
          email,
          passwordHash,
          aud: AUD,
          role: 'authenticated',
          userMetadata: data,
          confirmed: false,
          copyIdentityData: true,
        });
    if (autoconfirm) {
      await tx.query(
        `update auth.users set email_confirmed_at = now(), raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'
         where id = $1`,
        [user.id],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}' where user_id = $1`,
        [user.id],
      );
      return { kind: 'session' as const, userId: user.id };
    }
    const token = await issueEmailToken(ctx, tx, 'confirmation', user, {
      email,
      redirectTo,
      pkce,
      checkFrequency: true,
    });
    user = (await tx.one<UserRow>('select * from auth.users where id = $1', [user.id]))!;
    return { kind: 'mail' as const, user, token, json: await loadUserJson(tx, user) };
  });

  if (result.kind === 'fake') return fakeUser(email, data);
  if (result.kind === 'session') {
    return issueSession(ctx, result.userId, 'password', {
      ip: req.ip,
      ua: req.headers['user-agent'],
    });
  }
  await sendTokenEmail(ctx, 'confirmation', email, result.token, { redirectTo, data });
  return result.json;
}

/** signInWithOtp: a magic link for a known user, a confirmation sign-up for a new one. */
export async function otp(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  const email = s(body.email).trim().toLowerCase();
  if (!email)
    throw err(
      400,
      'validation_failed',
      body.phone ? 'Phone logins are disabled' : 'An email address is required',
    );
  if (!isValidEmail(email))
    throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');
  ctx.limits.hit(`signup:${req.ip}`, ctx.cfg.auth.rateLimit.signInSignUps, 300);
  const pkce = parsePkce(body);
  const createUserAllowed = body.create_user !== false;
  const redirectTo = pickRedirect(ctx, req);
  const data = obj(body.data) ?? {};

  await withAnswerFloor('otp', () =>
    sendOtp(ctx, { email, createUserAllowed, redirectTo, data, pkce }),
  );
  sendJson(res, 200, {});
}

async function sendOtp(
  ctx: AuthContext,
  input: {
    email: string;
    createUserAllowed: boolean;
    redirectTo: string;
    data: Record<string, unknown>;
    pkce: ReturnType<typeof parsePkce>;
  },
) {
  const { email, createUserAllowed, redirectTo, data, pkce } = input;
  // Hashed for known addresses too, so that the bcrypt work does not tell them apart.
  const randomPassword = await hashPassword(randomBytes(32).toString('hex'));
  const sent = await ctx.db.tx(async (tx) => {
    let user = await findUserByEmail(tx, email, AUD);
    if (!user) {
      if (!createUserAllowed || !ctx.cfg.auth.enableSignup)
        throw err(422, 'otp_disabled', 'Signups not allowed for otp');
      user = await createUser(tx, {
        email,
        passwordHash: randomPassword,
        aud: AUD,
        role: 'authenticated',
        userMetadata: data,
        confirmed: false,
        copyIdentityData: true,
      });
    }
    const kind =
      user.email_confirmed_at || !ctx.cfg.auth.email.enableConfirmations
        ? ('magic_link' as const)
        : ('confirmation' as const);
    const token = await issueEmailToken(ctx, tx, kind, user, {
      email,
      redirectTo,
      pkce,
      checkFrequency: true,
    });
    return { kind, token };
  });
  await sendTokenEmail(ctx, sent.kind, email, sent.token, { redirectTo, data });
}
