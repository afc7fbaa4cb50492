/**
 * Two-step sign-in (issue 29): an authenticator app's 6-digit code (TOTP) after the password.
 * Everything goes through Supabase Auth's MFA API with the person's own session (the server
 * client's cookies), so the new `aal2` session lands in their cookies; only removing a
 * colleague's factor uses the secret-key admin API, after the database has agreed (and the
 * database records it: private.record_factor_change).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { errorText, logEvent } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';
import { type MfaResult, verifyCodeOnce } from './totp-once';

export type { MfaResult };

export interface Factor {
  id: string;
  name: string;
  status: 'verified' | 'unverified';
  createdAt: string;
}

export interface Enrolment {
  factorId: string;
  /** The authenticator's QR code, an SVG drawn on the server from the otpauth:// URI. */
  qrSvg: string;
  /** The same secret as text, for phones that cannot scan. */
  secret: string;
  /** The otpauth:// address: on a phone, opening it adds the account to the authenticator app. */
  uri: string;
}

/**
 * The factor's name in the person's list ("Authenticator app"; the list shows when it was added,
 * in their own time zone), never a server UTC timestamp. Auth needs names unique per person: a
 * second one gets "(2)".
 */
export function factorName(taken: readonly string[]): string {
  let name = 'Authenticator app';
  for (let n = 2; taken.includes(name); n++) name = `Authenticator app (${n})`;
  return name;
}

const totpOnly = <T extends { factor_type: string }>(all: readonly T[]) =>
  all.filter((f) => f.factor_type === 'totp');

function toFactor(f: {
  id: string;
  friendly_name?: string;
  status: string;
  created_at: string;
}): Factor {
  return {
    id: f.id,
    name: f.friendly_name || 'Authenticator app',
    status: f.status === 'verified' ? 'verified' : 'unverified',
    createdAt: f.created_at,
  };
}

/** The signed-in person's authenticators (asked of Auth). */
export async function myFactors(): Promise<Factor[]> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return totpOnly(data.all).map(toFactor);
}

/**
 * Starts setting up an authenticator: a new unverified factor, its QR code and secret. Earlier
 * unfinished set-ups are dropped first (Auth keeps a few at most, and each needs a unique name).
 */
export async function startEnrolment(): Promise<Enrolment> {
  const supabase = await createClient();
  const listed = await supabase.auth.mfa.listFactors();
  const kept: string[] = [];
  for (const f of listed.data?.all ?? [])
    if (f.status !== 'verified') await supabase.auth.mfa.unenroll({ factorId: f.id });
    else if (f.friendly_name) kept.push(f.friendly_name);
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: factorName(kept),
    issuer: 'Southern Cross Visa Advisers',
  });
  // The action logs a failure (mfa_enrol_failed) and says so to the person.
  if (error) throw error;
  const qrSvg = await QRCode.toString(data.totp.uri, { type: 'svg', margin: 1, width: 200 });
  return { factorId: data.id, qrSvg, secret: data.totp.secret, uri: data.totp.uri };
}

/** Finishes a set-up with the first code; the session becomes `aal2`. */
export async function confirmEnrolment(
  user: CurrentUser,
  factorId: string,
  code: string,
): Promise<MfaResult> {
  const result = await verifyWith(user, factorId, code);
  if (!result.ok) return result;
  await record(user, 'mfa.factor_verified', user.id, factorId).catch((error) =>
    logEvent('mfa_record_failed', { userId: user.id, error: errorText(error) }, 'error'),
  );
  // The record queued the owner's notice ('two-step-on'): send it now, not at the next poll.
  deliverMailSoon();
  return result;
}

/** The second step of sign-in: the code of the person's verified authenticator. */
export async function verifySignInCode(user: CurrentUser, code: string): Promise<MfaResult> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) return { ok: false, code: error.code ?? 'unknown' };
  const factor = data.totp[0];
  if (!factor) return { ok: false, code: 'no_factor' };
  return verifyWith(user, factor.id, code);
}

