/**
 * MFA factors and challenges (internal/models/factor.go, challenge.go): rows in auth.mfa_factors
 * and auth.mfa_challenges, their JSON form, and TOTP with the `otpauth` library (SHA-1, 6 digits,
 * 30 s period, one step of skew either side: pquerna/otp's ValidateOpts in GoTrue's mfa.go).
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Tx } from '../db/client';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

/** MFA.ChallengeExpiryDuration and FactorExpiryDuration: GoTrue's defaults (and minimums). */
export const CHALLENGE_EXPIRY_S = 300;
const UNVERIFIED_FACTOR_EXPIRY_S = 300;
/** MFA.MaxVerifiedFactors (no config.toml key). */
export const MAX_VERIFIED_FACTORS = 10;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Factor's JSON (`secret` never leaves the server; friendly_name is omitempty). */
export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: iso(f.last_challenged_at),
  };
}

export const listFactors = (tx: Tx, userId: string) =>
  tx.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [
    userId,
  ]);

/** User.FindOwnedFactorByID. */
export const findOwnedFactor = (tx: Tx, userId: string, factorId: string) =>
  tx.one<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [
    factorId,
    userId,
  ]);

/** DeleteExpiredFactors: unverified factors never challenged, older than five minutes. */
export async function deleteExpiredFactors(tx: Tx) {
  await tx.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [UNVERIFIED_FACTOR_EXPIRY_S],
  );
}

/** Factor.DowngradeSessionsToAAL1: sessions that used this factor lose its AMR entry and aal2. */
export async function downgradeSessionsToAal1(tx: Tx, factor: FactorRow) {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
     where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  );
}

const totpFor = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/**
 * A new TOTP key as pquerna's totp.Generate makes it (20 random bytes, base32 without padding),
 * its otpauth:// URI, and the URI as an SVG QR code (error correction H, as GoTrue's goqrsvg).
 * qr_code is the bare SVG: auth-js prefixes `data:image/svg+xml;utf-8,` itself.
 */
export async function newTotpKey(issuer: string, accountName: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 0 });
  return { secret, uri, qrCode };
}

/**
 * Whether `code` is the factor's code for now or the step either side (GoTrue's ValidateOpts:
 * period 30, skew 1). Like GoTrue, nothing remembers accepted codes: the same code passes again
 * on a new challenge while it is inside that window.
 */
export function totpCodeValid(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret).validate({ token: code, timestamp: now, window: 1 }) !== null;
}
