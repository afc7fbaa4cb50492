/**
 * The database decides who is still signed in (issue 36, 20261128100000_live_sessions.sql).
 * A token verifies until it expires; the database refuses it at once, for reads and writes on
 * every table and on Storage's objects, when its session ended, its person was banned, closed or
 * deleted, or the factor behind its `aal2` was removed. Run as the Data API runs a request: role
 * `authenticated` with the token's claims (harness.ts). Registered by live-session-pglite.test.ts
 * and live-session-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx, inTransaction } from '@/lib/db';
import { claimsOf, seedPeople, sessionOf } from './harness';

/** Runs fn as the Data API would for these claims, without the app's own check first. */
async function asToken<T>(db: Db, claims: Record<string, unknown>, fn: (tx: Tx) => Promise<T>) {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true), set_config('request.jwt.claim.sub', ${String(claims.sub)}, true)`,
    );
    await tx.execute(sql`set local role authenticated`);
    return fn(tx);
  });
}

export function registerLiveSessionCases(getUrl: () => string) {
  let db: Db;
  const count = async (p: Promise<{ rows: unknown[] }>) => (await p).rows.length;

  /** A client with a profile, a storage object and an unreviewed document row of their own. */
  async function newClient() {
    const id = randomUUID();
    await seedPeople(db, [[id, `live-${id}@example.com`]]);
    await db.execute(
      sql`insert into storage.objects (bucket_id, name, owner_id) values ('documents', ${`${id}/${randomUUID()}.pdf`}, ${id})`,
    );
    return id;
  }

  /** What a token can still do: read its profile and objects, change its phone, see is_admin(). */
  async function reach(claims: Record<string, unknown>) {
    return asToken(db, claims, async (tx) => ({
      profile: await count(
        tx.execute(sql`select id from public.profiles where id = ${claims.sub}`),
      ),
      objects: await count(
        tx.execute(sql`select name from storage.objects where bucket_id = 'documents'`),
      ),
      updated: await count(
        tx.execute(
          sql`update public.profiles set phone = '+61400000000' where id = ${claims.sub} returning id`,
        ),
      ),
      admin: (await tx.execute<{ a: boolean }>(sql`select public.is_admin() as a`)).rows[0].a,
    }));
  }

  beforeAll(() => {
    db = createDb(getUrl(), 3);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('every table in public with RLS, and storage.objects, has the restrictive rule', async () => {
    const missing = await db.execute<{ t: string }>(sql`
      select n.nspname || '.' || c.relname as t
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where ((n.nspname = 'public' and c.relkind in ('r', 'p')) or (n.nspname = 'storage' and c.relname = 'objects'))
         and not exists (
           select 1 from pg_policy p
            where p.polrelid = c.oid and p.polname = 'live session only' and not p.polpermissive
              and p.polcmd = '*'
              and p.polroles = array[(select oid from pg_roles where rolname = 'authenticated')]::oid[])
       order by 1`);
    expect(missing.rows.map((r) => r.t)).toEqual([]);
    // Every table in public has RLS on, so the rule above reaches all of them.
    const open = await db.execute<{ t: string }>(sql`
      select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(open.rows).toEqual([]);
  });

  test('a live session reads and writes its own rows', async () => {
    const client = await newClient();
    expect(await reach(claimsOf(client))).toEqual({
      profile: 1,
      objects: 1,
      updated: 1,
      admin: false,
    });
    expect(await reach(claimsOf(client, { aal: 'aal1' }))).toMatchObject({
      profile: 1,
      updated: 1,
    });
  });

  const NOTHING = { profile: 0, objects: 0, updated: 0, admin: false };

  test('a token whose session ended (signed out, everywhere) reaches nothing', async () => {
    const client = await newClient();
    await db.execute(sql`delete from auth.sessions where id = ${sessionOf(client)}`);
    expect(await reach(claimsOf(client))).toEqual(NOTHING);
    // The other device's session is untouched.
    expect(await reach(claimsOf(client, { aal: 'aal1' }))).toMatchObject({ profile: 1 });
  });

  test('a session past its not_after reaches nothing', async () => {
    const client = await newClient();
    await db.execute(
      sql`update auth.sessions set not_after = now() - interval '1 second' where id = ${sessionOf(client)}`,
    );
    expect(await reach(claimsOf(client))).toEqual(NOTHING);
  });

  test('a banned person’s token reaches nothing, on any session', async () => {
    const client = await newClient();
    await db.execute(
      sql`update auth.users set banned_until = now() + interval '100 years' where id = ${client}`,
    );
    expect(await reach(claimsOf(client))).toEqual(NOTHING);
    expect(await reach(claimsOf(client, { aal: 'aal1' }))).toEqual(NOTHING);
  });

  test('a closed account’s token reaches nothing, even before the ban lands', async () => {
    const client = await newClient();
    await db.execute(sql`update public.profiles set closed_at = now() where id = ${client}`);
    expect(await reach(claimsOf(client))).toEqual(NOTHING);
  });

  test('a token naming another person’s session, a made-up one or none reaches nothing', async () => {
    const a = await newClient();
    const b = await newClient();
    expect(await reach({ ...claimsOf(a), session_id: sessionOf(b) })).toEqual(NOTHING);
    expect(await reach({ ...claimsOf(a), session_id: randomUUID() })).toEqual(NOTHING);
    expect(await reach({ ...claimsOf(a), session_id: "x' or true --" })).toEqual(NOTHING);
    const { session_id: _none, ...noSession } = claimsOf(a);
    expect(await reach(noSession)).toEqual(NOTHING);
  });

  test('an aal2 token is worth nothing once its factor is removed; aal1 stays what it was', async () => {
    const agent = randomUUID();
    await seedPeople(db, [[agent, `agent-${agent}@example.com`]], [agent]);
    // The authenticator the aal2 session used, as Auth records it on verify.
    const factor = randomUUID();
    await db.execute(sql`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
      values (${factor}, ${agent}, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`);
    await db.execute(
      sql`update auth.sessions set factor_id = ${factor} where id = ${sessionOf(agent)}`,
    );
    expect((await reach(claimsOf(agent))).admin).toBe(true);
    // A colleague removes the lost authenticator (Auth deletes the factor row).
    await db.execute(sql`delete from auth.mfa_factors where user_id = ${agent}`);
    expect(await reach(claimsOf(agent))).toEqual(NOTHING);
    expect(await reach(claimsOf(agent, { aal: 'aal1' }))).toMatchObject({
      profile: 1,
      admin: false,
    });
  });

  test('an aal2 claim on a session Auth dropped to aal1 reaches nothing', async () => {
    const agent = randomUUID();
    await seedPeople(db, [[agent, `agent-${agent}@example.com`]], [agent]);
    await db.execute(
      sql`update auth.sessions set aal = 'aal1', factor_id = null where id = ${sessionOf(agent)}`,
    );
    expect(await reach(claimsOf(agent))).toEqual(NOTHING);
  });

  test('authenticated still cannot read auth.sessions or call the rule for someone else', async () => {
    const client = await newClient();
    await expect(
      asToken(db, claimsOf(client), (tx) => tx.execute(sql`select id from auth.sessions`)),
    ).rejects.toThrow();
    // The function takes no arguments: it answers only for the caller's own token.
    const live = await asToken(db, claimsOf(client), (tx) =>
      tx.execute<{ live: boolean }>(sql`select private.session_is_live() as live`),
    );
    expect(live.rows[0].live).toBe(true);
  });
}
