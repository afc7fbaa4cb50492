/**
 * Sessions that end (issue 9, item 4): once a person signs out everywhere, or is deleted, the
 * access token they still hold must stop opening their data at once, not when it expires.
 * Signs in through the real stand-in and runs the app's own withUser()/sessionFacts() on the
 * same database. Registered by session-end-pglite.test.ts and session-end-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { closeAccountAs } from '@/lib/accounts/close';
import { createDb, type Db, profiles, withUser } from '@/lib/db';
import { SessionEndedError, sessionFacts } from '@/lib/db/scoped';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { unusedCode } from '../support/totp';
import { personOf } from '../rls/harness';

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as {
    sub: string;
    session_id: string;
    [k: string]: unknown;
  };

/** The session check's first answer: is the session behind these claims live? */
const sessionIsActive = async (claims: Parameters<typeof sessionFacts>[0], db: Db) =>
  (await sessionFacts(claims, db)).live;

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

  // Issue 36: what the old token can still do through Storage (which checks only the signature,
  // hosted and local alike) and the database, after its session ended in each way. `client` is
  // the device that still holds the token.
  const PDF = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
  async function storageReach(client: SupabaseClient, owner: string) {
    const bucket = client.storage.from('documents');
    const upload = await bucket.upload(`${owner}/${randomUUID()}.pdf`, PDF);
    const listed = await bucket.list(owner);
    return { uploaded: !upload.error, listed: listed.data?.length ?? 0 };
  }

  test('after a global sign-out elsewhere, the old token uploads and lists nothing in Storage', async () => {
    const person = await newPerson();
    const laptop = await signIn(person);
    expect(await storageReach(laptop.client, person.id)).toEqual({ uploaded: true, listed: 1 });
    const phone = await signIn(person);
    expect((await phone.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await storageReach(laptop.client, person.id)).toEqual({ uploaded: false, listed: 0 });
  });

  test('closing an account ends every session at once: database, Storage and the app’s check', async () => {
    const person = await newPerson();
    const laptop = await signIn(person);
    const phone = await signIn(person);
    expect(await storageReach(phone.client, person.id)).toMatchObject({ uploaded: true });

    // The client closes it from the laptop; the phone's token is the one that must stop.
    const admin = supabaseClient(stack, stack.secretKey);
    await closeAccountAs({ ...personOf(person.id), claims: laptop.claims }, person.id, {
      db,
      admin,
    });

    const left = await db.execute(sql`select 1 from auth.sessions where user_id = ${person.id}`);
    expect(left.rows).toHaveLength(0);
    for (const device of [laptop, phone]) {
      expect(await sessionIsActive(device.claims, db)).toBe(false);
      await expect(ownProfile(device.claims)).rejects.toBeInstanceOf(SessionEndedError);
    }
    expect(await storageReach(phone.client, person.id)).toEqual({ uploaded: false, listed: 0 });
    // Nor can it be refreshed, nor can the person sign in again.
    expect((await phone.client.auth.refreshSession()).error).not.toBeNull();
    const again = await supabaseClient(stack).auth.signInWithPassword(person);
    expect(again.error?.code).toBe('user_banned');
  });

  test('removing a lost authenticator ends what the old aal2 token can do at once', async () => {
    const person = await newPerson();
    const device = await signIn(person);
    const enrolled = await device.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    const code = await unusedCode(enrolled.data!.totp.secret, stack.url);
    const verified = await device.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(verified.error).toBeNull();
    const aal2 = decode(verified.data!.access_token);
    expect(aal2.aal).toBe('aal2');
    expect(await sessionIsActive(aal2, db)).toBe(true);
    expect(await storageReach(device.client, person.id)).toMatchObject({ uploaded: true });

    // An agent removes it for them (the admin API, as lib/auth/mfa.ts does for a colleague).
    const admin = supabaseClient(stack, stack.secretKey);
    expect(
      (await admin.auth.admin.mfa.deleteFactor({ id: factorId, userId: person.id })).error,
    ).toBeNull();

    expect(await sessionIsActive(aal2, db)).toBe(false);
    await expect(ownProfile(aal2)).rejects.toBeInstanceOf(SessionEndedError);
    expect(await storageReach(device.client, person.id)).toEqual({ uploaded: false, listed: 0 });
  });

  test('the same statement answers what comes next: the code owed below aal2, the agent role now', async () => {
    const person = await newPerson();
    const device = await signIn(person);
    // No authenticator yet: nothing owed; an agent question is not asked below aal2.
    expect(await sessionFacts({ ...device.claims, user_role: 'admin' }, db)).toEqual({
      live: true,
      verifiedFactor: false,
      agent: null,
    });
    const enrolled = await device.client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data!.id;
    const code = await unusedCode(enrolled.data!.totp.secret, stack.url);
    const verified = await device.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(verified.error).toBeNull();
    // The password-only token of someone with an authenticator owes the code.
    expect((await sessionFacts(device.claims, db)).verifiedFactor).toBe(true);

    const aal2 = decode(verified.data!.access_token);
    expect(await sessionFacts(aal2, db)).toEqual({ live: true, verifiedFactor: null, agent: null });
    // A token claiming the agent role is asked is_admin(): the role row decides, at once.
    const claimsAgent = { ...aal2, user_role: 'admin' };
    expect((await sessionFacts(claimsAgent, db)).agent).toBe(false);
    await db.execute(
      sql`insert into public.user_roles (user_id, role) values (${person.id}, 'admin')`,
    );
    expect((await sessionFacts(claimsAgent, db)).agent).toBe(true);
    await db.execute(sql`delete from public.user_roles where user_id = ${person.id}`);
    expect((await sessionFacts(claimsAgent, db)).agent).toBe(false);
  });

  test('claims reach the database exactly as given, whatever a name holds (quoted, not bound)', async () => {
    const { claims } = await signIn(await newPerson());
    const odd = `O'Brien \\ "Bob" \\' '); select pg_sleep(5); -- $$ é 名`;
    const named = { ...claims, user_metadata: { full_name: odd } };
    const seen = await withUser(
      named,
      (tx) =>
        tx.execute<{ c: string; name: string }>(
          sql`select current_setting('request.jwt.claims') as c, auth.jwt() -> 'user_metadata' ->> 'full_name' as name`,
        ),
      db,
    );
    expect(seen.rows[0]!.c).toBe(JSON.stringify({ ...named, role: 'authenticated' }));
    expect(seen.rows[0]!.name).toBe(odd);
  });
}
