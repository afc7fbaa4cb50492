/**
 * What the Data API could reach: every function in an exposed schema that anon or authenticated
 * can execute, each with the reason it is safe, and proof over SQL that neither role can store a
 * lead, queue mail or touch the rate-limit counters. The server's own role still can, through
 * private.submit_lead, and the table refuses what the forms refuse.
 * Registered by lead-functions-pglite.test.ts and lead-functions-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, withUser } from '@/lib/db';
import { claimsOf, codeOf, seedPeople } from './harness';

/** supabase/config.toml [api] schemas: what /rest/v1 and /rest/v1/rpc serve. */
const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

/**
 * Every function anon or authenticated may execute in an exposed schema, and why that is safe.
 * A new one fails the test until it is added here with its reason (or moved to `private`).
 */
const SAFE_TO_EXPOSE: Record<string, string> = {
  'public.is_admin()':
    'reads whether the caller (auth.uid()) is an admin; returns a boolean about the caller only, writes nothing',
  'public.handle_new_user()': 'trigger function on auth.users: cannot be called directly',
  'public.handle_user_email_change()': 'trigger function on auth.users: cannot be called directly',
};

const ADMIN = 'c0000000-0000-4000-8000-000000000001';
const USER = 'c0000000-0000-4000-8000-000000000002';

const lead = (over: Record<string, unknown> = {}) => ({
  kind: 'contact',
  full_name: 'Test Person',
  email: 'person@example.com',
  message: 'Hello there, a question.',
  idempotency_key: `fn-${Date.now()}-${Math.random()}`,
  ...over,
});
const limits = (key: string) =>
  JSON.stringify([{ bucket: 'lead-address', key, window_seconds: 600, max: 1000 }]);

