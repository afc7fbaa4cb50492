/**
 * Issue 9, item 9b: profiles.email is only ever the account's own address. Nobody — the person,
 * an admin, or a server writing as the table owner — can point it at someone else's address;
 * a confirmed address change in auth.users still flows through. Registered by
 * rls-pglite.test.ts and rls-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db, profiles, withUser } from '@/lib/db';
import { claimsOf, denied } from './harness';
import { ADMIN, OTHER, USER } from './rls-cases';

const SOMEONE_ELSE = 'other@example.com';

export function registerProfileEmailCases(getUrl: () => string) {
  let db: Db;
  beforeAll(() => {
    db = createDb(getUrl(), 2);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  const emailOf = async (id: string) =>
    (
      await db
        .select({ email: profiles.email })
        .from(profiles)
        .where(sql`${profiles.id} = ${id}`)
    )[0]?.email;

  test('a person cannot set their profile e-mail to someone else’s address', async () => {
    const before = await emailOf(USER);
    await denied(
      withUser(
        claimsOf(USER),
        (tx) =>
          tx
            .update(profiles)
            .set({ email: SOMEONE_ELSE })
            .where(sql`${profiles.id} = ${USER}`),
        db,
      ),
    );
    expect(await emailOf(USER)).toBe(before);
  });

  test('a person still edits their name, phone and country', async () => {
    const [row] = await withUser(
      claimsOf(USER),
      (tx) =>
        tx
          .update(profiles)
          .set({ fullName: 'Test User', phone: '+919876543210', country: 'India' })
          .where(sql`${profiles.id} = ${USER}`)
          .returning({ phone: profiles.phone }),
      db,
    );
    expect(row.phone).toBe('+919876543210');
  });

  test('an admin cannot rewrite anyone’s profile e-mail either', async () => {
    await denied(
      withUser(
        claimsOf(ADMIN),
        (tx) =>
          tx
            .update(profiles)
            .set({ email: 'attacker@example.com' })
            .where(sql`${profiles.id} = ${OTHER}`),
        db,
      ),
    );
    expect(await emailOf(OTHER)).toBe(SOMEONE_ELSE);
  });

  test('even the table owner cannot make the copy drift from auth.users', async () => {
    await denied(
      db.execute(sql`update public.profiles set email = ${SOMEONE_ELSE} where id = ${USER}`),
    );
  });

  test('a confirmed address change in auth.users flows into the profile', async () => {
    const next = `changed-${Date.now()}@example.com`;
    await db.execute(sql`update auth.users set email = ${next} where id = ${OTHER}`);
    try {
      expect(await emailOf(OTHER)).toBe(next);
    } finally {
      await db.execute(sql`update auth.users set email = ${SOMEONE_ELSE} where id = ${OTHER}`);
    }
    expect(await emailOf(OTHER)).toBe(SOMEONE_ELSE);
  });
}
