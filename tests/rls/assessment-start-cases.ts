/**
 * Issue 23 item 4: one draft per start form. The database refuses a second draft with the same
 * request id for the same client (whoever inserts it: the app or the Data API), another client
 * may use the same id, and drafts without one are not limited. Registered by
 * assessment-start-pglite.test.ts and assessment-start-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { assessments, createDb, type Db, withUser } from '@/lib/db';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, denied, seedSessions } from './harness';

export function registerAssessmentStartCases(getStack: () => TestStack) {
  let db: Db;
  const users: string[] = [];
  const insert = (sub: string, requestId: string | null) =>
    withUser(
      claimsOf(sub),
      (tx) =>
        tx
          .insert(assessments)
          .values({ clientId: sub, type: 'student-visa', requestId })
          .returning({ id: assessments.id }),
      db,
    );

  beforeAll(async () => {
    const stack = getStack();
    db = createDb(stack.dbUrl, 4);
    for (const who of ['start-a', 'start-b']) {
      const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
        email: uniqueEmail(who),
        password: 'password-123',
        email_confirm: true,
      });
      users.push(data.user!.id);
    }
  }, 60_000);
  // Live sessions for everyone seeded above (the demo people included): harness.ts.
  beforeAll(() => seedSessions(db));
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the same start form sent twice by one client: the second insert is refused', async () => {
    const requestId = randomUUID();
    await insert(users[0]!, requestId);
    await denied(insert(users[0]!, requestId), '23505');
    const rows = await db.execute(
      sql`select count(*)::int as n from public.assessments where request_id = ${requestId}`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  test('another client may use the same id; drafts without an id are not limited', async () => {
    const requestId = randomUUID();
    await insert(users[0]!, requestId);
    await expect(insert(users[1]!, requestId)).resolves.toHaveLength(1);
    await insert(users[1]!, null);
    await expect(insert(users[1]!, null)).resolves.toHaveLength(1);
  });
}