export function registerLeadFunctionCases(getUrl: () => string) {
  let db: Db;
  beforeAll(async () => {
    db = createDb(getUrl(), 4);
    await seedPeople(
      db,
      [
        [ADMIN, 'fn-admin@example.com'],
        [USER, 'fn-user@example.com'],
      ],
      [ADMIN],
    );
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('every function anon or authenticated can execute in an exposed schema is named with why it is safe', async () => {
    const r = await db.execute(sql`
      select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
        p.prosecdef as definer
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in (${sql.join(
        EXPOSED_SCHEMAS.map((s) => sql`${s}`),
        sql`, `,
      )})
        and (has_function_privilege('anon', p.oid, 'execute')
          or has_function_privilege('authenticated', p.oid, 'execute'))
      order by 1`);
    const exposed = r.rows.map((row) => row.name as string);
    const unexplained = exposed.filter((name) => !(name in SAFE_TO_EXPOSE));
    expect(unexplained).toEqual([]);
    // The lead writers are gone from public altogether.
    expect(exposed.join(' ')).not.toMatch(/submit_lead|take_rate_limit/);
  });

  test('every security definer function in public is listed, and none of them writes leads, mail or counters', async () => {
    const r = await db.execute(sql`
      select p.proname as name, p.prosrc as body,
        has_function_privilege('anon', p.oid, 'execute') as anon,
        has_function_privilege('authenticated', p.oid, 'execute') as authenticated
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef order by 1`);
    expect(r.rows.map((row) => row.name)).toEqual([
      'handle_new_user',
      'handle_user_email_change',
      'is_admin',
    ]);
    for (const row of r.rows)
      expect(String(row.body)).not.toMatch(/\b(leads|email_outbox|rate_limits)\b/);
    // The access-token hook is for Auth alone (supabase_auth_admin), never the API roles.
    const hook = await db.execute(sql`
      select has_function_privilege('anon', 'public.custom_access_token_hook(jsonb)', 'execute') as anon,
        has_function_privilege('authenticated', 'public.custom_access_token_hook(jsonb)', 'execute') as authenticated`);
    expect(hook.rows[0]).toEqual({ anon: false, authenticated: false });
  });

  const asEach = [
    ['anon', <T>(fn: Parameters<typeof asAnon<T>>[0]) => asAnon(fn, db)],
    ['authenticated', <T>(fn: Parameters<typeof asAnon<T>>[0]) => withUser(claimsOf(USER), fn, db)],
  ] as const;

  for (const [role, run] of asEach) {
    test(`${role} cannot submit a lead, write the outbox or the counters over SQL`, async () => {
      const key = `${role}-${Date.now()}`;
      // The old public functions are gone; the private ones are out of reach (no USAGE).
      expect(
        await codeOf(
          run((tx) =>
            tx.execute(
              sql`select public.submit_lead(${JSON.stringify(lead())}::jsonb, 'attacker@evil.example')`,
            ),
          ),
        ),
      ).toMatch(/^(42883|42501)$/);
      expect(
        await codeOf(
          run((tx) =>
            tx.execute(
              sql`select * from private.submit_lead(${JSON.stringify(lead())}::jsonb, 'attacker@evil.example', ${limits(key)}::jsonb)`,
            ),
          ),
        ),
      ).toBe('42501');
      expect(
        await codeOf(
          run((tx) => tx.execute(sql`select public.take_rate_limit('lead-email', ${key}, 0, 1)`)),
        ),
      ).toMatch(/^(42883|42501)$/);
      expect(
        await codeOf(
          run((tx) => tx.execute(sql`select private.take_rate_limit('lead-email', ${key}, 0, 1)`)),
        ),
      ).toBe('42501');
      // Direct writes: refused by grants, whatever the values.
      expect(
        await codeOf(
          run((tx) =>
            tx.execute(sql`insert into public.leads (kind, full_name, email, message, time_zone, idempotency_key)
              values ('contact', 'X', 'x@example.com', 'hello hello', 'Bad/Zone', ${key})`),
          ),
        ),
      ).toBe('42501');
      expect(
        await codeOf(
          run((tx) =>
            tx.execute(
              sql`insert into public.email_outbox (template, to_address) values ('lead-notification', 'attacker@evil.example')`,
            ),
          ),
        ),
      ).toBe('42501');
      expect(
        await codeOf(
          run((tx) =>
            tx.execute(
              sql`insert into public.rate_limits (bucket, key_hash, window_start, hits) values ('lead-email', ${key}, now(), 999)`,
            ),
          ),
        ),
      ).toBe('42501');
      const stored = await db.execute(
        sql`select count(*)::int as n from public.rate_limits where key_hash = ${key}`,
      );
      expect(stored.rows[0].n).toBe(0);
    });
  }

  test('the server role stores a lead, its mail and its counter in one call; arguments are checked', async () => {
    const l = lead();
    const r = await db.execute(
      sql`select * from private.submit_lead(${JSON.stringify(l)}::jsonb, 'agency@example.net', ${limits('srv')}::jsonb)`,
    );
    expect(r.rows[0]).toMatchObject({ status: 'created', limited_by: null });
    const again = await db.execute(
      sql`select * from private.submit_lead(${JSON.stringify(l)}::jsonb, 'agency@example.net', ${limits('srv')}::jsonb)`,
    );
    expect(again.rows[0]).toMatchObject({ status: 'duplicate', lead_id: null });
    const mail = await db.execute(
      sql`select to_address from public.email_outbox where lead_id = ${r.rows[0].lead_id} order by template`,
    );
    expect(mail.rows.map((m) => m.to_address)).toEqual([
      'person@example.com',
      'agency@example.net',
    ]);

    // No division by zero, no negative limits: a clear "invalid parameter" instead.
    for (const [w, max] of [
      [0, 1],
      [-5, 1],
      [600, 0],
      [600, -1],
    ])
      expect(
        await codeOf(db.execute(sql`select private.take_rate_limit('b', 'k', ${w}, ${max})`)),
      ).toBe('22023');
    const over = JSON.stringify([
      { bucket: 'lead-email', key: `tight-${Date.now()}`, window_seconds: 600, max: 1 },
    ]);
    const first = await db.execute(
      sql`select * from private.submit_lead(${JSON.stringify(lead())}::jsonb, 'agency@example.net', ${over}::jsonb)`,
    );
    const second = await db.execute(
      sql`select * from private.submit_lead(${JSON.stringify(lead())}::jsonb, 'agency@example.net', ${over}::jsonb)`,
    );
    expect([first.rows[0].status, second.rows[0].status]).toEqual(['created', 'rate_limited']);
    expect(second.rows[0].limited_by).toBe('lead-email');
  });

  test('the table refuses what the forms refuse, for any writer', async () => {
    const insert = (over: Record<string, unknown>) =>
      codeOf(
        db.execute(
          sql`select * from private.submit_lead(${JSON.stringify(lead(over))}::jsonb, 'agency@example.net', ${limits(`t-${Math.random()}`)}::jsonb)`,
        ),
      );
    expect(await insert({ time_zone: 'Bad/Zone' })).toBe('23514');
    expect(await insert({ time_zone: 'UTC+5' })).toBe('23514');
    expect(await insert({ preferred_time: '2126-01-01T00:00:00Z' })).toBe('23514');
    expect(await insert({ email: 'not-an-address' })).toBe('23514');
    expect(await insert({ kind: 'contact', email: null })).toBe('23514');
    expect(await insert({ time_zone: 'Asia/Karachi' })).toBeUndefined();
    expect(await insert({ time_zone: 'Asia/Kolkata' })).toBeUndefined();
    expect(
      await codeOf(
        db.execute(
          sql`select * from private.submit_lead(${JSON.stringify(lead())}::jsonb, 'not an inbox', ${limits('x')}::jsonb)`,
        ),
      ),
    ).toBe('22023');
  });

  test('the lead records the language of its page: English when none is given, no other value', async () => {
    const submit = (over: Record<string, unknown>) => {
      const l = lead(over);
      return db
        .execute(
          sql`select * from private.submit_lead(${JSON.stringify(l)}::jsonb, 'agency@example.net', ${limits(`loc-${Math.random()}`)}::jsonb)`,
        )
        .then(() =>
          db.execute(
            sql`select locale from public.leads where idempotency_key = ${l.idempotency_key}`,
          ),
        );
    };
    expect((await submit({ locale: 'hi' })).rows).toEqual([{ locale: 'hi' }]);
    expect((await submit({ locale: 'ur' })).rows).toEqual([{ locale: 'ur' }]);
    expect((await submit({})).rows).toEqual([{ locale: 'en' }]);
    expect((await submit({ locale: '' })).rows).toEqual([{ locale: 'en' }]);
    expect(await codeOf(submit({ locale: 'fr' }))).toBe('23514');
    expect(await codeOf(submit({ locale: 'HI' }))).toBe('23514');
  });

  test('an admin can still work a lead that has a time zone (the check runs as the admin)', async () => {
    const l = lead({ time_zone: 'Asia/Dhaka' });
    await db.execute(
      sql`select * from private.submit_lead(${JSON.stringify(l)}::jsonb, 'agency@example.net', ${limits('adm')}::jsonb)`,
    );
    const updated = await withUser(
      claimsOf(ADMIN),
      (tx) =>
        tx.execute(
          sql`update public.leads set status = 'contacted' where idempotency_key = ${l.idempotency_key} returning status`,
        ),
      db,
    );
    expect(updated.rows).toEqual([{ status: 'contacted' }]);
  });
}
