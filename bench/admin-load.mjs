#!/usr/bin/env node
/**
 * Page-load benchmark for the admin panel on PostgreSQL 15: /admin (the queue) and
 * /admin/clients (first page, a search, a status filter, a deep page) with 10,000 clients,
 * 50,000 documents and 100,000 audit rows. Prints server response time percentiles (time to the
 * full HTML) per URL; the goal is p95 under 300 ms.
 *   npm run build && node --import tsx bench/admin-load.mjs [requests per URL] [concurrency]
 *   BENCH_DROP_INDEXES=1 ... measures again without the admin panel's indexes.
 * Starts a throwaway PostgreSQL 15 (tests/support/pg15.ts), supabase/local bootstrapping it
 * (--db-url, default ports: run it inside your network namespace) and `next start` on :3300.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createServerClient } from '@supabase/ssr';
import pg from 'pg';
import { signInAsAgent } from '../tests/support/agent-session.ts';
import { startPg15 } from '../tests/support/pg15.ts';
import { waitFor } from '../scripts/wait-for.mjs';

const perUrl = Number(process.argv[2] ?? 100);
const concurrency = Number(process.argv[3] ?? 4);
const CLIENTS = 10_000;
const DOCUMENTS = 50_000;
const AUDIT = 100_000;
const ADMIN_INDEXES = [
  'leads_status_created_idx',
  'profiles_created_idx',
  'document_requests_open_due_idx',
  'documents_client_status_idx',
  'assessments_client_latest_idx',
];
const children = [];
const stopAll = () => {
  for (const c of children.reverse()) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};

const pgServer = await startPg15();
try {
  await main();
} catch (error) {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 1000));
  await pgServer.stop();
}

async function main() {
  const stack = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/src/cli.ts',
      '--memory',
      '--json',
      '--db-url',
      pgServer.url,
    ],
    { stdio: ['ignore', 'pipe', process.env.BENCH_LOG ? 'inherit' : 'ignore'], detached: true },
  );
  children.push(stack);
  const ready = JSON.parse(
    await new Promise((resolve) => createInterface({ input: stack.stdout }).once('line', resolve)),
  );
  const db = new pg.Client({ connectionString: pgServer.url });
  db.on('error', () => {}); // the server stops under it at the end
  await db.connect();
  const t0 = performance.now();
  await seed(db);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (process.env.BENCH_DROP_INDEXES) {
    for (const i of ADMIN_INDEXES) await db.query(`drop index if exists public.${i}`);
    console.log(`dropped: ${ADMIN_INDEXES.join(', ')}`);
  }
  await db.query('analyze');

  children.push(
    spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', '3300'], {
      stdio: process.env.BENCH_LOG ? 'inherit' : 'ignore',
      detached: true,
      env: { ...process.env, DATABASE_URL: pgServer.url, OUTBOX_POLL_MS: '0', LOG_SILENT: '1' },
    }),
  );
  const base = 'http://127.0.0.1:3300';
  if (!(await waitFor(`${base}/robots.txt`, 90))) throw new Error('next start did not answer');

  const cookie = await signIn(ready);
  const urls = [
    // Control: an admin page with one tiny query, so the rest read as "this page minus the app".
    '/admin/team',
    '/admin',
    '/admin/clients',
    '/admin/clients?q=client%2042',
    '/admin/clients?q=%2B61400001',
    '/admin/clients?status=submitted',
    '/admin/clients?page=300',
  ];
  for (const path of urls) {
    const warm = await fetch(base + path, { headers: { cookie } });
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}`);
    await warm.text();
  }
  console.log(`\n${perUrl} requests per URL, ${concurrency} at a time (ms, full HTML)`);
  console.log('url'.padEnd(36), 'p50'.padStart(7), 'p95'.padStart(7), 'max'.padStart(7));
  let worst = 0;
  for (const path of urls) {
    const times = [];
    let n = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (n < perUrl) {
          n++;
          const t = performance.now();
          const res = await fetch(base + path, { headers: { cookie } });
          await res.text();
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
          times.push(performance.now() - t);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    worst = Math.max(worst, q(0.95));
    console.log(
      path.padEnd(36),
      q(0.5).toFixed(0).padStart(7),
      q(0.95).toFixed(0).padStart(7),
      times.at(-1).toFixed(0).padStart(7),
    );
  }
  console.log(`\nworst p95: ${worst.toFixed(0)} ms (goal < 300 ms)`);
  await sqlTimings(db);
  await db.end();
  process.exitCode = worst < 300 ? 0 : 1;
}

/**
 * The database's share: the heaviest queries of the two pages, run as the agent (RLS on), with
 * the admin panel's indexes and then without them. Execution time from EXPLAIN ANALYZE, best of 5.
 */
