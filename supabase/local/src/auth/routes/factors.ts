/**
 * MFA with TOTP factors (internal/api/mfa.go, and the admin factor routes in admin.go):
 *   POST   /factors                      enroll
 *   POST   /factors/:factor_id/challenge challenge (rate-limited per IP)
 *   POST   /factors/:factor_id/verify    verify → a new access token at aal2 (rate-limited per IP)
 *   DELETE /factors/:factor_id           unenroll (a verified factor needs an aal2 session)
 *   GET    /admin/users/:id/factors      list a user's factors
 *   PUT    /admin/users/:id/factors/:factor_id   rename
 *   DELETE /admin/users/:id/factors/:factor_id   delete
 * Phone and WebAuthn factors are not implemented: enrolling one answers as GoTrue does when that
 * factor type is disabled.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { err } from '../errors';
import {
  CHALLENGE_EXPIRY_S,
  type ChallengeRow,
  type FactorRow,
  MAX_VERIFIED_FACTORS,
  deleteExpiredFactors,
  downgradeSessionsToAal1,
  factorJson,
  findOwnedFactor,
  listFactors,
  newTotpKey,
  totpCodeValid,
} from '../factors';
import { sessionResponse, upgradeSessionInTx } from '../sessions';
import { type UserRow, findUserById } from '../users';
import { userOr404 } from './admin';
import { type AuthedUser, isUuid, requireAdmin, requireUser, s } from './guards';

/** GoTrue's limiter for both routes: MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY a minute, burst 30. */
const RATE_BURST = 30;

function rateLimit(ctx: AuthContext, req: Req, route: 'challenge' | 'verify') {
  ctx.limits.take(
    `mfa-${route}:${req.ip}`,
    ctx.cfg.auth.mfa.rateLimitChallengeAndVerify,
    RATE_BURST,
  );
}

