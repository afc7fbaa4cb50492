/**
 * The PGlite / PostgreSQL 15 runners for the `*-cases.ts` files: each `*-pglite.test.ts` and
 * `*-pg15.test.ts` is these plus its describe title, so both engines start and stop the same way.
 */
import { type Pg15, pg15Available, startPg15 } from './pg15';
import { type TestStack, startTestStack } from './stack';

/** supabase/local on its own PGlite, started before and stopped after. */
export function startsTestStack(timeout = 90_000): () => TestStack {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  }, timeout);
  afterAll(async () => {
    await stack?.stop();
  });
  return () => stack;
}

/**
 * describe(title) on a throwaway PostgreSQL 15 with supabase/local bootstrapped onto it; skipped
 * with a warning where postgresql-15 is not installed. Register cases in a nested describe, so
 * their pools close before the server stops.
 */
export function describeOnPg15(
  title: string,
  body: (on: { pg: () => Pg15; stack: () => TestStack }) => void,
  timeout = 120_000,
) {
  const available = pg15Available();
  if (!available) console.warn(`SKIPPED: ${title} (postgresql-15 not installed)`);
  (available ? describe : describe.skip)(title, () => {
    let pg: Pg15;
    let stack: TestStack;
    beforeAll(async () => {
      pg = await startPg15();
      stack = await startTestStack({ databaseUrl: pg.url });
    }, timeout);
    afterAll(async () => {
      await stack?.stop();
      await pg?.stop();
    });
    body({ pg: () => pg, stack: () => stack });
  });
}
