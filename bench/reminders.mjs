#!/usr/bin/env node
/**
 * The reminder job (lib/jobs/reminders.ts) over 10,000 clients on PostgreSQL 15: each has a
 * passport and an English test expiring somewhere in the next 120 days and a matter with two
 * deadlines (one overdue), so one run queues a reminder for most of them. Prints the first
 * run's time, reminders queued and peak memory, then a second run the same day (must queue
 * nothing) and a run the next day.
 *   node --conditions=react-server --import tsx bench/reminders.mjs [clients]
 * Starts a throwaway PostgreSQL 15 and supabase/local on free ports (no fixed ports: no lock).
 */
import pg from 'pg';
import { withJobsStack, withPeakRss } from './jobs-stack.mjs';

process.env.LOG_SILENT = '1';
const CLIENTS = Number(process.argv[2] ?? 10_000);

await withJobsStack(main);

async function main(stack) {
  const seedDb = new pg.Client({ connectionString: stack.dbUrl });
  await seedDb.connect();
  const t0 = performance.now();
  await seed(seedDb);
  console.log(
    `seeded ${CLIENTS.toLocaleString()} clients in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { createDb } = await import('../lib/db/client.ts');
  const { runReminders } = await import('../lib/jobs/reminders.ts');
  const db = createDb(stack.dbUrl, 4);
  const now = new Date();
  const run = (clock) =>
    withPeakRss(() => runReminders({ db, clock, budgetMs: Number.POSITIVE_INFINITY }));
  const first = await run(() => now);
  const second = await run(() => now);
  const nextDay = await run(() => new Date(now.getTime() + 86_400_000));
  const outbox = await seedDb.query(
    `select template, count(*)::int as n from public.email_outbox group by template order by template`,
  );
  await seedDb.end();
  await db.$client.end();
  const line = (name, r) =>
    console.log(
      `${name.padEnd(16)} ${(r.ms / 1000).toFixed(2)} s  ${JSON.stringify(r.result)}  peak RSS ${r.peakMiB.toFixed(0)} MiB`,
    );
  line('first run', first);
  line('same day again', second);
  line('next day', nextDay);
  const queued = first.result.documentExpiry + first.result.deadlines + first.result.overdue;
  console.log(`per 1,000 queued ${((first.ms / queued) * 1000).toFixed(0)} ms`);
  console.log(`outbox           ${outbox.rows.map((r) => `${r.template} ${r.n}`).join(', ')}`);
}

async function seed(db) {
  await db.query(`set session_replication_role = replica`);
  const id = (expr) => `('c0000000-0000-4000-8000-' || lpad((${expr})::text, 12, '0'))::uuid`;
  await db.query(`
    insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
    select ${id('i')}, 'authenticated', 'authenticated', 'remind-' || i || '@example.com', '{}', '{}', now(), now()
      from generate_series(1, ${CLIENTS}) i`);
  await db.query(
    `insert into public.profiles (id, email) select id, email from auth.users where email like 'remind-%'`,
  );
  for (const [category, offset] of [
    ['passport', 0],
    ['english-test', 37],
  ])
    await db.query(`
      insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256, status, expires_on)
      select ${id('i')}, '${category}', ${id('i')}::text || '/' || gen_random_uuid() || '.pdf', 'scan.pdf',
             'application/pdf', 20, repeat('c', 64), 'accepted', current_date + ((i + ${offset}) % 120)
        from generate_series(1, ${CLIENTS}) i`);
  await db.query(`
    insert into public.engagements (id, client_id, status)
    select ${id('i')}, ${id('i')}, 'accepted' from generate_series(1, ${CLIENTS}) i`);
  await db.query(`
    insert into public.matters (id, client_id, engagement_id, visa_subclass, title, assigned_agent_id)
    select ${id('i')}, ${id('i')}, ${id('i')}, '189', 'Skilled Independent',
           case when i % 2 = 0 then 'a0000000-0000-4000-8000-000000000001'::uuid end
      from generate_series(1, ${CLIENTS}) i`);
  await db.query(`
    insert into public.deadlines (matter_id, kind, due_on, visible_to_client)
    select ${id('i')}, 'health_examination', current_date + (i % 95), true from generate_series(1, ${CLIENTS}) i
    union all
    select ${id('i')}, 'info_request', current_date - 1 - (i % 10), true from generate_series(1, ${CLIENTS}) i`);
  await db.query(`set session_replication_role = origin`);
  await db.query(`analyze`);
}
