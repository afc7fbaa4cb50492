/**
 * RLS on real PostgreSQL 15 (the engine Supabase runs), bootstrapped through supabase/local's
 * external-database path. CI installs postgresql-15; only a machine without it skips.
 */
import { type Pg15, pg15Available, startPg15 } from '../support/pg15';
import { type TestStack, startTestStack } from '../support/stack';
import { registerRlsCases } from './rls-cases';

const available = pg15Available();
if (!available) {
  console.warn(
    'SKIPPED: RLS tests on PostgreSQL 15 — /usr/lib/postgresql/15/bin/postgres is not installed (apt-get install postgresql-15).',
  );
}

(available ? describe : describe.skip)('row-level security on PostgreSQL 15', () => {
  let pg: Pg15;
  let stack: TestStack;
  beforeAll(async () => {
    pg = await startPg15();
    stack = await startTestStack({ databaseUrl: pg.url });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await pg?.stop();
  });

  test('the stand-in bootstrapped the external database', () => {
    expect(stack.dbUrl).toBe(pg.url);
  });

  // Nested, so its pool closes before the server stops.
  describe('rules', () => registerRlsCases(() => pg.url));
});
