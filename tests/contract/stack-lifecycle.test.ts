/**
 * What a developer relies on between `npm run supabase:start` runs: users, sessions' signing
 * keys, files and caught mail survive a restart, and migrations are not applied twice.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  type TestStack,
  mailbox,
  startTestStack,
  supabaseClient,
  uniqueEmail,
} from '../support/stack';

const dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-'));
let stack: TestStack | undefined;

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('state in the data directory survives a restart', async () => {
  const email = uniqueEmail('keeper');
  stack = await startTestStack({
    dataDir,
    configOverrides: { auth: { email: { enable_confirmations: false } } },
  });
  const sb = supabaseClient(stack);
  const { data } = await sb.auth.signUp({ email, password: 'password-123' });
  const userId = data.user!.id;
  const token = data.session!.access_token;
  expect(
    (
      await sb.storage
        .from('documents')
        .upload(`${userId}/kept.pdf`, new Blob(['%PDF-1.7'], { type: 'application/pdf' }))
    ).error,
  ).toBeNull();
  await sb.auth.resetPasswordForEmail(email);
  await mailbox(stack).latestTo(email);
  await stack.stop();

  stack = await startTestStack({
    dataDir,
    configOverrides: { auth: { email: { enable_confirmations: false } } },
  });
  // Same signing key: a token from before the restart still verifies.
  const user = await fetch(`${stack.url}/auth/v1/user`, {
    headers: { apikey: stack.publishableKey, authorization: `Bearer ${token}` },
  });
  expect(user.status).toBe(200);
  const again = supabaseClient(stack);
  expect(
    (await again.auth.signInWithPassword({ email, password: 'password-123' })).error,
  ).toBeNull();
  const file = await again.storage.from('documents').download(`${userId}/kept.pdf`);
  expect(await file.data?.text()).toBe('%PDF-1.7');
  expect((await mailbox(stack).list()).some((m) => m.to.includes(email))).toBe(true);

  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const versions = await db.query(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  const admins = await db.query(
    `select count(*)::int as n from auth.users where email = 'admin@example.com'`,
  );
  await db.end();
  // Each migration file exactly once.
  const files = readdirSync(resolve(__dirname, '../../supabase/migrations'))
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.split('_')[0])
    .sort();
  expect(versions.rows.map((r) => r.version)).toEqual(files);
  expect(admins.rows[0].n).toBe(1); // the seed ran once
}, 90_000);