/** loadFactor (admin.go): the factor must belong to the user. */
async function loadFactor(ctx: AuthContext, userId: string, factorId: string) {
  if (!isUuid(factorId)) throw err(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(ctx.db, userId, factorId);
  if (!factor) throw err(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

async function sessionAal(ctx: AuthContext, sessionId: string) {
  const row = await ctx.db.one<{ aal: string | null }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  );
  return row?.aal ?? 'aal1';
}

async function requireSession(ctx: AuthContext, req: Req, message: string) {
  const authed = await requireUser(ctx, req);
  if (!authed.sessionId) throw err(500, 'unexpected_failure', message);
  return authed as AuthedUser & { sessionId: string };
}

function assertTotp(factor: FactorRow) {
  if (factor.factor_type !== 'totp')
    throw err(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
}

/** validateFactors (mfa.go) for a new factor. */
async function validateFactors(
  ctx: AuthContext,
  userId: string,
  sessionId: string,
  friendlyName: string,
) {
  await deleteExpiredFactors(ctx.db);
  const factors = await listFactors(ctx.db, userId);
  // GoTrue compares names as given, so a second unnamed factor conflicts with the first.
  if (factors.some((f) => (f.friendly_name ?? '') === friendlyName))
    throw err(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (factors.length >= ctx.cfg.auth.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
    throw err(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (verified > 0 && (await sessionAal(ctx, sessionId)) !== 'aal2')
    throw err(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
}

export async function enrollFactor(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user, sessionId } = await requireSession(
    ctx,
    req,
    'A valid session and a registered user are required to enroll a factor',
  );
  const body = await req.json();
  const factorType = s(body.factor_type);
  const friendlyName = s(body.friendly_name);
  if (factorType === 'phone')
    throw err(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn')
    throw err(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp')
    throw err(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  if (!ctx.cfg.auth.mfa.totpEnrollEnabled)
    throw err(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');

  // Without an issuer, the site URL's host (as GoTrue): what authenticator apps show as the name.
  const issuer = s(body.issuer) || new URL(ctx.cfg.auth.siteUrl).host;
  await validateFactors(ctx, user.id, sessionId, friendlyName);
  const key = await newTotpKey(issuer, user.email ?? '');
  const id = randomUUID();
  await ctx.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, user.id, friendlyName, key.secret],
  );
  sendJson(res, 200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri },
  });
}

export async function challengeFactor(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user } = await requireUser(ctx, req);
  const factor = await loadFactor(ctx, user.id, req.param('factor_id'));
  rateLimit(ctx, req, 'challenge');
  assertTotp(factor);
  if (!ctx.cfg.auth.mfa.totpVerifyEnabled)
    throw err(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const challenge = await ctx.db.tx(async (tx) => {
    const c = await tx.one<ChallengeRow>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3::inet) returning *`,
      [randomUUID(), factor.id, req.ip],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factor.id,
    ]);
    return c!;
  });
  sendJson(res, 200, {
    id: challenge.id,
    type: 'totp',
    expires_at: Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_EXPIRY_S,
  });
}

/** validateChallenge (mfa.go): the challenge belongs to the factor, is unused, same IP, fresh. */
async function validateChallenge(ctx: AuthContext, req: Req, factor: FactorRow, id: string) {
  const c = isUuid(id)
    ? await ctx.db.one<ChallengeRow & { same_ip: boolean; expired: boolean }>(
        `select *, ip_address = $3::inet as same_ip,
                created_at + make_interval(secs => $4) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [id, factor.id, req.ip, CHALLENGE_EXPIRY_S],
      )
    : undefined;
  if (!c)
    throw err(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (c.verified_at || !c.same_ip)
    throw err(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  if (c.expired) {
    await ctx.db.query('delete from auth.mfa_challenges where id = $1', [c.id]);
    throw err(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${c.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return c;
}

export async function verifyFactor(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user, sessionId } = await requireSession(ctx, req, 'Cannot read SessionId claim as UUID');
  const factor = await loadFactor(ctx, user.id, req.param('factor_id'));
  rateLimit(ctx, req, 'verify');
  const body = await req.json();
  const code = s(body.code);
  if (!code) throw err(400, 'validation_failed', 'Code needs to be non-empty');
  assertTotp(factor);
  if (!ctx.cfg.auth.mfa.totpVerifyEnabled)
    throw err(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const challenge = await validateChallenge(ctx, req, factor, s(body.challenge_id));

  // As GoTrue: any code valid now (±1 step) passes, on every new challenge, even one already
  // accepted on an earlier challenge. The app refuses a second use itself (lib/auth/totp-once.ts).
  if (!totpCodeValid(factor.secret ?? '', code))
    throw err(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

  const outcome = await ctx.db.tx(async (tx) => {
    const locked = await tx.one<FactorRow>(
      'select * from auth.mfa_factors where id = $1 for update',
      [factor.id],
    );
    if (!locked) throw err(404, 'mfa_factor_not_found', 'Factor not found');
    const used = await tx.one(
      'update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null returning id',
      [challenge.id],
    );
    if (!used)
      throw err(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
      [factor.id],
    );
    const refreshToken = await upgradeSessionInTx(tx, sessionId, factor.id, 'totp');
    // InvalidateSessionsWithAALLessThan(aal2): the person's other password-only sessions end.
    await tx.query(
      `delete from auth.sessions where user_id = $1 and coalesce(aal, 'aal1') < 'aal2'`,
      [user.id],
    );
    // DeleteUnverifiedFactors: abandoned enrolments of the same type go.
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [user.id],
    );
    const fresh = await findUserById(tx, user.id);
    return { refreshToken, user: fresh as UserRow };
  });
  sendJson(
    res,
    200,
    await sessionResponse(ctx, ctx.db, outcome.user, sessionId, outcome.refreshToken, 'totp'),
  );
}

export async function unenrollFactor(ctx: AuthContext, req: Req, res: ServerResponse) {
  const { user, sessionId } = await requireSession(
    ctx,
    req,
    'A valid session and factor are required to unenroll a factor',
  );
  const factor = await loadFactor(ctx, user.id, req.param('factor_id'));
  if (factor.status === 'verified' && (await sessionAal(ctx, sessionId)) !== 'aal2')
    throw err(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  await ctx.db.tx(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await downgradeSessionsToAal1(tx, factor);
  });
  sendJson(res, 200, { id: factor.id });
}

export async function adminListFactors(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const user = await userOr404(ctx, req.param('id'));
  sendJson(res, 200, (await listFactors(ctx.db, user.id)).map(factorJson));
}

export async function adminDeleteFactor(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const user = await userOr404(ctx, req.param('id'));
  const factor = await loadFactor(ctx, user.id, req.param('factor_id'));
  await ctx.db.tx(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await downgradeSessionsToAal1(tx, factor);
  });
  sendJson(res, 200, factorJson(factor));
}

export async function adminUpdateFactor(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const user = await userOr404(ctx, req.param('id'));
  const factor = await loadFactor(ctx, user.id, req.param('factor_id'));
  const body = await req.json();
  const friendlyName = s(body.friendly_name);
  const updated = friendlyName
    ? await ctx.db.one<FactorRow>(
        'update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1 returning *',
        [factor.id, friendlyName],
      )
    : factor;
  sendJson(res, 200, factorJson(updated ?? factor));
}
