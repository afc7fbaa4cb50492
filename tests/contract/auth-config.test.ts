/**
 * config.toml settings that change Auth's behaviour: signing keys from `signing_keys_path`,
 * rate limits, and the mailbox API the e-mail tests rely on.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type TestStack,
  mailbox,
  ssrClient,
  startTestStack,
  supabaseClient,
  uniqueEmail,
} from '../support/stack';

let stack: TestStack;
const dir = mkdtempSync(join(tmpdir(), 'keys-'));
const kid = randomUUID();

beforeAll(async () => {
  // What `supabase gen signing-key --algorithm ES256` writes: an array of private JWKs.
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  const keysPath = join(dir, 'signing_keys.json');
  writeFileSync(
    keysPath,
    JSON.stringify([{ ...jwk, kid, alg: 'ES256', use: 'sig', key_ops: ['sign', 'verify'] }]),
  );
  stack = await startTestStack({
    configOverrides: {
      auth: {
        signing_keys_path: keysPath,
        rate_limit: {
          sign_in_sign_ups: 5,
          email_sent: 1000,
          token_refresh: 1000,
          token_verifications: 1000,
        },
      },
    },
  });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('tokens are signed with the key from signing_keys_path and only its public half is published', async () => {
  const jwks = await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json();
  expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([kid]);
  expect(jwks.keys[0].d).toBeUndefined();
  const { data } = await supabaseClient(stack).auth.signInWithPassword({
    email: 'user@example.com',
    password: 'user-local-only-2026',
  });
  const header = JSON.parse(
    Buffer.from(data.session!.access_token.split('.')[0], 'base64url').toString('utf8'),
  );
  expect(header).toEqual({ alg: 'ES256', kid, typ: 'JWT' });
});

test('@supabase/ssr keeps the session in cookies: sign in, read claims, update the user, sign out', async () => {
  const jar = new Map<string, string>();
  const signIn = await ssrClient(stack, jar).auth.signInWithPassword({
    email: 'admin@example.com',
    password: 'admin-local-only-2026',
  });
  expect(signIn.error).toBeNull();
  // The admin's session carries their TOTP factor in `user.factors`, which can push the cookie
  // past @supabase/ssr's chunk size: then it is sb-127-auth-token.0, .1, … in order.
  const cookie = jar.get('sb-127-auth-token') ?? jar.get('sb-127-auth-token.0');
  expect(cookie?.startsWith('base64-')).toBe(true);

  const claims = await ssrClient(stack, jar).auth.getClaims();
  expect(claims.data?.claims.user_role).toBe('admin');

  const updated = await ssrClient(stack, jar).auth.updateUser({ data: { phone_country: 'AU' } });
  expect(updated.error).toBeNull();
  expect(updated.data.user?.user_metadata).toMatchObject({
    full_name: 'Demo Admin',
    phone_country: 'AU',
  });

  const same = await ssrClient(stack, jar).auth.updateUser({ password: 'admin-local-only-2026' });
  expect(same.error?.code).toBe('same_password');

  expect((await ssrClient(stack, jar).auth.signOut()).error).toBeNull();
  expect([...jar.keys()].filter((k) => k.startsWith('sb-127-auth-token'))).toEqual([]);
  expect((await ssrClient(stack, jar).auth.getUser()).data.user).toBeNull();
});

test('the mailbox API lists newest first, shows bodies, and deletes', async () => {
  const mail = mailbox(stack);
  const admin = supabaseClient(stack, stack.secretKey);
  await mail.clear();
  await admin.auth.resetPasswordForEmail('user@example.com');
  const list = await mail.list();
  expect(list).toHaveLength(1);
  expect(Object.keys(list[0]).sort()).toEqual(['date', 'from', 'id', 'subject', 'to']);
  const msg = await mail.get(list[0].id);
  expect(msg.html).toContain('type=recovery');
  expect(msg.text).toBeDefined();
  const del = await fetch(`${stack.mailboxUrl}/api/messages/${msg.id}`, { method: 'DELETE' });
  expect(del.status).toBe(200);
  expect(await mail.list()).toEqual([]);
  expect((await fetch(`${stack.mailboxUrl}/api/messages/${msg.id}`)).status).toBe(404);
});

test('the Supabase CLI’s well-known legacy HS256 keys work as anon and service_role', async () => {
  const LEGACY_ANON =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
  const LEGACY_SERVICE =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
  const service = supabaseClient(stack, LEGACY_SERVICE);
  const { data, error } = await service.auth.admin.listUsers();
  expect(error).toBeNull();
  expect(data.users.length).toBeGreaterThanOrEqual(2);
  expect((await service.storage.from('documents').list('')).error).toBeNull();
  const anon = supabaseClient(stack, LEGACY_ANON);
  expect((await anon.auth.admin.listUsers()).error?.status).toBe(403);
  expect(
    (
      await anon.auth.signInWithPassword({
        email: 'user@example.com',
        password: 'user-local-only-2026',
      })
    ).error,
  ).toBeNull();
});

// Last: it uses up this stack's sign-in allowance.
test('too many sign-ins from one address in the window: 429 over_request_rate_limit', async () => {
  const sb = supabaseClient(stack);
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < 6; i++) {
    codes.push(
      (
        await sb.auth.signInWithPassword({
          email: uniqueEmail('limited'),
          password: 'wrong-password',
        })
      ).error?.code,
    );
  }
  expect(codes).toContain('over_request_rate_limit');
});
