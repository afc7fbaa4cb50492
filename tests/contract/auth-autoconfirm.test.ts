/** Sign-up with e-mail confirmations off ([auth.email] enable_confirmations = false). */
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import {
  type TestStack,
  mailbox,
  startTestStack,
  supabaseClient,
  tokenHashFrom,
  uniqueEmail,
} from '../support/stack';

let stack: TestStack;
let sb: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({
    configOverrides: { auth: { email: { enable_confirmations: false } } },
  });
  sb = supabaseClient(stack);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

test('sign-up returns a session straight away and sends no e-mail', async () => {
  const email = uniqueEmail('auto');
  const { data, error } = await sb.auth.signUp({
    email,
    password: 'password-123',
    options: { data: { full_name: 'Bilal Khan' } },
  });
  expect(error).toBeNull();
  expect(data.session?.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(data.user?.email_confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(data.user?.user_metadata).toMatchObject({ full_name: 'Bilal Khan', email_verified: true });
  expect((await mailbox(stack).list()).filter((m) => m.to.includes(email))).toEqual([]);
});

test('signing up twice with the same e-mail is 422 user_already_exists', async () => {
  const email = uniqueEmail('twice');
  expect((await sb.auth.signUp({ email, password: 'password-123' })).error).toBeNull();
  const { data, error } = await sb.auth.signUp({ email, password: 'password-456' });
  expect(data.session).toBeNull();
  expect(error?.code).toBe('user_already_exists');
  expect(error?.status).toBe(422);
  // The first password still works; the second attempt changed nothing.
  expect((await sb.auth.signInWithPassword({ email, password: 'password-123' })).error).toBeNull();
});

test('e-mails are case-insensitive', async () => {
  const email = uniqueEmail('case');
  await sb.auth.signUp({ email: email.toUpperCase(), password: 'password-123' });
  const { data, error } = await sb.auth.signInWithPassword({ email, password: 'password-123' });
  expect(error).toBeNull();
  expect(data.user?.email).toBe(email);
});

test('changing e-mail still needs the new address confirmed; the profile follows', async () => {
  const email = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  const client = supabaseClient(stack);
  const { data } = await client.auth.signUp({ email, password: 'password-123' });
  const changed = await client.auth.updateUser({ email: newEmail });
  expect(changed.error).toBeNull();
  expect(changed.data.user?.email).toBe(email);
  expect(changed.data.user?.new_email).toBe(newEmail);
  const msg = await mailbox(stack).latestTo(newEmail);
  const { data: verified, error } = await client.auth.verifyOtp({
    token_hash: tokenHashFrom(msg),
    type: 'email_change',
  });
  expect(error).toBeNull();
  expect(verified.user?.email).toBe(newEmail);
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const profile = await db.query('select email from public.profiles where id = $1', [
    data.user!.id,
  ]);
  await db.end();
  expect(profile.rows[0].email).toBe(newEmail);
});

test('an admin invite e-mails a link that signs the invited person in', async () => {
  const email = uniqueEmail('invited');
  const admin = supabaseClient(stack, stack.secretKey);
  const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
    data: { full_name: 'Dev Patel' },
  });
  expect(error).toBeNull();
  expect(data.user?.email).toBe(email);
  const msg = await mailbox(stack).latestTo(email);
  expect(msg.subject).toBe('You have been invited');
  const signedIn = await supabaseClient(stack).auth.verifyOtp({
    token_hash: tokenHashFrom(msg),
    type: 'invite',
  });
  expect(signedIn.error).toBeNull();
  expect(signedIn.data.user?.user_metadata.full_name).toBe('Dev Patel');
  // Inviting a confirmed user again is refused.
  expect((await admin.auth.admin.inviteUserByEmail(email)).error?.status).toBe(422);
});
