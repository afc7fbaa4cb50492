/**
 * One-time tokens behind e-mail links and codes (internal/crypto, models/one_time_token.go):
 * a numeric OTP, its token hash sha224(email + otp), `pkce_` prefixed when the flow uses PKCE,
 * kept on the user row and in auth.one_time_tokens (one row per user and type).
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Tx } from '../db/client';
import type { AuthContext } from './context';
import { err } from './errors';
import type { EmailKind } from './mailer';
import { type PkceParams, createFlowState } from './pkce';
import type { UserRow } from './users';

export type TokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

/** What issueEmailToken can write: a link kind, or the current-address half of a change. */
type TokenKind = Exclude<EmailKind, 'reauthentication'> | 'email_change_current';

const KINDS: Record<
  TokenKind,
  { tokenType: TokenType; column: string; sentAt: string; verifyType: string; flow: string }
> = {
  confirmation: {
    tokenType: 'confirmation_token',
    column: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    verifyType: 'signup',
    flow: 'email/signup',
  },
  invite: {
    tokenType: 'confirmation_token',
    column: 'confirmation_token',
    sentAt: 'invited_at',
    verifyType: 'invite',
    flow: 'invite',
  },
  recovery: {
    tokenType: 'recovery_token',
    column: 'recovery_token',
    sentAt: 'recovery_sent_at',
    verifyType: 'recovery',
    flow: 'recovery',
  },
  magic_link: {
    tokenType: 'recovery_token',
    column: 'recovery_token',
    sentAt: 'recovery_sent_at',
    verifyType: 'magiclink',
    flow: 'magiclink',
  },
  email_change: {
    tokenType: 'email_change_token_new',
    column: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    verifyType: 'email_change',
    flow: 'email_change',
  },
  email_change_current: {
    tokenType: 'email_change_token_current',
    column: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    verifyType: 'email_change',
    flow: 'email_change',
  },
};

export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export interface IssuedToken {
  otp: string;
  /** What goes in links and {{ .TokenHash }}: includes the pkce_ prefix. */
  hash: string;
  verifyType: string;
  actionLink: string;
}

/**
 * GoTrue's per-user frequency limit (validateSentWithinFrequencyLimit, `[auth.email]
 * max_frequency`): one message of a kind per user per window. The seconds left are truncated,
 * as Go's Duration division does.
 */
export function assertSentLongEnoughAgo(ctx: AuthContext, last: Date | null | undefined) {
  const wait = ctx.cfg.auth.email.maxFrequencySeconds * 1000;
  if (!last) return;
  const left = new Date(last).getTime() + wait - Date.now();
  if (left > 0) {
    throw err(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.trunc(left / 1000)} seconds.`,
    );
  }
}

const newOtp = (ctx: AuthContext) =>
  Array.from({ length: ctx.cfg.auth.email.otpLength }, () => String(randomInt(10))).join('');

async function storeOneTimeToken(
  tx: Tx,
  userId: string,
  tokenType: TokenType,
  hash: string,
  relatesTo: string,
) {
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
    [randomUUID(), userId, tokenType, hash, relatesTo],
  );
}

const actionLinkFor = (ctx: AuthContext, hash: string, verifyType: string, redirectTo: string) =>
  `${ctx.apiUrl}/auth/v1/verify?token=${encodeURIComponent(hash)}&type=${verifyType}&redirect_to=${encodeURIComponent(redirectTo)}`;

/** Writes a fresh token for `kind` (replacing any earlier one) and returns what the e-mail needs. */
export async function issueEmailToken(
  ctx: AuthContext,
  tx: Tx,
  kind: TokenKind,
  user: UserRow,
  opts: { email: string; redirectTo: string; pkce?: PkceParams; checkFrequency?: boolean },
): Promise<IssuedToken> {
  const k = KINDS[kind];
  if (opts.checkFrequency) assertSentLongEnoughAgo(ctx, user[k.sentAt] as Date | null);
  const otp = newOtp(ctx);
  const hash = (opts.pkce ? 'pkce_' : '') + tokenHash(opts.email, otp);
  if (opts.pkce) await createFlowState(tx, user.id, opts.pkce, k.flow);
  await tx.query(
    `update auth.users set ${k.column} = $2, ${k.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  await storeOneTimeToken(tx, user.id, k.tokenType, hash, opts.email);
  const actionLink = actionLinkFor(ctx, hash, k.verifyType, opts.redirectTo);
  return { otp, hash, verifyType: k.verifyType, actionLink };
}

/** The messages of one e-mail change: always to the new address, and to the current one too. */
export interface EmailChangeTokens {
  toNew: IssuedToken;
  /** With `double_confirm_changes` (GoTrue's secure e-mail change) and a current address. */
  toCurrent?: IssuedToken;
}

/**
 * sendEmailChange: a token for the new address and, when secure change is on, one for the
 * current address; both links are needed before the address changes (emailChangeVerify).
 */
export async function issueEmailChangeTokens(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  opts: { newEmail: string; redirectTo: string; pkce?: PkceParams },
): Promise<EmailChangeTokens> {
  assertSentLongEnoughAgo(ctx, user.email_change_sent_at);
  const prefix = opts.pkce ? 'pkce_' : '';
  const otpNew = newOtp(ctx);
  const hashNew = prefix + tokenHash(opts.newEmail, otpNew);
  const secure = ctx.cfg.auth.email.doubleConfirmChanges && !!user.email;
  const otpCurrent = secure ? newOtp(ctx) : '';
  const hashCurrent = secure ? prefix + tokenHash(user.email!, otpCurrent) : '';
  if (opts.pkce) await createFlowState(tx, user.id, opts.pkce, 'email_change');
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, opts.newEmail, hashNew, hashCurrent],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'email_change_token_current'`,
    [user.id],
  );
  if (secure)
    await storeOneTimeToken(tx, user.id, 'email_change_token_current', hashCurrent, user.email!);
  await storeOneTimeToken(tx, user.id, 'email_change_token_new', hashNew, opts.newEmail);
  const link = (hash: string) => actionLinkFor(ctx, hash, 'email_change', opts.redirectTo);
  return {
    toNew: { otp: otpNew, hash: hashNew, verifyType: 'email_change', actionLink: link(hashNew) },
    toCurrent: secure
      ? {
          otp: otpCurrent,
          hash: hashCurrent,
          verifyType: 'email_change',
          actionLink: link(hashCurrent),
        }
      : undefined,
  };
}

/** sendReauthenticationOtp: a code (no link) whose hash is kept as reauthentication_token. */
export async function issueReauthenticationToken(ctx: AuthContext, tx: Tx, user: UserRow) {
  assertSentLongEnoughAgo(ctx, user.reauthentication_sent_at as Date | null);
  const otp = newOtp(ctx);
  const hash = tokenHash(user.email!, otp);
  await tx.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
     where id = $1`,
    [user.id, hash],
  );
  await storeOneTimeToken(tx, user.id, 'reauthentication_token', hash, user.email!);
  return otp;
}

