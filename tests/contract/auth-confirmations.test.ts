/**
 * Sign-up with e-mail confirmations on (this project's config.toml), driven through the real
 * supabase-js and @supabase/ssr clients against supabase/local.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type TestStack,
  mailbox,
  ssrClient,
  startTestStack,
  supabaseClient,
  tokenHashFrom,
  uniqueEmail,
} from '../support/stack';

let stack: TestStack;
let sb: SupabaseClient;
let mail: ReturnType<typeof mailbox>;

beforeAll(async () => {
  // max_frequency 4 s rather than 1 s: sign-up and recovery answers are held to an
  // anti-enumeration floor (supabase/local/src/auth/answer-floor.ts) that can pass 1 s on a busy box.
  stack = await startTestStack({
    configOverrides: {
      auth: {
        email: {
          max_frequency: '4s',
          // The site's template offers no code; this one does, so the code path is tested.
          template: {
            magic_link: { content_path: './tests/support/templates/magic-link-with-code.html' },
          },
        },
      },
    },
  });
  sb = supabaseClient(stack);
  mail = mailbox(stack);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'correct-horse-9';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sign-up with confirmations', () => {
  const email = uniqueEmail('asha');
  let userId: string;

  test('returns the user but no session, and e-mails a confirmation link', async () => {
    const { data, error } = await sb.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Asha Rao' }, emailRedirectTo: 'http://localhost:3000/' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'Asha Rao',
      email_verified: false,
      sub: data.user?.id,
    });
    userId = data.user!.id;
    const msg = await mail.latestTo(email);
    expect(msg.subject).toBe('Confirm your email');
    expect(msg.html).toContain('http://localhost:3000/auth/confirm?token_hash=');
  });

  test('an unconfirmed user cannot sign in: email_not_confirmed', async () => {
    const { data, error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.status).toBe(400);
  });

  test('signing up again before confirming re-sends the e-mail to the same user', async () => {
    await sleep(4100); // max_frequency = 4s
    const before = (await mail.list()).filter((m) => m.to.includes(email)).length;
    const { data, error } = await sb.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).toBe(userId);
    const after = (await mail.list()).filter((m) => m.to.includes(email)).length;
    expect(after).toBe(before + 1);
  });

  test('a second request within max_frequency is refused with over_email_send_rate_limit', async () => {
    const { error } = await sb.auth.resend({ type: 'signup', email });
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.status).toBe(429);
  });

  test('confirming with the e-mailed token_hash (the app’s /auth/confirm route) signs the user in', async () => {
    const hash = tokenHashFrom(await mail.latestTo(email));
    const { data, error } = await sb.auth.verifyOtp({ token_hash: hash, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.user?.email_confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.user?.user_metadata.email_verified).toBe(true);
    // The link is single use.
    const again = await sb.auth.verifyOtp({ token_hash: hash, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  test('signing up with an already confirmed e-mail answers with an obfuscated user (no enumeration)', async () => {
    const before = (await mail.list()).length;
    const { data, error } = await sb.auth.signUp({ email, password: 'another-password-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(userId);
    expect((await mail.list()).length).toBe(before);
    // The real password did not change.
    expect((await sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  test('a wrong password and an unknown e-mail get the same invalid_credentials', async () => {
    const wrong = await sb.auth.signInWithPassword({ email, password: 'not-my-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await sb.auth.signInWithPassword({
      email: uniqueEmail('ghost'),
      password: 'whatever-123',
    });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });
});

test('a password shorter than minimum_password_length is a weak_password', async () => {
  const { error } = await sb.auth.signUp({ email: uniqueEmail('weak'), password: 'short' });
  expect(error?.code).toBe('weak_password');
  expect(error?.status).toBe(422);
});

test('errors use the 2024-01-01 shape and echo the version header; legacy clients get the old shape', async () => {
  const call = (headers: Record<string, string>) =>
    fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.publishableKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x-password' }),
    });
  const modern = await call({ 'x-supabase-api-version': '2024-01-01' });
  expect(modern.status).toBe(400);
  expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
  expect(await modern.json()).toEqual({
    code: 'invalid_credentials',
    message: 'Invalid login credentials',
  });
  const legacy = await call({});
  expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
  expect(await legacy.json()).toEqual({
    code: 400,
    error_code: 'invalid_credentials',
    msg: 'Invalid login credentials',
  });
});

test('the app’s flow: @supabase/ssr sign-up, then /auth/confirm calls verifyOtp with the pkce_ token_hash', async () => {
  const email = uniqueEmail('app-flow');
  const signUpJar = new Map<string, string>();
  const { error } = await ssrClient(stack, signUpJar).auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: 'Farah Ali' }, emailRedirectTo: 'http://localhost:3000/' },
  });
  expect(error).toBeNull();
  const hash = tokenHashFrom(await mail.latestTo(email));
  expect(hash.startsWith('pkce_')).toBe(true);
  // The link is opened in another browser: no verifier cookie is needed for token_hash.
  const jar = new Map<string, string>();
  const { data, error: verifyError } = await ssrClient(stack, jar).auth.verifyOtp({
    token_hash: hash,
    type: 'email',
  });
  expect(verifyError).toBeNull();
  expect(data.session?.user.email).toBe(email);
  expect(data.user?.user_metadata.full_name).toBe('Farah Ali');
  expect(jar.has('sb-127-auth-token')).toBe(true);
});

describe('e-mail links through GET /verify', () => {
  test('PKCE (@supabase/ssr): the link redirects with ?code= and the code becomes session cookies', async () => {
    const email = uniqueEmail('pkce');
    const jar = new Map<string, string>();
    const server = ssrClient(stack, jar);
    const { error } = await server.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:3000/auth/callback' },
    });
    expect(error).toBeNull();
    expect([...jar.keys()].some((k) => k.endsWith('-code-verifier'))).toBe(true);
    const hash = tokenHashFrom(await mail.latestTo(email));
    expect(hash.startsWith('pkce_')).toBe(true);

    const res = await fetch(
      `${stack.url}/auth/v1/verify?token=${hash}&type=signup&redirect_to=${encodeURIComponent('http://localhost:3000/auth/callback')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/auth/callback');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{16,}$/);

    // The callback route handler: a fresh server client over the same request cookies.
    const callback = ssrClient(stack, jar);
    const exchanged = await callback.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect([...jar.keys()]).toContain('sb-127-auth-token');

    // The next request reads the session from cookies.
    const next = ssrClient(stack, jar);
    const { data: user } = await next.auth.getUser();
    expect(user.user?.email).toBe(email);

    // Auth codes are single use.
    const reuse = await ssrClient(stack, new Map(jar)).auth.exchangeCodeForSession(code);
    expect(reuse.error).not.toBeNull();
  });

  test('implicit: the link puts the session in the URL fragment', async () => {
    const admin = supabaseClient(stack, stack.secretKey);
    const email = uniqueEmail('implicit');
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    const res = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('access_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(fragment.get('refresh_token')).toMatch(/^[\w-]{12,}$/);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
  });

  test('an off-list redirect_to falls back to site_url; listed ones are kept', async () => {
    const admin = supabaseClient(stack, stack.secretKey);
    const link = async (redirectTo: string) => {
      const email = uniqueEmail('redirect');
      const { data } = await admin.auth.admin.generateLink({ type: 'magiclink', email });
      const url = new URL(data.properties!.action_link);
      url.searchParams.set('redirect_to', redirectTo);
      const res = await fetch(url, { redirect: 'manual' });
      return res.headers.get('location')!.split('#')[0];
    };
    expect(await link('https://evil.example.com/steal')).toBe('http://localhost:3000');
    expect(await link('http://localhost:3000.evil.example.com/')).toBe('http://localhost:3000');
    expect(await link('http://127.0.0.1:3000/dashboard')).toBe('http://127.0.0.1:3000/dashboard');
    expect(await link('http://localhost:3000/auth/confirm')).toBe(
      'http://localhost:3000/auth/confirm',
    );
  });

  test('a used or made-up link redirects with an error in the fragment', async () => {
    const res = await fetch(
      `${stack.url}/auth/v1/verify?token=deadbeef&type=signup&redirect_to=http://localhost:3000/`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(res.headers.get('location')!.split('#')[1]);
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error')).toBe('access_denied');
  });
});

test('password recovery: the same empty answer for unknown e-mails, a working link for known ones', async () => {
  const before = (await mail.list()).length;
  const unknown = await sb.auth.resetPasswordForEmail(uniqueEmail('nobody'));
  expect(unknown.error).toBeNull();
  expect((await mail.list()).length).toBe(before);

  const known = 'user@example.com';
  const { error } = await sb.auth.resetPasswordForEmail(known, {
    redirectTo: 'http://localhost:3000/account',
  });
  expect(error).toBeNull();
  const msg = await mail.latestTo(known);
  expect(msg.subject).toBe('Reset your password');
  const { data } = await sb.auth.verifyOtp({ token_hash: tokenHashFrom(msg), type: 'recovery' });
  expect(data.session?.user.email).toBe(known);
});

test('magic link: signInWithOtp e-mails a link and a 6-digit code; either signs in once', async () => {
  // A confirmed user of its own, so no other test's mail (or max_frequency) can interfere.
  const email = uniqueEmail('magic');
  const admin = supabaseClient(stack, stack.secretKey);
  const created = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const first = await sb.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  expect(first.error).toBeNull();
  const msg = await mail.latestTo(email);
  expect(msg.subject).toBe('Your sign-in link');
  const code = /<strong>(\d{6})<\/strong>/.exec(msg.html ?? '')![1];
  const viaCode = await sb.auth.verifyOtp({ email, token: code, type: 'email' });
  expect(viaCode.error).toBeNull();
  expect(viaCode.data.session?.user.email).toBe(email);
  // The same token, now used, no longer works as a link either.
  const viaLink = await sb.auth.verifyOtp({ token_hash: tokenHashFrom(msg), type: 'email' });
  expect(viaLink.error?.code).toBe('otp_expired');
});

test('signInWithOtp for an unknown address with shouldCreateUser:false is otp_disabled', async () => {
  const { error } = await sb.auth.signInWithOtp({
    email: uniqueEmail('stranger'),
    options: { shouldCreateUser: false },
  });
  expect(error?.code).toBe('otp_disabled');
});
