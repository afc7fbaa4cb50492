/**
 * Sessions that end (issue 9, item 4): once a person signs out everywhere, or is deleted, the
 * access token they still hold must stop opening their data at once, not when it expires.
 * Signs in through the real stand-in and runs the app's own withUser()/sessionIsActive() on the
 * same database. Registered by session-end-pglite.test.ts and session-end-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db, profiles, withUser } from '@/lib/db';
import { SessionEndedError, sessionIsActive } from '@/lib/db/scoped';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as {
    sub: string;
    session_id: string;
    [k: string]: unknown;
  };

export function registerSessionEndCases(getStack: () => TestStack) {
  let db: Db;
  let stack: TestStack;

  beforeAll(() => {
    stack = getStack();
    db = createDb(stack.dbUrl, 2);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  async function newPerson() {
    const email = uniqueEmail('session');
    const password = 'a-long-enough-password';
    const admin = supabaseClient(stack, stack.secretKey);
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    expect(error).toBeNull();
    return { id: data.user!.id, email, password };
  }

  async function signIn(who: { email: string; password: string }) {
    const client = supabaseClient(stack);
    const { data, error } = await client.auth.signInWithPassword(who);
    expect(error).toBeNull();
    return { client, claims: decode(data.session!.access_token) };
  }

  const ownProfile = (claims: ReturnType<typeof decode>) =>
    withUser(claims, (tx) => tx.select({ id: profiles.id }).from(profiles), db);

  test('after a global sign-out from another device, the old token reads nothing', async () => {
    const person = await newPerson();
    const laptop = await signIn(person);
    expect(await sessionIsActive(laptop.claims, db)).toBe(true);
    expect(await ownProfile(laptop.claims)).toEqual([{ id: person.id }]);

    const phone = await signIn(person);
    expect((await phone.client.auth.signOut({ scope: 'global' })).error).toBeNull();

    expect(await sessionIsActive(laptop.claims, db)).toBe(false);
    await expect(ownProfile(laptop.claims)).rejects.toBeInstanceOf(SessionEndedError);
  });

  test('signing out one device leaves the other signed in', async () => {
    const person = await newPerson();
    const laptop = await signIn(person);
    const phone = await signIn(person);
    expect((await phone.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await sessionIsActive(phone.claims, db)).toBe(false);
    expect(await sessionIsActive(laptop.claims, db)).toBe(true);
    expect(await ownProfile(laptop.claims)).toHaveLength(1);
  });

  test('a deleted user’s token reads nothing', async () => {
    const person = await newPerson();
    const { claims } = await signIn(person);
    const admin = supabaseClient(stack, stack.secretKey);
    expect((await admin.auth.admin.deleteUser(person.id)).error).toBeNull();
    expect(await sessionIsActive(claims, db)).toBe(false);
    await expect(ownProfile(claims)).rejects.toBeInstanceOf(SessionEndedError);
  });

  test('a token naming someone else’s session, or no session, is refused', async () => {
    const a = await signIn(await newPerson());
    const b = await signIn(await newPerson());
    expect(await sessionIsActive({ ...a.claims, session_id: b.claims.session_id }, db)).toBe(false);
    expect(await sessionIsActive({ sub: a.claims.sub }, db)).toBe(false);
    expect(await sessionIsActive({ ...a.claims, session_id: "x' or true --" }, db)).toBe(false);
  });

  test('one person’s 40 concurrent requests: every session check says "alive", none fails', async () => {
    // Issue 22, item 5: the check ran on the pool outside a transaction. On PGlite (one shared
    // session) concurrent checks and queries interleaved their protocol messages: some failed
    // ("unnamed prepared statement does not exist"), some read no row and ended a valid session.
    const busy = createDb(stack.dbUrl, 10);
    try {
      const { claims } = await signIn(await newPerson());
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? sessionIsActive(claims, busy)
            : withUser(claims, (tx) => tx.select({ id: profiles.id }).from(profiles), busy).then(
                (rows) => rows.length === 1,
              ),
        ),
      );
      const failed = results.filter((r) => r.status === 'rejected');
      expect(failed.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      expect(results.map((r) => (r as PromiseFulfilledResult<boolean>).value)).toEqual(
        Array(40).fill(true),
      );
    } finally {
      await busy.$client.end();
    }
  });

  test('the check needs no new grant: authenticated still cannot read auth.sessions', async () => {
    const { claims } = await signIn(await newPerson());
    await expect(
      withUser(claims, (tx) => tx.execute(sql`select count(*) from auth.sessions`), db),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
  });
}
