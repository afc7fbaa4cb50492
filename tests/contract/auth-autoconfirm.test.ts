/** Sign-up with e-mail confirmations off ([auth.email] enable_confirmations = false). */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type TestStack,
  mailbox,
  startTestStack,
  supabaseClient,
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
  expect(data.session?.access_token).toBeTruthy();
  expect(data.user?.email_confirmed_at).toBeTruthy();
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
