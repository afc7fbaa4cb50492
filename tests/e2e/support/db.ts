/** Queries supabase/local's Postgres (playwright.config.ts starts it) as the superuser, as Auth does. */
import pg from 'pg';

const DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
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