/**
 * verifyReauthentication: the nonce must match the last code sent, within otp_expiry; it is used
 * up (ConfirmReauthentication clears it).
 */
export async function consumeReauthenticationNonce(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  nonce: string,
) {
  const stored = user.reauthentication_token as string | null;
  const sentAt = user.reauthentication_sent_at as Date | null;
  const invalid = () => err(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (!stored || !sentAt || !user.email) throw invalid();
  const expired =
    Date.now() > new Date(sentAt).getTime() + ctx.cfg.auth.email.otpExpirySeconds * 1000;
  if (expired || tokenHash(user.email, nonce) !== stored) throw invalid();
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
     where id = $1`,
    [user.id],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`,
    [user.id],
  );
}

/** Sends the e-mail for a token issued above (after the transaction committed). */
export async function sendTokenEmail(
  ctx: AuthContext,
  kind: EmailKind,
  to: string,
  t: Pick<IssuedToken, 'otp' | 'hash' | 'actionLink'>,
  extra: {
    redirectTo: string;
    newEmail?: string;
    data?: Record<string, unknown>;
    /** The account's address when `to` is another one (the new address of an e-mail change). */
    email?: string;
  },
) {
  ctx.limits.hit(
    'email_sent',
    ctx.cfg.auth.rateLimit.emailSent,
    3600,
    'over_email_send_rate_limit',
  );
  await ctx.mailer.send(kind, to, {
    ConfirmationURL: t.actionLink,
    Token: t.otp,
    TokenHash: t.hash,
    SiteURL: ctx.cfg.auth.siteUrl,
    RedirectTo: extra.redirectTo,
    Email: extra.email ?? to,
    NewEmail: extra.newEmail,
    Data: extra.data,
  });
}

export interface FoundToken {
  userId: string;
  tokenType: TokenType;
  hash: string;
  createdAt: Date;
  relatesTo: string;
}

const VERIFY_TYPES: Record<string, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  // verifyOtp({type:'email'}): a confirmation, else a magic link.
  email: ['confirmation_token', 'recovery_token'],
};

export const isVerifyType = (t: string) => t in VERIFY_TYPES;

/** Looks a token up by its exact hash; expired tokens are treated as missing. */
export async function findToken(
  ctx: AuthContext,
  tx: Tx,
  type: string,
  hashes: string[],
): Promise<FoundToken | undefined> {
  const types = VERIFY_TYPES[type] ?? [];
  for (const t of types) {
    const row = await tx.one<{
      user_id: string;
      token_type: TokenType;
      token_hash: string;
      created_at: Date;
      relates_to: string;
    }>(
      `select user_id, token_type, token_hash, created_at, relates_to from auth.one_time_tokens
       where token_type = $1 and token_hash = any($2::text[])
         and created_at > now() - make_interval(secs => $3)`,
      [t, hashes, ctx.cfg.auth.email.otpExpirySeconds],
    );
    if (!row) continue;
    // Expiry is checked in SQL: created_at is `timestamp` without zone in GoTrue's schema.
    const created = new Date(row.created_at);
    return {
      userId: row.user_id,
      tokenType: row.token_type,
      hash: row.token_hash,
      createdAt: created,
      relatesTo: row.relates_to,
    };
  }
  return undefined;
}

export const flowMethodFor = (verifyType: string) =>
  ({
    signup: 'email/signup',
    invite: 'invite',
    recovery: 'recovery',
    magiclink: 'magiclink',
    email_change: 'email_change',
  })[verifyType] ?? verifyType;

/** EmailChangeMail: the same template to each address, each with its own link and code. */
export async function sendEmailChangeMails(
  ctx: AuthContext,
  user: Pick<UserRow, 'email'>,
  tokens: EmailChangeTokens,
  redirectTo: string,
  newEmail: string,
) {
  const extra = { redirectTo, newEmail, email: user.email ?? newEmail };
  await sendTokenEmail(ctx, 'email_change', newEmail, tokens.toNew, extra);
  if (tokens.toCurrent && user.email)
    await sendTokenEmail(ctx, 'email_change', user.email, tokens.toCurrent, extra);
}
