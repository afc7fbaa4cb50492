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
