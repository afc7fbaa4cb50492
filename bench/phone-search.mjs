#!/usr/bin/env node
/**
 * Phone search on /admin/clients with 10,000 clients on PostgreSQL 15 (issue 25 item 12): the
 * count and first page the list runs, as the agent (RLS on), before (a regexp over every
 * profile's phone, the search until 20261126000710) and after (a range over the indexed
 * profiles.phone_digits_rev). Prints p50/p95/max of the round trip over N runs per search, and
 * the plan's execution time.
 *   node --import tsx bench/phone-search.mjs [runs per search]
 * Starts a throwaway PostgreSQL 15 (tests/support/pg15.ts) and supabase/local on it to apply the
 * migrations (free ports), then stops both.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startPg15 } from '../tests/support/pg15.ts';

const runs = Number(process.argv[2] ?? 200);
const CLIENTS = 10_000;
const AGENT = 'a0000000-0000-4000-8000-000000000001';

const pgServer = await startPg15();
let stack;
try {
  stack = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/src/cli.ts',
      '--memory',
      '--json',
      '--db-url',
      pgServer.url,
      '--api-port',
      '0',
      '--mail-port',
      '0',
      '--smtp-port',
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'], detached: true },
  );
  // The first line is the ready message: migrations and the seed are in.
  await new Promise((resolve) => createInterface({ input: stack.stdout }).once('line', resolve));
  await main();
} catch (error) {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
} finally {
  try {
    if (stack) process.kill(-stack.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  await new Promise((r) => setTimeout(r, 1000));
  await pgServer.stop();
}

/** What lib/admin/clients.ts sends for a search, before and after the digits column. */
function before(q) {
  const digits = q.replace(/\D/g, '').replace(/^0/, '');
  const like = `%${q}%`;
  return {
    where: `not exists (select 1 from public.user_roles r where r.user_id = p.id)
      and (p.full_name ilike $1 or p.email ilike $1 or p.phone ilike $1
        or regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') like $2)`,
    params: [like, `%${digits}%`],
  };
}
function after(q) {
  const suffix = q.replace(/\D/g, '').replace(/^0+/, '');
  const from = [...suffix].reverse().join('');
  return {
    where: `not exists (select 1 from public.user_roles r where r.user_id = p.id)
      and (p.phone_digits_rev <> '' and p.phone_digits_rev ~>=~ $1 and p.phone_digits_rev ~<~ $2)`,
    params: [from, from.slice(0, -1) + String.fromCharCode(from.charCodeAt(from.length - 1) + 1)],
  };
}

async function main() {
  const db = new pg.Client({ connectionString: pgServer.url });
  db.on('error', () => {});
  await db.connect();
  await seed(db);
  await db.query('analyze');

  const claims = JSON.stringify({ sub: AGENT, role: 'authenticated' });
  const asAgent = async (fn) => {
    await db.query('begin');
    try {
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      return await fn();
    } finally {
      await db.query('rollback');
    }
  };
  // The list's two queries: the count and the first page (the page's other columns are the same
  // lateral lookups before and after, so they are left out to show the search's own cost).
  const search = ({ where, params }) =>
    asAgent(async () => {
      const count = await db.query(
        `select count(*)::int as n from public.profiles p where ${where}`,
        params,
      );
      await db.query(
        `select p.id, p.full_name, p.email, p.phone from public.profiles p where ${where}
          order by p.created_at desc, p.id desc limit 25`,
        params,
      );
      return count.rows[0].n;
    });
  const plan = ({ where, params }) =>
    asAgent(async () => {
      const { rows } = await db.query(
        `explain (analyze, format json) select count(*) from public.profiles p where ${where}`,
        params,
      );
      return rows[0]['QUERY PLAN'][0];
    });

  const searches = ['0400 004 242', '+61 400 004 242', '4242', '400004242'];
  console.log(`${CLIENTS} clients; ${runs} runs per search; ms per search (count + first page)`);
  console.log(
    'search'.padEnd(20),
    'version'.padEnd(7),
    'found',
    'p50'.padStart(7),
    'p95'.padStart(7),
    'max'.padStart(7),
    '  plan',
  );
  for (const q of searches) {
    for (const [name, build] of [
      ['before', before],
      ['after', after],
    ]) {
      const shape = build(q);
      const found = await search(shape);
      const times = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await search(shape);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
      const p = await plan(shape);
      const scan =
        JSON.stringify(p.Plan).match(
          /"Node Type":"(Index Scan|Bitmap Index Scan|Seq Scan|Index Only Scan)"/g,
        ) ?? [];
      console.log(
        q.padEnd(20),
        name.padEnd(7),
        String(found).padStart(5),
        at(0.5).toFixed(1).padStart(7),
        at(0.95).toFixed(1).padStart(7),
        times.at(-1).toFixed(1).padStart(7),
        `  ${p['Execution Time'].toFixed(1)} ms, ${[...new Set(scan.map((s) => s.split(':')[1]))].join(' + ')}`,
      );
    }
  }
  await db.end();
}

/** 10,000 clients with Australian mobiles, triggers off while seeding. */
async function seed(db) {
  await db.query('begin');
  await db.query("set local session_replication_role = 'replica'");
  await db.query(`
    insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
      'client' || i || '@example.com', '{"provider":"email"}', '{}', now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${CLIENTS}) i`);
  await db.query(`
    insert into public.profiles (id, full_name, email, phone, country, created_at)
    select u.id, 'Client ' || substr(u.email, 7, strpos(u.email, '@') - 7), u.email,
      '+614' || lpad(substr(u.email, 7, strpos(u.email, '@') - 7), 8, '0'), 'India', u.created_at
    from auth.users u where u.email like 'client%@example.com'`);
  await db.query('commit');
}
