/**
 * The RLS rules every database must enforce (PGlite locally, PostgreSQL 15 in CI, Supabase in
 * production): people see and change only their own rows, roles are admin business, anonymous
 * visitors see nothing private. Registered by rls-pglite.test.ts and rls-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, profiles, userRoles, withUser } from '@/lib/db';
import { isOneLine, oneLine } from '@/lib/forms/one-line';
import { claimsOf, denied, seedSessions } from './harness';

export const ADMIN = 'a0000000-0000-4000-8000-000000000001';
export const USER = 'a0000000-0000-4000-8000-000000000002';
export const OTHER = 'a0000000-0000-4000-8000-000000000003';

export function registerRlsCases(getUrl: () => string) {
  let db: Db;

  beforeAll(async () => {
    db = createDb(getUrl(), 4);
    // A third person, made the way Auth makes users: the trigger gives them a profile.
    await db.execute(sql`
      insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
      values (${OTHER}, 'authenticated', 'authenticated', 'other@example.com', '{"full_name":"Other Person"}', '{}', now(), now())
      on conflict (id) do nothing`);
  });
  // Live sessions for everyone seeded above (the demo people included): harness.ts.
  beforeAll(() => seedSessions(db));
  afterAll(async () => {
    await db?.$client.end();
  });

  test('a new auth user gets a profile named from sign-up metadata', async () => {
    const rows = await db
      .select()
      .from(profiles)
      .where(sql`${profiles.id} = ${OTHER}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].fullName).toBe('Other Person');
    expect(rows[0].email).toBe('other@example.com');
  });

  test('the one-line rule is the same in SQL and in the forms, character by character', async () => {
    // One rule, two places (private.is_one_line / one_line and lib/forms/one-line.ts): every
    // character from U+0001 to U+30FF, alone and doubled between letters, gets the same answer.
    const r = await db.execute<{ c: number; ok: boolean; tidy: string }>(sql`
      select c, private.is_one_line(chr(c)) as ok,
        coalesce(private.one_line('a' || chr(c) || chr(c) || 'b'), '') as tidy
      from generate_series(1, 12543) as c`);
    const differ = r.rows.filter((row) => {
      const ch = String.fromCodePoint(row.c);
      return row.ok !== isOneLine(ch) || row.tidy !== oneLine(`a${ch}${ch}b`);
    });
    expect(differ.map((row) => `U+${row.c.toString(16).padStart(4, '0')}`)).toEqual([]);
  });

  test('a name is one line: sign-up normalises it, an update with a line break is refused (issue 36)', async () => {
    const id = 'a0000000-0000-4000-8000-0000000000f6';
    // What a crafted sign-up request puts in Auth's metadata: the account is still created.
    const hostile =
      'Carla\r\n- Total professional fees: $0.00 (waived)\u2028\u0085\t' + 'x'.repeat(120);
    await db.execute(sql`
      insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
      values (${id}, 'authenticated', 'authenticated', 'one-line@example.com',
        ${JSON.stringify({ full_name: hostile })}::jsonb, '{}', now(), now())
      on conflict (id) do nothing`);
    await seedSessions(db, [id]);
    const [made] = await db
      .select()
      .from(profiles)
      .where(sql`${profiles.id} = ${id}`);
    expect(made.fullName).toMatch(/^Carla - Total professional fees: \$0\.00 \(waived\) x+$/);
    expect(made.fullName!.length).toBeLessThanOrEqual(100);
    // The person's own update, through the Data API: every kind of line break or control.
    for (const name of [
      'Carla\nSmith',
      'Carla\rSmith',
      'Carla\tSmith',
      'Carla\u0085Smith',
      'Carla\u2028Smith',
      'Carla\u2029Smith',
    ])
      await denied(
        withUser(
          claimsOf(id),
          (tx) =>
            tx
              .update(profiles)
              .set({ fullName: name })
              .where(sql`${profiles.id} = ${id}`),
          db,
        ),
        '23514',
      );
    // Nor the database owner (an agent's correction, an import).
    await denied(
      db.execute(sql`update public.profiles set full_name = ${'A\nB'} where id = ${id}`),
      '23514',
    );
    // Gone again: other cases count the people.
    await db.execute(sql`delete from auth.users where id = ${id}`);
  });

  test('a user reads their own profile and nobody else’s', async () => {
    const rows = await withUser(claimsOf(USER), (tx) => tx.select().from(profiles), db);
    expect(rows.map((r) => r.id)).toEqual([USER]);
    const other = await withUser(
      claimsOf(USER),
      (tx) =>
        tx
          .select()
          .from(profiles)
          .where(sql`${profiles.id} = ${OTHER}`),
      db,
    );
    expect(other).toEqual([]);
  });

  test('a user cannot change another person’s profile, but can change their own', async () => {
    const hit = await withUser(
      claimsOf(USER),
      (tx) =>
        tx
          .update(profiles)
          .set({ country: 'Hacked' })
          .where(sql`${profiles.id} = ${OTHER}`)
          .returning(),
      db,
    );
    expect(hit).toEqual([]);
    const own = await withUser(
      claimsOf(USER),
      (tx) =>
        tx
          .update(profiles)
          .set({ country: 'India' })
          .where(sql`${profiles.id} = ${USER}`)
          .returning(),
      db,
    );
    expect(own.map((r) => r.country)).toEqual(['India']);
    const [other] = await db
      .select()
      .from(profiles)
      .where(sql`${profiles.id} = ${OTHER}`);
    expect(other.country).toBeNull();
  });

  test('an admin reads every profile', async () => {
    const rows = await withUser(claimsOf(ADMIN), (tx) => tx.select().from(profiles), db);
    // Every profile the database holds (other tests here add people), the demo ones included.
    const all = await db.select({ id: profiles.id }).from(profiles);
    expect(rows.map((r) => r.id).sort()).toEqual(all.map((r) => r.id).sort());
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([ADMIN, USER, OTHER]));
  });

  test('the client-side admin check: admin finds their role row, a user finds none', async () => {
    const check = (sub: string) =>
      withUser(
        claimsOf(sub),
        (tx) =>
          tx
            .select({ role: userRoles.role })
            .from(userRoles)
            .where(sql`${userRoles.userId} = ${sub} and ${userRoles.role} = 'admin'`)
            .limit(1),
        db,
      );
    expect(await check(ADMIN)).toEqual([{ role: 'admin' }]);
    expect(await check(USER)).toEqual([]);
  });

  test('a user sees no role rows of others and cannot make themselves admin', async () => {
    const all = await withUser(claimsOf(USER), (tx) => tx.select().from(userRoles), db);
    expect(all).toEqual([]);
    await denied(
      withUser(
        claimsOf(USER),
        (tx) => tx.insert(userRoles).values({ userId: USER, role: 'admin' }),
        db,
      ),
    );
    const removed = await withUser(
      claimsOf(USER),
      (tx) =>
        tx
          .delete(userRoles)
          .where(sql`${userRoles.userId} = ${ADMIN}`)
          .returning(),
      db,
    );
    expect(removed).toEqual([]);
    const [{ n }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.user_roles where user_id = ${ADMIN}`,
      )
    ).rows;
    expect(n).toBe(1);
  });

  test('an admin grants and revokes roles', async () => {
    const granted = await withUser(
      claimsOf(ADMIN),
      (tx) => tx.insert(userRoles).values({ userId: OTHER, role: 'admin' }).returning(),
      db,
    );
    expect(granted).toHaveLength(1);
    const seen = await withUser(claimsOf(ADMIN), (tx) => tx.select().from(userRoles), db);
    expect(seen.map((r) => r.userId).sort()).toEqual([ADMIN, OTHER].sort());
    const revoked = await withUser(
      claimsOf(ADMIN),
      (tx) =>
        tx
          .delete(userRoles)
          .where(sql`${userRoles.userId} = ${OTHER}`)
          .returning(),
      db,
    );
    expect(revoked).toHaveLength(1);
  });

  test('is_admin() answers for the caller only', async () => {
    const ask = (sub: string) =>
      withUser(
        claimsOf(sub),
        async (tx) =>
          (await tx.execute<{ a: boolean }>(sql`select public.is_admin() as a`)).rows[0].a,
        db,
      );
    expect(await ask(ADMIN)).toBe(true);
    expect(await ask(USER)).toBe(false);
  });

  test('anonymous visitors read nothing private', async () => {
    await denied(asAnon((tx) => tx.select().from(profiles), db));
    await denied(asAnon((tx) => tx.select().from(userRoles), db));
    await denied(asAnon((tx) => tx.execute(sql`select public.is_admin()`), db));
    const objects = await asAnon((tx) => tx.execute(sql`select * from storage.objects`), db);
    expect(objects.rows).toEqual([]);
    const users = asAnon((tx) => tx.execute(sql`select * from auth.users`), db);
    await denied(users);
  });

  test('signed-in users cannot call the access token hook themselves', async () => {
    await denied(
      withUser(
        claimsOf(USER),
        (tx) =>
          tx.execute(
            sql`select public.custom_access_token_hook('{"user_id":"x","claims":{}}'::jsonb)`,
          ),
        db,
      ),
    );
  });

  test('documents: a user writes only under their own folder; admins see no object unasked', async () => {
    const put = (sub: string, name: string) =>
      withUser(
        claimsOf(sub),
        (tx) =>
          tx.execute(
            sql`insert into storage.objects (bucket_id, name, owner_id) values ('documents', ${name}, ${sub})`,
          ),
        db,
      );
    await put(USER, `${USER}/passport.pdf`);
    await denied(put(USER, `${OTHER}/forged.pdf`));
    await denied(put(USER, 'no-folder.pdf'));
    const mine = await withUser(
      claimsOf(OTHER),
      (tx) => tx.execute(sql`select name from storage.objects`),
      db,
    );
    expect(mine.rows).toEqual([]);
    const all = await withUser(
      claimsOf(ADMIN),
      (tx) => tx.execute<{ name: string }>(sql`select name from storage.objects`),
      db,
    );
    // An agent reads an object only right after an audited request (documents-cases.ts).
    expect(all.rows.map((r) => r.name)).not.toContain(`${USER}/passport.pdf`);
  });
}
