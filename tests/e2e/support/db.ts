/** Queries supabase/local's Postgres (playwright.config.ts starts it) as the superuser, as Auth does. */
import pg from 'pg';

const DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';

/**
 * Runs `fn` on one connection inside BEGIN/COMMIT. PGlite serves every connection from one
 * session: outside a transaction, pglite-socket may put the app's messages between a statement's
 * Parse and Bind, and the query fails with "unnamed prepared statement does not exist" (mfa.spec.ts
 * did, reading a lead while the app answered a refused admin action). BEGIN keeps the session for
 * this connection until COMMIT, as supabase/local/src/db/client.ts and the app do; and a `set local`
 * inside it stays off the running app's queries.
 */
export async function inTransaction<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('begin');
    const out = await fn(client);
    await client.query('commit');
    return out;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** One statement in its own transaction (see `inTransaction`), after any `set local` in `setup`. */
export async function sql<T = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
  setup: readonly string[] = [],
) {
  return inTransaction(async (client) => {
    for (const s of setup) await client.query(s);
    return (await client.query(text, params)).rows as T[];
  });
}

/**
 * Clears the per-person daily counts for starting and sending assessments. The suite signs the
 * demo client in and starts far more assessments than one person may in a day (10); the limit
 * itself is proven in tests/rls/assessments-cases.ts. Call it before a test that starts drafts.
 */
export async function resetAssessmentLimits() {
  await sql(
    `delete from public.rate_limits where bucket in ('assessment-started', 'assessment-submitted')`,
  );
}

/**
 * Gives `userId` a verified authenticator with `secret` (as if they had set it up), so a test can
 * sign them in through both steps with `signIn(page, { ...who, totpSecret: secret })`. Pair it
 * with `removeAuthenticators` so later specs sign them in with a password alone again.
 */
export async function giveAuthenticator(userId: string, secret: string) {
  await sql(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, 'e2e authenticator', 'totp', 'verified', now(), now(), $2)`,
    [userId, secret],
  );
}

export async function removeAuthenticators(userId: string) {
  await sql(`delete from auth.mfa_factors where user_id = $1`, [userId]);
}

/**
 * The name the agent's pages show for a person now (other specs change the demo client's profile,
 * e.g. documents.spec.ts names them "Priya Sharma"), so a spec does not depend on the order specs run.
 */
export async function shownName(id: string): Promise<string> {
  const [row] = await sql<{ name: string }>(
    `select coalesce(nullif(full_name, ''), email) as name from public.profiles where id = $1`,
    [id],
  );
  return row!.name;
}
