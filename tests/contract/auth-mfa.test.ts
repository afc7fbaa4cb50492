/**
 * Two-step sign-in (MFA with TOTP) through the real supabase-js client against supabase/local:
 * enroll, challenge, verify (codes computed with otpauth), the aal/amr claims, refresh, unenroll,
 * the admin factor API, a code used twice (accepted, as GoTrue does), and the per-IP limit on verify.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ADMIN } from '../support/demo-users';
import { type TestStack, startTestStack, supabaseClient, uniqueEmail } from '../support/stack';

let stack: TestStack;
let admin: SupabaseClient;

const PASSWORD = 'mfa-test-password-1';
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

/** The code an authenticator app shows for `secret`, `stepOffset` steps of 30 s from now. */
const codeFor = (secret: string, stepOffset = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + stepOffset * 30_000 });

beforeAll(async () => {
  stack = await startTestStack();
  admin = supabaseClient(stack, stack.secretKey);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

/** A new confirmed person, signed in with a password (aal1). */
async function newPerson() {
  const email = uniqueEmail('mfa');
  const { error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  const client = supabaseClient(stack);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signIn.error).toBeNull();
  return { client, email, userId: signIn.data.user!.id };
}

async function enroll(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return data!;
}

async function challengeAndVerify(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
}

/** A person with a verified factor, signed in at aal2 in `client`. */
async function personAtAal2() {
  const p = await newPerson();
  const factor = await enroll(p.client);
  const verified = await challengeAndVerify(p.client, factor.id, codeFor(factor.totp.secret));
  expect(verified.error).toBeNull();
  return { ...p, factorId: factor.id, secret: factor.totp.secret };
}

test('a password sign-in carries aal1 and one amr entry in its JWT', async () => {
  const { client } = await newPerson();
  const { data } = await client.auth.getSession();
  const claims = decode(data.session!.access_token);
  expect(claims.aal).toBe('aal1');
  expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
});

test('enroll returns a TOTP secret, its otpauth URI and an SVG QR code; the factor is unverified', async () => {
  const { client, email } = await newPerson();
  const factor = await enroll(client, 'Phone');
  expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
  expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
  expect(decodeURIComponent(factor.totp.uri)).toContain(email);
  expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

  const { data } = await client.auth.mfa.listFactors();
  expect(data!.all).toEqual([
    expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' }),
  ]);
  expect(data!.totp).toEqual([]); // only verified factors count for sign-in
  const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
});

test('verify with the right code issues an aal2 session (JWT aal and amr) and verifies the factor', async () => {
  const { client } = await newPerson();
  const factor = await enroll(client);
  const { data, error } = await challengeAndVerify(client, factor.id, codeFor(factor.totp.secret));
  expect(error).toBeNull();
  const claims = decode(data!.access_token);
  expect(claims.aal).toBe('aal2');
  expect(claims.amr.map((e: { method: string }) => e.method)).toEqual(['totp', 'password']);
  // The client keeps the new session (MFA_CHALLENGE_VERIFIED) and reads the level from it.
  const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  const { data: factors } = await client.auth.mfa.listFactors();
  expect(factors!.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
});

test('a wrong code is refused with 422 mfa_verification_failed and changes nothing', async () => {
  const { client } = await newPerson();
  const factor = await enroll(client);
  const right = codeFor(factor.totp.secret);
  const wrong = right === '000000' ? '000001' : '000000';
  const { data, error } = await challengeAndVerify(client, factor.id, wrong);
  expect(data).toBeNull();
  expect(error).toMatchObject({
    status: 422,
    code: 'mfa_verification_failed',
    message: 'Invalid TOTP code entered',
  });
  const { data: session } = await client.auth.getSession();
  expect(decode(session.session!.access_token).aal).toBe('aal1');
});

test('a challenge is good for one verify; a used code passes again on a new challenge, as in GoTrue', async () => {
  const { client } = await newPerson();
  const factor = await enroll(client);
  const code = codeFor(factor.totp.secret);
  const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
  const first = await client.auth.mfa.verify({
    factorId: factor.id,
    challengeId: challenge.data!.id,
    code,
  });
  expect(first.error).toBeNull();

  const sameChallenge = await client.auth.mfa.verify({
    factorId: factor.id,
    challengeId: challenge.data!.id,
    code,
  });
  expect(sameChallenge.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

  // GoTrue remembers no accepted code: the same one, and the previous step's (inside the ±30 s
  // window), pass on new challenges. The app refuses a second use itself (totp-once.test.ts).
  const again = await challengeAndVerify(client, factor.id, code);
  expect(again.error).toBeNull();
  const earlier = await challengeAndVerify(client, factor.id, codeFor(factor.totp.secret, -1));
  expect(earlier.error).toBeNull();
  // Two steps back is outside the window.
  const stale = await challengeAndVerify(client, factor.id, codeFor(factor.totp.secret, -2));
  expect(stale.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
});

test('an unknown factor or challenge answers as GoTrue does', async () => {
  const { client } = await newPerson();
  const factor = await enroll(client);
  const noFactor = await client.auth.mfa.challenge({
    factorId: 'f7850041-ba10-4eb3-851c-8ceb7ff8463d',
  });
  expect(noFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  const noChallenge = await client.auth.mfa.verify({
    factorId: factor.id,
    challengeId: 'f7850041-ba10-4eb3-851c-8ceb7ff8463d',
    code: '123456',
  });
  expect(noChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
});

test('a refresh keeps the session at aal2', async () => {
  const { client } = await personAtAal2();
  const { data, error } = await client.auth.refreshSession();
  expect(error).toBeNull();
  const claims = decode(data.session!.access_token);
  expect(claims.aal).toBe('aal2');
  expect(claims.amr.map((e: { method: string }) => e.method)).toEqual(['totp', 'password']);
});

test('verifying ends the person’s other password-only sessions, as GoTrue does', async () => {
  const p = await newPerson();
  const other = supabaseClient(stack);
  await other.auth.signInWithPassword({ email: p.email, password: PASSWORD });
  const factor = await enroll(p.client);
  expect((await challengeAndVerify(p.client, factor.id, codeFor(factor.totp.secret))).error).toBe(
    null,
  );
  // GoTrue answers 403 session_not_found; auth-js turns that into "session missing".
  const { error } = await other.auth.getUser();
  expect(error?.name).toBe('AuthSessionMissingError');
});

test('removing a verified factor needs aal2; afterwards the session is aal1 again', async () => {
  const p = await personAtAal2();
  // A fresh password sign-in (aal1) may not remove it ...
  const aal1 = supabaseClient(stack);
  await aal1.auth.signInWithPassword({ email: p.email, password: PASSWORD });
  const refused = await aal1.auth.mfa.unenroll({ factorId: p.factorId });
  expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  // ... nor enrol a second one.
  const second = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
  expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  // The aal2 session may.
  const removed = await p.client.auth.mfa.unenroll({ factorId: p.factorId });
  expect(removed.error).toBeNull();
  expect(removed.data).toEqual({ id: p.factorId });
  const { data } = await p.client.auth.refreshSession();
  const claims = decode(data.session!.access_token);
  expect(claims.aal).toBe('aal1');
  expect(claims.amr.map((e: { method: string }) => e.method)).toEqual(['password']);
});

test('the admin API lists and deletes a person’s factors; the person’s sessions drop to aal1', async () => {
  const p = await personAtAal2();
  const listed = await admin.auth.admin.mfa.listFactors({ userId: p.userId });
  expect(listed.error).toBeNull();
  expect(listed.data!.factors).toEqual([
    expect.objectContaining({ id: p.factorId, factor_type: 'totp', status: 'verified' }),
  ]);
  const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: p.userId, id: p.factorId });
  expect(deleted.error).toBeNull();
  expect((await admin.auth.admin.mfa.listFactors({ userId: p.userId })).data!.factors).toEqual([]);
  const { data } = await p.client.auth.refreshSession();
  expect(decode(data.session!.access_token).aal).toBe('aal1');

  const missing = await admin.auth.admin.mfa.deleteFactor({ userId: p.userId, id: p.factorId });
  expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  // Only the service role may use it.
  const asPerson = await p.client.auth.admin.mfa.listFactors({ userId: p.userId });
  expect(asPerson.error).toMatchObject({ status: 403, code: 'not_admin' });
});

test('the seeded demo admin has a verified factor whose secret is DEMO_ADMIN.totpSecret', async () => {
  const client = supabaseClient(stack);
  const signIn = await client.auth.signInWithPassword(DEMO_ADMIN);
  expect(signIn.error).toBeNull();
  const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  const [factor] = (await client.auth.mfa.listFactors()).data!.totp;
  const verified = await challengeAndVerify(client, factor!.id, codeFor(DEMO_ADMIN.totpSecret));
  expect(verified.error).toBeNull();
  expect(decode(verified.data!.access_token).aal).toBe('aal2');
});

// Last in the file: it spends what is left of this IP's verify budget (GoTrue: 15 a minute, a
// burst of 30; the tests above used part of it).
test('verify attempts are limited per IP: past the burst, 429 over_request_rate_limit', async () => {
  const { client } = await newPerson();
  const factor = await enroll(client);
  const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
  const codes: string[] = [];
  for (let i = 0; i < 34; i++) {
    const { error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: '000000',
    });
    codes.push(error?.code ?? 'ok');
  }
  expect(codes[0]).toBe('mfa_verification_failed');
  expect(codes.at(-1)).toBe('over_request_rate_limit');
  // The limit counts requests, not only failures: the right code is refused too until it refills.
  const right = await client.auth.mfa.verify({
    factorId: factor.id,
    challengeId: challenge.data!.id,
    code: codeFor(factor.totp.secret),
  });
  expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
});
