/**
 * The custom access token hook is called like GoTrue calls pg-functions hooks (as
 * supabase_auth_admin) and its output is validated before anything is signed.
 */
import pg from 'pg';
import { type TestStack, startTestStack, supabaseClient } from '../support/stack';

let stack: TestStack;
let db: pg.Client;

beforeAll(async () => {
  stack = await startTestStack({
    configOverrides: {
      auth: {
        hook: {
          custom_access_token: { enabled: true, uri: 'pg-functions://postgres/public/test_hook' },
        },
      },
    },
  });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
}, 90_000);
afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

/** Replaces the hook's body; `$1` is the event. */
async function hook(body: string) {
  await db.query(`create or replace function public.test_hook(event jsonb) returns jsonb language sql as $$ ${body} $$;
    grant execute on function public.test_hook(jsonb) to supabase_auth_admin`);
}

const signIn = () =>
  supabaseClient(stack).auth.signInWithPassword({
    email: 'user@example.com',
    password: 'user-local-only-2026',
  });
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

test('claims the hook returns are the claims that get signed', async () => {
  await hook(`select jsonb_set(event, '{claims,plan}', '"gold"')`);
  const { data, error } = await signIn();
  expect(error).toBeNull();
  expect(decode(data.session!.access_token).plan).toBe('gold');
});

test('output without claims is a 500', async () => {
  await hook(`select '{}'::jsonb`);
  const { error } = await signIn();
  expect(error?.status).toBe(500);
  expect(error?.message).toContain('output claims field is missing');
});

test('claims missing a required field are refused', async () => {
  await hook(`select jsonb_set(event, '{claims}', (event->'claims') - 'session_id')`);
  const { error } = await signIn();
  expect(error?.status).toBe(500);
  expect(error?.message).toContain('session_id is required');
});

test('a hook error object becomes that status and message', async () => {
  await hook(`select '{"error":{"http_code":403,"message":"Sign-ins are paused"}}'::jsonb`);
  const { error } = await signIn();
  expect(error?.status).toBe(403);
  expect(error?.message).toBe('Sign-ins are paused');
});

test('the hook runs as supabase_auth_admin: without the grant it fails', async () => {
  await hook(`select event`);
  await db.query(
    'revoke execute on function public.test_hook(jsonb) from supabase_auth_admin, public',
  );
  const { error } = await signIn();
  expect(error?.status).toBe(500);
  expect(error?.message).toContain('permission denied');
});
