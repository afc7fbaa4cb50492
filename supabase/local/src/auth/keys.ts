/**
 * Signing keys and JWTs. Access tokens are ES256 with a `kid` published in the JWKS, so
 * `supabase.auth.getClaims()` verifies them locally. HS256 tokens signed with the legacy JWT
 * secret are still accepted (the CLI's well-known anon/service_role keys are HS256).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  type JWK,
  type JWTPayload,
  SignJWT,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
} from 'jose';

type Key = Awaited<ReturnType<typeof importJWK>>;

export interface KeyRing {
  kid: string;
  alg: string;
  jwks: { keys: JWK[] };
  sign(payload: JWTPayload): Promise<string>;
  /** Verifies signature (and exp when present); throws with jose's message otherwise. */
  verify(token: string): Promise<JWTPayload>;
  /** HS256 with the legacy secret: storage signed-URL tokens and legacy API keys. */
  signHs(payload: JWTPayload): Promise<string>;
  verifyHs(token: string): Promise<JWTPayload>;
}

async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    ...jwk,
    kid: randomUUID(),
    alg: 'ES256',
    use: 'sig',
    key_ops: ['sign', 'verify'],
    ext: true,
  };
}

/**
 * Keys from `signing_keys_path` (a JSON array of private JWKs, as `supabase gen signing-key` writes)
 * or, failing that, one key generated once into `generatedPath` (or kept in memory when undefined).
 */
export async function loadKeyRing(opts: {
  signingKeysPath?: string;
  generatedPath?: string;
  jwtSecret: string;
}) {
  let privateJwks: JWK[];
  if (opts.signingKeysPath && existsSync(opts.signingKeysPath)) {
    privateJwks = JSON.parse(readFileSync(opts.signingKeysPath, 'utf8')) as JWK[];
  } else if (opts.generatedPath && existsSync(opts.generatedPath)) {
    privateJwks = JSON.parse(readFileSync(opts.generatedPath, 'utf8')) as JWK[];
  } else {
    privateJwks = [await generatePrivateJwk()];
    if (opts.generatedPath) {
      mkdirSync(dirname(opts.generatedPath), { recursive: true });
      writeFileSync(opts.generatedPath, JSON.stringify(privateJwks, null, 2), { mode: 0o600 });
    }
  }
  const signer = privateJwks.find((k) => k.key_ops?.includes('sign')) ?? privateJwks[0];
  if (!signer?.kid || !signer.alg) throw new Error('signing key needs a kid and an alg');

  const verifiers = new Map<string, Key>();
  const published: JWK[] = [];
  for (const k of privateJwks) {
    if (!k.kid || !k.alg || k.kty === 'oct') continue;
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = k;
    const pubJwk: JWK = { ...pub, use: 'sig', key_ops: ['verify'], ext: true };
    published.push(pubJwk);
    verifiers.set(k.kid, await importJWK(pubJwk, k.alg));
  }
  // WebCrypto refuses 'verify' in a private key's usages: drop key_ops for the import.
  const signingKey = await importJWK({ ...signer, key_ops: undefined }, signer.alg);
  const secret = new TextEncoder().encode(opts.jwtSecret);

  const ring: KeyRing = {
    kid: signer.kid,
    alg: signer.alg,
    jwks: { keys: published },
    sign: (payload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: signer.alg!, kid: signer.kid!, typ: 'JWT' })
        .sign(signingKey),
    async verify(token) {
      const header = decodeProtectedHeader(token);
      const key = header.kid ? verifiers.get(header.kid) : undefined;
      if (key)
        return (await jwtVerify(token, key, { algorithms: [header.alg ?? signer.alg!] })).payload;
      if (header.alg === 'HS256')
        return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload;
      throw new Error('no key matches the token');
    },
    signHs: (payload) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret),
    async verifyHs(token) {
      return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload;
    },
  };
  return ring;
}
