/**
 * Issue 36 against the stand-in over HTTP, with real sign-ins and TOTP codes: Auth (like GoTrue)
 * accepts a code again on a new challenge, and the app's verify (lib/auth/totp-once.ts, the one
 * path the sign-in step, set-up and removal use) refuses its second use, from any device and
 * when two arrive at once. Five wrong codes for one factor within 15 minutes, from two devices,
 * pause it: the right code is then refused without asking Auth, the pause is audited and one
 * link-only e-mail goes to the person.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { CurrentUser } from '@/lib/auth/server';
import { mfaErrorMessage } from '@/lib/auth/mfa-schema';
import {
  CODE_REUSED,
  FACTOR_LOCKED,
  codeHash,
  verifyCodeOnce,
  type MfaResult,
} from '@/lib/auth/totp-once';
import { createDb, type Db } from '@/lib/db';
import { deliverDueMail } from '@/lib/mail/outbox';
import { type TestStack, startTestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { currentCode } from '../support/totp';

let stack: TestStack;
let admin: SupabaseClient;
let db: Db;

const PASSWORD = 'totp-once-password-1';

beforeAll(async () => {
  stack = await startTestStack();
  admin = supabaseClient(stack, stack.secretKey);
  db = createDb(stack.dbUrl, 4);
}, 90_000);
afterAll(async () => {
  await db?.$client.end();
  await stack?.stop();
});

/** A device: the person signed in with their password on a client of its own. */
async function device(email: string) {
  const client = supabaseClient(stack);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signIn.error).toBeNull();
  // The person as the app sees them: the verified claims of this session's token.
  const { data, error } = await client.auth.getClaims();
  expect(error).toBeNull();
  const claims = data!.claims as unknown as Record<string, unknown>;
  const user: CurrentUser = {
    id: String(claims.sub),
    email,
    fullName: null,
    isAdmin: false,
    claims,
  };
  return { client, user };
}

/** A confirmed person with an authenticator being set up (unverified) on their first device. */
async function personSettingUp(name: string) {
  const email = uniqueEmail('totp-once');
  const created = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `${name} Tester` },
  });
  expect(created.error).toBeNull();
  const first = await device(email);
  const enrolled = await first.client.auth.mfa.enroll({ factorType: 'totp' });
  expect(enrolled.error).toBeNull();
  return { email, first, factorId: enrolled.data!.id, secret: enrolled.data!.totp.secret };
}

const aalOf = async (client: SupabaseClient) => {
  const { data } = await client.auth.getSession();
  const token = data.session!.access_token;
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).aal;
};

/** A code that is certainly not valid now: one from an hour away, not equal to a valid one. */
function wrongCode(secret: string, n: number): string {
  const valid = [-1, 0, 1].map((s) => currentCode(secret, Date.now() + s * 30_000));
  for (let k = n; ; k++) {
    const code = currentCode(secret, Date.now() + (120 + k) * 30_000);
    if (!valid.includes(code)) return code;
  }
}

test('Auth accepts a used code again on a new challenge; the app refuses its second use, from any device', async () => {
  const { email, first, factorId, secret } = await personSettingUp('Reuse');
  const code = currentCode(secret);

  expect(await verifyCodeOnce(first.user, first.client, factorId, code, db)).toEqual({ ok: true });
  expect(await aalOf(first.client)).toBe('aal2');

  // GoTrue's behaviour, which the app must not rely on: the same code passes a new challenge.
  const direct = await first.client.auth.mfa.challengeAndVerify({ factorId, code });
  expect(direct.error).toBeNull();

  // Through the app: refused, without asking Auth, on this device and on another one.
  expect(await verifyCodeOnce(first.user, first.client, factorId, code, db)).toEqual({
    ok: false,
    code: CODE_REUSED,
  });
  const laptop = await device(email);
  expect(await verifyCodeOnce(laptop.user, laptop.client, factorId, code, db)).toEqual({
    ok: false,
    code: CODE_REUSED,
  });
  expect(await aalOf(laptop.client)).toBe('aal1');
  expect(mfaErrorMessage(CODE_REUSED)).toBe(
    'This code was already used. Wait for the next code in your app.',
  );

  // Only a hash of factor and code is kept, never the code.
  const rows = await db.execute<{ code_hash: string }>(
    sql`select code_hash from private.mfa_used_codes where factor_id = ${factorId}::uuid`,
  );
  expect(rows.rows).toEqual([{ code_hash: codeHash(factorId, code) }]);
  expect(JSON.stringify(rows.rows)).not.toContain(code);
});

