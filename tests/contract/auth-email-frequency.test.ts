/**
 * Issue 22, item 4: change-e-mail to an address the caller does not own, resend and recover
 * each delivered 8 of 8 messages at one-second intervals. GoTrue sends one message of a kind per
 * person per `[auth.email] max_frequency` (SMTP_MAX_FREQUENCY, 60 s in config.toml) and answers
 * the rest 429 over_email_send_rate_limit "For security purposes, you can only request this
 * after N seconds." (internal/api/mail.go validateSentWithinFrequencyLimit). Each sequence is
 * the attack as reported: 8 requests, one a second.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../../supabase/local/src/config';
import {
  type TestStack,
  mailbox,
  startTestStack,
  supabaseClient,
  uniqueEmail,
} from '../support/stack';

const PASSWORD = 'a-long-enough-password';
const FREQUENCY = /^For security purposes, you can only request this after \d+ seconds\.$/;

let stack: TestStack;
let admin: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack({ configOverrides: { auth: { email: { max_frequency: '60s' } } } });
  admin = supabaseClient(stack, stack.secretKey);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `times` calls one second apart; the answers in order. */
async function everySecond<T>(times: number, call: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < times; i++) {
    if (i) await sleep(1000);
    out.push(await call());
  }
  return out;
}

const mailsTo = async (to: string) =>
  (await mailbox(stack).list()).filter((m) => m.to.includes(to)).length;

async function confirmedPerson() {
  const email = uniqueEmail('freq');
  const { error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  return email;
}

test('config: max_frequency unset or zero means GoTrue’s one minute; the project sets 60 s', () => {
  expect(
    loadConfig({ configPath: '/nonexistent/config.toml' }).auth.email.maxFrequencySeconds,
  ).toBe(60);
  expect(
    loadConfig({ overrides: { auth: { email: { max_frequency: '0s' } } } }).auth.email
      .maxFrequencySeconds,
  ).toBe(60);
  expect(loadConfig().auth.email.maxFrequencySeconds).toBe(60);
});

test('8 e-mail changes to an address the caller does not own, one a second: 1 accepted, 7 × 429; 2 e-mails (old and new address)', async () => {
  const email = await confirmedPerson();
  const victim = uniqueEmail('not-mine');
  const client = supabaseClient(stack);
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

  const answers = await everySecond(8, () => client.auth.updateUser({ email: victim }));
  expect(answers[0].error).toBeNull();
  for (const a of answers.slice(1)) {
    expect([a.error?.status, a.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    expect(a.error?.message).toMatch(FREQUENCY);
  }
  await sleep(500);
  expect(await mailsTo(victim)).toBe(1);
  expect(await mailsTo(email)).toBe(1); // double_confirm_changes: the current address too
}, 30_000);

test('8 resends of the sign-up confirmation, one a second: the sign-up’s e-mail only, 8 × 429', async () => {
  const email = uniqueEmail('resend');
  const client = supabaseClient(stack);
  expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  const answers = await everySecond(8, () => client.auth.resend({ type: 'signup', email }));
  for (const a of answers) {
    expect([a.error?.status, a.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    expect(a.error?.message).toMatch(FREQUENCY);
  }
  await sleep(500);
  expect(await mailsTo(email)).toBe(1);
}, 30_000);

test('8 password recoveries for a known address, one a second: 1 e-mail, then 7 × 429 as GoTrue answers', async () => {
  const email = await confirmedPerson();
  const client = supabaseClient(stack);
  const answers = await everySecond(8, () => client.auth.resetPasswordForEmail(email));
  expect(answers[0].error).toBeNull();
  for (const a of answers.slice(1)) {
    expect([a.error?.status, a.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    expect(a.error?.message).toMatch(FREQUENCY);
  }
  await sleep(500);
  expect(await mailsTo(email)).toBe(1);
  // Unknown addresses are never limited and never mailed: 200 {} every time.
  const nobody = uniqueEmail('nobody');
  for (const a of await everySecond(2, () => client.auth.resetPasswordForEmail(nobody)))
    expect(a.error).toBeNull();
}, 30_000);

test('the seconds left count down like GoTrue’s (truncated, never more than the window)', async () => {
  const email = await confirmedPerson();
  const client = supabaseClient(stack);
  expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
  const again = await client.auth.resetPasswordForEmail(email);
  const left = Number(/after (\d+) seconds/.exec(again.error?.message ?? '')?.[1]);
  expect(left).toBeGreaterThanOrEqual(55);
  expect(left).toBeLessThanOrEqual(59);
});
