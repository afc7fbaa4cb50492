/**
 * Sessions: refresh-token rotation and reuse detection, sign-out, local JWT verification with
 * getClaims(), the access token hook, and the admin API.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type TestStack, startTestStack, supabaseClient, uniqueEmail } from '../support/stack';

let stack: TestStack;
let sb: SupabaseClient;
let admin: SupabaseClient;

const ADMIN = { email: 'admin@example.com', password: 'admin-local-only-2026' };
const USER = { email: 'user@example.com', password: 'user-local-only-2026' };
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

beforeAll(async () => {
  // A 1 s reuse interval instead of 10 s keeps the "reused too late" test short.
  stack = await startTestStack({
    configOverrides: { auth: { refresh_token_reuse_interval: REUSE_INTERVAL_S } },
  });
  sb = supabaseClient(stack);
  admin = supabaseClient(stack, stack.secretKey);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

async function signIn(who: { email: string; password: string }) {
  const client = supabaseClient(stack);
  const { data, error } = await client.auth.signInWithPassword(who);
  expect(error).toBeNull();
  return { client, session: data.session! };
}

const REUSE_INTERVAL_S = 1;

/**
 * Waits out the reuse interval this file configures. Presenting the old token sooner (polling)
 * is itself a use inside the interval, so time has to pass: the wait comes from the one constant.
 */
const pastReuseInterval = () => new Promise((r) => setTimeout(r, REUSE_INTERVAL_S * 1000 + 200));

const rawRefresh = (token: string) =>
  fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: stack.publishableKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: token }),
  });

const rawUser = (accessToken: string) =>
  fetch(`${stack.url}/auth/v1/user`, {
    headers: {
      apikey: stack.publishableKey,
      authorization: `Bearer ${accessToken}`,
      'x-supabase-api-version': '2024-01-01',
    },
  });

describe('refresh tokens', () => {
  test('every refresh hands out a new refresh token and a new access token', async () => {
    const { client, session } = await signIn(USER);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decode(data.session!.access_token).session_id).toBe(
      decode(session.access_token).session_id,
    );
  });

  test('re-presenting the parent of the current token returns the current one (a lost response)', async () => {
    const { session } = await signIn(USER);
    const first = await (await rawRefresh(session.refresh_token)).json();
    const again = await (await rawRefresh(session.refresh_token)).json();
    expect(again.refresh_token).toBe(first.refresh_token);
  });

  test('an old refresh token used after the reuse interval is refresh_token_already_used and ends the session', async () => {
    const { session } = await signIn(USER);
    const t1 = (await (await rawRefresh(session.refresh_token)).json()).refresh_token;
    const t2 = (await (await rawRefresh(t1)).json()).refresh_token;
    expect(t2).toMatch(/^[\w-]{12,}$/);
    expect(t2).not.toBe(t1);
    await pastReuseInterval();
    const reused = await rawRefresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // Every token of that session was revoked: the newest one is now also "already used" once its grace passes.
    await pastReuseInterval();
    expect((await (await rawRefresh(t2)).json()).code).toBe('refresh_token_already_used');
  });

  test('through supabase-js the error surfaces with its code', async () => {
    const { session } = await signIn(USER);
    await rawRefresh(session.refresh_token);
    await rawRefresh((await (await rawRefresh(session.refresh_token)).json()).refresh_token);
    await pastReuseInterval();
    const { error } = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error?.code).toBe('refresh_token_already_used');
  });

  test('an unknown refresh token is refresh_token_not_found', async () => {
    expect((await (await rawRefresh('abcdefghijkl')).json()).code).toBe('refresh_token_not_found');
  });
});

describe('sign-out', () => {
  test('the access token stops working at once (session_not_found) and so does the refresh token', async () => {
    const { client, session } = await signIn(USER);
    expect((await rawUser(session.access_token)).status).toBe(200);
    expect((await client.auth.signOut()).error).toBeNull();
    const after = await rawUser(session.access_token);
    expect(after.status).toBe(403);
    expect((await after.json()).code).toBe('session_not_found');
    expect((await (await rawRefresh(session.refresh_token)).json()).code).toBe(
      'refresh_token_not_found',
    );
  });

  test('scope "others" keeps the current session and ends the rest', async () => {
    const a = await signIn(USER);
    const b = await signIn(USER);
    expect((await b.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await rawUser(a.session.access_token)).status).toBe(403);
    expect((await rawUser(b.session.access_token)).status).toBe(200);
  });
});