test('two verifies of the same code at the same moment: exactly one passes', async () => {
  const { first, factorId, secret } = await personSettingUp('Race');
  const code = currentCode(secret);
  const results = await Promise.all([
    verifyCodeOnce(first.user, first.client, factorId, code, db),
    verifyCodeOnce(first.user, first.client, factorId, code, db),
  ]);
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: CODE_REUSED }]);
});

test('a wrong code is only wrong: typed again it is wrong again, not "already used"', async () => {
  const { first, factorId, secret } = await personSettingUp('Typo');
  const wrong = wrongCode(secret, 0);
  for (let i = 0; i < 2; i++)
    expect(await verifyCodeOnce(first.user, first.client, factorId, wrong, db)).toEqual({
      ok: false,
      code: 'mfa_verification_failed',
    });
  expect(await verifyCodeOnce(first.user, first.client, factorId, currentCode(secret), db)).toEqual(
    { ok: true },
  );
});

test('5 wrong codes from two devices pause the factor for 15 minutes, audited, with one e-mail', async () => {
  const { email, first, factorId, secret } = await personSettingUp('Lockout');
  expect(await verifyCodeOnce(first.user, first.client, factorId, currentCode(secret), db)).toEqual(
    { ok: true },
  );
  // Someone with the password, on two devices (their sign-ins stop at aal1).
  const phone = await device(email);
  const laptop = await device(email);
  const results: MfaResult[] = [];
  for (let i = 0; i < 5; i++) {
    const d = i % 2 ? laptop : phone;
    results.push(await verifyCodeOnce(d.user, d.client, factorId, wrongCode(secret, i * 7), db));
  }
  expect(results.slice(0, 4)).toEqual(
    Array.from({ length: 4 }, () => ({ ok: false, code: 'mfa_verification_failed' })),
  );
  const locked = results[4]!;
  expect(locked).toMatchObject({ ok: false, code: FACTOR_LOCKED, lockedNow: true });
  const retryAt = Date.parse((locked as { retryAt: string }).retryAt);
  expect(retryAt - Date.now()).toBeGreaterThan(14 * 60_000);
  expect(retryAt - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  expect(mfaErrorMessage(FACTOR_LOCKED, new Date(retryAt).toISOString())).toMatch(
    /^Too many wrong codes\. .*try again in 15 minutes\.$/,
  );

  // The right code, from either device: refused while paused, and Auth was not asked.
  const right = await verifyCodeOnce(phone.user, phone.client, factorId, currentCode(secret), db);
  expect(right).toMatchObject({ ok: false, code: FACTOR_LOCKED });
  expect((right as { lockedNow?: boolean }).lockedNow).toBeUndefined();
  expect(await aalOf(phone.client)).toBe('aal1');
  expect(
    await verifyCodeOnce(laptop.user, laptop.client, factorId, wrongCode(secret, 99), db),
  ).toMatchObject({ ok: false, code: FACTOR_LOCKED });

  const audit = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from public.audit_log
        where action = 'mfa.locked' and subject_id = ${factorId}::uuid and actor_id = ${phone.user.id}::uuid`,
  );
  expect(audit.rows[0]!.n).toBe(1);

  // One e-mail, to the person, greeting them and linking to a new password; nothing else.
  const queued = await db.execute<{ to_address: string }>(
    sql`select to_address from public.email_outbox where template = 'mfa-locked' and client_id = ${phone.user.id}::uuid`,
  );
  expect(queued.rows).toEqual([{ to_address: email }]);
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport = nodemailer.createTransport({
    name: 'capture',
    version: '1',
    send(mail, done) {
      const { to, subject, text } = mail.data as { to: string; subject: string; text: string };
      if (to === email) sent.push({ to, subject, text });
      done(null, { envelope: mail.message.getEnvelope(), messageId: randomUUID() } as never);
    },
  });
  await deliverDueMail({ db, transport });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.subject).toBe('Wrong sign-in codes were entered on your account');
  expect(sent[0]!.text).toMatch(/^Hello Lockout,\n/);
  expect(sent[0]!.text).toContain('/auth/forgot');
  expect(sent[0]!.text).not.toContain(factorId);
  expect(sent[0]!.text).not.toContain(email);
});
