/**
 * Every authenticator code the app checks goes through here (issue 36), for agents and clients
 * alike: the sign-in step, confirming a set-up, removing one's own authenticator.
 *
 * Supabase Auth accepts the same code again on a new challenge for about 90 s and limits guesses
 * per IP only. So the code is first claimed in the database (private.claim_totp_code, a unique
 * insert of a hash of factor and code: two verifies of one code cannot both reach Auth, and a
 * paused factor does not reach it at all), then Auth checks it, then the database is told how it
 * went (private.settle_totp_code: a wrong code is counted and the 5th in 15 minutes pauses the
 * factor for 15 minutes, audits it and queues one e-mail). See 20261128130000_totp_code_uses.sql.
 *
 * Plain (no request scope): it takes the person's Supabase client, so tests run it against the
 * stand-in; lib/auth/mfa.ts passes the request's client.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import type { Db } from '@/lib/db';
import { errorText, logEvent } from '@/lib/log';

export type MfaResult =
  | { ok: true }
  | {
      ok: false;
      code: string;
      /** When a paused factor takes codes again (ISO time), for `mfa_factor_locked`. */
      retryAt?: string;
      /** This refusal paused the factor and queued the e-mail telling the person. */
      lockedNow?: boolean;
    };

/** Refusals of our own, beside Auth's error codes (lib/auth/mfa-schema.ts words them). */
export const CODE_REUSED = 'mfa_code_reused';
export const FACTOR_LOCKED = 'mfa_factor_locked';

/**
 * What the database keeps instead of the code: sha256 of the factor's id and the code. A 6-digit
 * code is no secret once Auth's 90 s are over, and the rows are gone minutes later; the hash only
 * keeps the codes themselves out of the table, its backups and the query logs.
 */
export const codeHash = (factorId: string, code: string) =>
  createHash('sha256').update(`${factorId}:${code}`).digest('hex');

type Claim = 'claimed' | 'used' | 'locked' | 'unknown_factor';

/**
 * Checks `code` for the person's factor once: claimed, then Auth's challenge and verify with the
 * person's own client (the session becomes `aal2` in that client), then settled.
 */
export async function verifyCodeOnce(
  user: CurrentUser,
  supabase: SupabaseClient,
  factorId: string,
  code: string,
  db?: Db,
): Promise<MfaResult> {
  const hash = codeHash(factorId, code);
  let claim: { outcome: Claim; until: string | null };
  try {
    claim = await asServerFor(
      user,
      async (tx) =>
        (
          await tx.execute<{ outcome: Claim; until: string | null }>(
            sql`select outcome, until from private.claim_totp_code(${factorId}::uuid, ${hash})`,
          )
        ).rows[0]!,
      db,
    );
  } catch (error) {
    // Fail closed: without the claim there is no telling a replayed code from a fresh one.
    logEvent('mfa_claim_failed', { userId: user.id, error: errorText(error) }, 'error');
    return { ok: false, code: 'unknown' };
  }
  if (claim.outcome === 'used') return { ok: false, code: CODE_REUSED };
  if (claim.outcome === 'locked')
    return { ok: false, code: FACTOR_LOCKED, retryAt: isoOf(claim.until) };
  if (claim.outcome === 'unknown_factor') return { ok: false, code: 'mfa_factor_not_found' };

  let authCode: string | null;
  try {
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
    authCode = error ? (error.code ?? 'unknown') : null;
  } catch (error) {
    await settle(user, factorId, hash, 'not_checked', db);
    throw error;
  }
  if (!authCode) {
    await settle(user, factorId, hash, 'accepted', db);
    return { ok: true };
  }
  const wrong = authCode === 'mfa_verification_failed';
  const pausedUntil = await settle(user, factorId, hash, wrong ? 'wrong' : 'not_checked', db);
  if (pausedUntil) {
    logEvent('mfa_factor_locked', { userId: user.id, factorId }, 'warn');
    return { ok: false, code: FACTOR_LOCKED, retryAt: pausedUntil, lockedNow: true };
  }
  return { ok: false, code: authCode };
}

const isoOf = (t: string | Date | null) => (t ? new Date(t).toISOString() : undefined);

/**
 * Tells the database how Auth answered; returns the end of a pause this wrong code began. A
 * failure here is logged, never shown: Auth's answer stands (an unsettled claim only blocks that
 * one code for 5 minutes; an uncounted guess is one guess).
 */
async function settle(
  user: CurrentUser,
  factorId: string,
  hash: string,
  outcome: 'accepted' | 'wrong' | 'not_checked',
  db?: Db,
): Promise<string | undefined> {
  try {
    const r = await asServerFor(
      user,
      (tx) =>
        tx.execute<{ until: string | null }>(
          sql`select private.settle_totp_code(${factorId}::uuid, ${hash}, ${outcome}) as until`,
        ),
      db,
    );
    return isoOf(r.rows[0]?.until ?? null);
  } catch (error) {
    logEvent('mfa_settle_failed', { userId: user.id, outcome, error: errorText(error) }, 'error');
    return undefined;
  }
}
