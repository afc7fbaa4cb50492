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

export type TokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

const KINDS: Record<
  EmailKind,
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

/** Writes a fresh token for `kind` (replacing any earlier one) and returns what the e-mail needs. */
export async function issueEmailToken(
  ctx: AuthContext,
  tx: Tx,
  kind: EmailKind,
  user: UserRow,
  opts: { email: string; redirectTo: string; pkce?: PkceParams; checkFrequency?: boolean },
): Promise<IssuedToken> {
  const k = KINDS[kind];
  const last = user[k.sentAt] as Date | null | undefined;
  const wait = ctx.cfg.auth.email.maxFrequencySeconds;
  if (opts.checkFrequency && last && Date.now() - new Date(last).getTime() < wait * 1000) {
    const left = Math.ceil((new Date(last).getTime() + wait * 1000 - Date.now()) / 1000);
    throw err(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
  const otp = Array.from({ length: ctx.cfg.auth.email.otpLength }, () =>
    String(randomInt(10)),
  ).join('');
  const hash = (opts.pkce ? 'pkce_' : '') + tokenHash(opts.email, otp);
  if (opts.pkce) await createFlowState(tx, user.id, opts.pkce, k.flow);
  await tx.query(
    `update auth.users set ${k.column} = $2, ${k.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
    [randomUUID(), user.id, k.tokenType, hash, opts.email],
  );
  const actionLink = `${ctx.apiUrl}/auth/v1/verify?token=${encodeURIComponent(hash)}&type=${k.verifyType}&redirect_to=${encodeURIComponent(opts.redirectTo)}`;
  return { otp, hash, verifyType: k.verifyType, actionLink };
}

/** Sends the e-mail for a token issued above (after the transaction committed). */
export async function sendTokenEmail(
  ctx: AuthContext,
  kind: EmailKind,
  to: string,
  t: IssuedToken,
  extra: { redirectTo: string; newEmail?: string; data?: Record<string, unknown> },
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
    Email: to,
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
  email_change: ['email_change_token_new'],
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