describe('access tokens', () => {
  test('getClaims() verifies the ES256 token locally from the JWKS, with no request to /user', async () => {
    const calls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const client = supabaseClient(stack, stack.publishableKey, { global: { fetch: counting } });
    await client.auth.signInWithPassword(USER);
    calls.length = 0;
    for (let i = 0; i < 3; i++) {
      const { data, error } = await client.auth.getClaims();
      expect(error).toBeNull();
      expect(data?.claims.email).toBe(USER.email);
      expect(data?.header.alg).toBe('ES256');
    }
    expect(calls.filter((u) => u.includes('/auth/v1/user'))).toEqual([]);
    expect(calls.filter((u) => u.includes('/.well-known/jwks.json')).length).toBeLessThanOrEqual(1);
  });

  test('the JWKS publishes verify-only public keys whose kid signs the tokens', async () => {
    const jwks = await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json();
    const { session } = await signIn(USER);
    const header = JSON.parse(
      Buffer.from(session.access_token.split('.')[0], 'base64url').toString('utf8'),
    );
    const key = jwks.keys.find((k: { kid: string }) => k.kid === header.kid);
    expect(key).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    });
    expect(key.d).toBeUndefined();
  });

  test('the access token hook adds user_role "admin" for admins and null for everyone else', async () => {
    const a = await signIn(ADMIN);
    expect(decode(a.session.access_token)).toMatchObject({
      user_role: 'admin',
      role: 'authenticated',
      aal: 'aal1',
    });
    const u = await signIn(USER);
    expect(decode(u.session.access_token).user_role).toBeNull();
    // Also on refresh.
    const { data } = await a.client.auth.refreshSession();
    expect(decode(data.session!.access_token).user_role).toBe('admin');
  });

  test('claims carry what GoTrue puts in them', async () => {
    const { session } = await signIn(USER);
    const c = decode(session.access_token);
    expect(c).toMatchObject({
      aud: 'authenticated',
      email: USER.email,
      phone: '',
      is_anonymous: false,
      iss: `${stack.url}/auth/v1`,
    });
    expect(c.amr[0].method).toBe('password');
    expect(c.exp - c.iat).toBe(3600);
  });
});

describe('admin API (secret key)', () => {
  test('create, read, update, list and delete users', async () => {
    const email = uniqueEmail('admin-made');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
      user_metadata: { full_name: 'Chen Li' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.user_metadata).toEqual({
      full_name: 'Chen Li',
      email_verified: true,
    });

    expect((await admin.auth.admin.getUserById(id)).data.user?.email).toBe(email);
    const updated = await admin.auth.admin.updateUserById(id, { user_metadata: { country: 'AU' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Chen Li', country: 'AU' });

    const res = await fetch(`${stack.url}/auth/v1/admin/users?page=1&per_page=1`, {
      headers: { apikey: stack.secretKey, authorization: `Bearer ${stack.secretKey}` },
    });
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(res.headers.get('link')).toContain(`</admin/users?page=2&per_page=1>; rel="next"`);
    expect(res.headers.get('link')).toContain(
      `</admin/users?page=${total}&per_page=1>; rel="last"`,
    );
    const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 50 });
    expect(listed.data.users.map((u) => u.email)).toContain(email);

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.status).toBe(404);
  });

  test('a signed-in user is not an admin of Auth: not_admin', async () => {
    const { session } = await signIn(USER);
    const res = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: {
        apikey: stack.publishableKey,
        authorization: `Bearer ${session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('not_admin');
  });

  test('the publishable key alone cannot use the admin API', async () => {
    const { error } = await supabaseClient(stack).auth.admin.listUsers();
    expect(error?.status).toBe(403);
  });
});

test('health and settings answer like GoTrue', async () => {
  const health = await (await fetch(`${stack.url}/auth/v1/health`)).json();
  expect(health.name).toBe('GoTrue');
  const settings = await (
    await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.publishableKey } })
  ).json();
  expect(settings).toMatchObject({
    disable_signup: false,
    mailer_autoconfirm: false,
    external: { email: true },
  });
});

test('CORS lets the browser app call Auth with credentials', async () => {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers':
        'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
    },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
});

test('a body that is not JSON is 400 bad_json; a huge one is 413', async () => {
  const post = (body: string) =>
    fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: stack.publishableKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body,
    });
  const bad = await post('{"email":');
  expect(bad.status).toBe(400);
  expect((await bad.json()).code).toBe('bad_json');
  const huge = await post(
    JSON.stringify({ email: 'a@b.c', data: { blob: 'x'.repeat(1024 * 1024 + 1) } }),
  );
  expect(huge.status).toBe(413);
  expect((await huge.json()).code).toBe('request_entity_too_large');
});

test('unknown auth routes answer a plain-text 404', async () => {
  const res = await fetch(`${stack.url}/auth/v1/factors`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('text/plain');
});

test('signing in with a password that no longer meets the policy works but is flagged weak_password', async () => {
  const email = uniqueEmail('legacy-password');
  // The admin API does not check strength, like GoTrue: a password set before the policy tightened.
  await admin.auth.admin.createUser({ email, password: 'short', email_confirm: true });
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'short' }),
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(body.weak_password.reasons).toEqual(['length']);
});