async function sqlTimings(db) {
  const queries = {
    'queue: new leads, oldest first': `select id from public.leads where status = 'new' order by created_at limit 8`,
    'queue: documents to review (count)': `select count(*) from public.documents where status = 'uploaded' and hidden_at is null`,
    'queue: overdue requests': `select id from public.document_requests where fulfilled_by is null and due_on < current_date order by due_on limit 8`,
    'clients: page 1': `select p.id, la.status, (select count(*) from public.documents d where d.client_id = p.id and d.status = 'uploaded' and d.hidden_at is null)
      from public.profiles p left join lateral (select a.status from public.assessments a where a.client_id = p.id order by a.created_at desc limit 1) la on true
      where not exists (select 1 from public.user_roles r where r.user_id = p.id) order by p.created_at desc, p.id desc limit 25`,
    'clients: page 300': `select p.id from public.profiles p where not exists (select 1 from public.user_roles r where r.user_id = p.id)
      order by p.created_at desc, p.id desc limit 25 offset 7475`,
    'clients: count, latest status = submitted': `select count(*) from public.profiles p left join (select distinct on (a.client_id) a.client_id, a.status
      from public.assessments a order by a.client_id, a.created_at desc) la on la.client_id = p.id
      where not exists (select 1 from public.user_roles r where r.user_id = p.id) and la.status = 'submitted'`,
    'clients: same count, lateral per client': `select count(*) from public.profiles p left join lateral (select a.status from public.assessments a
      where a.client_id = p.id order by a.created_at desc limit 1) la on true
      where not exists (select 1 from public.user_roles r where r.user_id = p.id) and la.status = 'submitted'`,
  };
  const claims = JSON.stringify({
    sub: 'a0000000-0000-4000-8000-000000000001',
    role: 'authenticated',
  });
  const run = async () => {
    const out = {};
    for (const [name, q] of Object.entries(queries)) {
      let best = Infinity;
      for (let i = 0; i < 5; i++) {
        await db.query('begin');
        await db.query('set local role authenticated');
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        const { rows } = await db.query(`explain (analyze, format json) ${q}`);
        await db.query('rollback');
        best = Math.min(best, rows[0]['QUERY PLAN'][0]['Execution Time']);
      }
      out[name] = best;
    }
    return out;
  };
  const withIdx = await run();
  for (const i of ADMIN_INDEXES) await db.query(`drop index if exists public.${i}`);
  await db.query('analyze');
  const without = await run();
  console.log(
    '\nSQL execution time as the agent, ms (best of 5): with / without the admin indexes',
  );
  for (const name of Object.keys(queries))
    console.log(
      name.padEnd(44),
      withIdx[name].toFixed(1).padStart(7),
      without[name].toFixed(1).padStart(9),
    );
}

/** Signs the demo agent in through Auth (both steps), as the browser would; returns the cookie header. */
async function signIn(ready) {
  const jar = new Map();
  const sb = createServerClient(ready.urls.api, ready.keys.publishable, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cs) => cs.forEach((c) => jar.set(c.name, c.value)),
    },
    // supabase-js builds a Realtime client eagerly and throws on Node 20 without a WebSocket.
    realtime: { transport: class NoWebSocket {} },
  });
  // Password, then the authenticator's code: agents act only at aal2.
  await signInAsAgent(sb, ready.urls.api);
  return [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
}

/** Bulk rows with generate_series; triggers off while seeding (their side effects are not the point). */
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
      '+614' || lpad(substr(u.email, 7, strpos(u.email, '@') - 7), 8, '0'),
      (array['India','Pakistan','Bangladesh','Nepal'])[1 + (random() * 3)::int], u.created_at
    from auth.users u where u.email like 'client%@example.com'`);
  await db.query(`
    insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256,
      status, review_reason, expires_on, created_at)
    select p.id, c.category, p.id || '/' || gen_random_uuid() || '.pdf', 'scan.pdf', 'application/pdf', 1000,
      repeat('a', 64),
      s.status, case when s.status = 'needs_replacement' then 'Blurry' end,
      case when c.category in ('passport', 'english-test') then current_date + (random() * 1000)::int end,
      now() - (random() * 365 || ' days')::interval
    from (select id, row_number() over () as rn from public.profiles where email like 'client%') p
    cross join lateral (select (array['passport','english-test','qualification','employment-reference','other'])[g] as category
      from generate_series(1, ${DOCUMENTS / CLIENTS}) g) c
    cross join lateral (select (array['uploaded','accepted','accepted','needs_replacement'])[1 + ((p.rn + length(c.category)) % 4)::int] as status) s`);
  await db.query(`
    insert into public.document_requests (client_id, category, due_on, created_at)
    select id, 'police-certificate', current_date - 30 + (random() * 60)::int, now()
    from public.profiles where email like 'client%' and random() < 0.2`);
  await db.query(`
    insert into public.audit_log (at, actor_id, action, subject_type, subject_id, client_id, details)
    select now() - (i || ' seconds')::interval, 'a0000000-0000-4000-8000-000000000001',
      (array['document.signed_url','document.accepted','lead.status_changed','profile.updated_by_agent'])[1 + i % 4],
      'document', gen_random_uuid(), p.id, '{}'
    from generate_series(1, ${AUDIT}) i
    join (select id, row_number() over () as rn from public.profiles where email like 'client%') p
      on p.rn = 1 + i % ${CLIENTS}`);
  await db.query(`
    insert into public.leads (kind, full_name, email, status, idempotency_key, created_at)
    select 'contact', 'Lead ' || i, 'lead' || i || '@example.com',
      (array['new','contacted','qualified','converted','closed'])[1 + i % 5], 'bench-lead-' || i,
      now() - (i || ' minutes')::interval
    from generate_series(1, 5000) i`);
  const { rows } = await db.query(`select to_regclass('public.assessments') is not null as ok`);
  if (rows[0].ok)
    await db.query(`
      insert into public.assessments (client_id, type, status, submitted_at, created_at)
      select id, (array['permanent-residency','student-visa','business-visa'])[1 + (random() * 2)::int],
        (array['draft','submitted','in_review','responded','closed'])[1 + (random() * 4)::int],
        now() - (random() * 100 || ' days')::interval, now() - (random() * 100 || ' days')::interval
      from public.profiles where email like 'client%' and random() < 0.6`);
  await db.query('commit');
  const counts = await db.query(`select
    (select count(*) from public.profiles) as profiles, (select count(*) from public.documents) as documents,
    (select count(*) from public.audit_log) as audit, (select count(*) from public.leads) as leads`);
  console.log('rows:', counts.rows[0]);
}