/**
 * Removes the person's own authenticator. The code proves, now, that it is them with the phone
 * (a fresh `aal2`), whatever their session was; then the removal is recorded and made.
 */
export async function removeOwnFactor(
  user: CurrentUser,
  factorId: string,
  code: string,
): Promise<MfaResult> {
  const fresh = await verifyWith(user, factorId, code);
  if (!fresh.ok) return fresh;
  const supabase = await createClient();
  const removed = await changeRecorded(user, user.id, factorId, async () => {
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    return error?.code ?? (error ? 'unknown' : null);
  });
  // Auth dropped this session to aal1 with the factor, and the database refuses the cookie's
  // aal2 token from now on (private.session_is_live()): take the aal1 token now, so the person
  // stays signed in on this device.
  if (removed.ok) {
    await supabase.auth.refreshSession();
    deliverMailSoon(); // the 'two-step-off' notice the record queued
  }
  return removed;
}

/** Another agent's authenticators (the admin API), for removing a lost one. */
export async function factorsOf(userId: string): Promise<Factor[]> {
  const { data, error } = await createAdminClient().auth.admin.mfa.listFactors({ userId });
  if (error) throw error;
  return totpOnly(data.factors).map(toFactor);
}

/**
 * An agent removes a colleague's lost authenticator: the database checks (agent at aal2, the
 * person is an agent, not oneself) and records it; then Auth deletes it. The colleague sets up
 * a new one at their next sign-in.
 */
export async function removeColleagueFactor(
  agent: CurrentUser,
  userId: string,
  factorId: string,
): Promise<MfaResult> {
  if (userId === agent.id) return { ok: false, code: 'own_factor' };
  return changeRecorded(agent, userId, factorId, async () => {
    const { error } = await createAdminClient().auth.admin.mfa.deleteFactor({
      id: factorId,
      userId,
    });
    return error?.code ?? (error ? 'unknown' : null);
  });
}

/**
 * Every code is checked once (lib/auth/totp-once.ts): a code already accepted, or a factor paused
 * after wrong guesses, never reaches Auth. A pause sends its e-mail now rather than at the next
 * poll.
 */
async function verifyWith(user: CurrentUser, factorId: string, code: string): Promise<MfaResult> {
  const result = await verifyCodeOnce(user, await createClient(), factorId, code);
  if (!result.ok && result.lockedNow) deliverMailSoon();
  return result;
}

const recordSql = (action: string, userId: string, factorId: string) =>
  sql`select private.record_factor_change(${action}, ${userId}::uuid, ${factorId}::uuid)`;

const record = (user: CurrentUser, action: string, userId: string, factorId: string) =>
  asUser(user, (tx) => tx.execute(recordSql(action, userId, factorId)));

/**
 * A removal, agreed and recorded by the database around Auth's change. No transaction stays open
 * while Auth works: locally Auth shares the one PGlite session (an open transaction would block
 * its delete until both time out). So the database's rules are asked first in a transaction that
 * is rolled back (a dry run: agent at aal2, a colleague), then Auth removes the factor, then the
 * record is written. Should that last write fail, the error is logged with the ids.
 */
async function changeRecorded(
  user: CurrentUser,
  userId: string,
  factorId: string,
  change: () => Promise<string | null>,
): Promise<MfaResult> {
  const dryRun = Symbol('dry run');
  const entry = recordSql('mfa.factor_removed', userId, factorId);
  try {
    await asUser(user, async (tx) => {
      await tx.execute(entry);
      throw dryRun;
    });
  } catch (error) {
    if (error !== dryRun) {
      logEvent('mfa_remove_refused', { userId: user.id, error: errorText(error) }, 'warn');
      return { ok: false, code: 'not_allowed' };
    }
  }
  const failure = await change();
  if (failure) return { ok: false, code: failure };
  await asUser(user, (tx) => tx.execute(entry)).catch((error) =>
    logEvent(
      'mfa_remove_unrecorded',
      { userId: user.id, target: userId, factorId, error: errorText(error) },
      'error',
    ),
  );
  return { ok: true };
}
