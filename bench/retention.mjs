#!/usr/bin/env node
/**
 * The retention job (lib/jobs/retention.ts) over 100,000 documents of 10,000 clients, 10,000 of
 * them past retain_until with a real object in the stand-in's Storage, on PostgreSQL 15. Prints
 * the time per 1,000 destroyed, the whole run, and the peak memory (RSS) of this process, which
 * runs the job exactly as the cron route does (batches of 200, objects removed through the
 * Storage API with the service role, then the rows).
 *   node --conditions=react-server --import tsx bench/retention.mjs [due] [total]
 * Starts a throwaway PostgreSQL 15 and supabase/local on free ports (no fixed ports: no lock).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withJobsStack, withPeakRss } from './jobs-stack.mjs';

process.env.LOG_SILENT = '1';
const DUE = Number(process.argv[2] ?? 10_000);
const TOTAL = Number(process.argv[3] ?? 100_000);
const CLIENTS = 10_000;

await withJobsStack(main);

async function main(stack) {
  const { admin, dbUrl } = stack;
  const seedDb = new pg.Client({ connectionString: dbUrl });
  await seedDb.connect();
  const t0 = performance.now();
  const paths = await seed(seedDb, admin);
  await seedDb.end();
  console.log(
    `seeded ${TOTAL.toLocaleString()} documents (${DUE.toLocaleString()} due, objects stored) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { createDb } = await import('../lib/db/client.ts');
  const { runRetention } = await import('../lib/jobs/retention.ts');
  const db = createDb(dbUrl, 4);
  // Time spent in the Storage API's remove calls, to tell the job's own cost from Storage's.
  let storageMs = 0;
  const from = admin.storage.from.bind(admin.storage);
  admin.storage.from = (bucket) => {
    const api = from(bucket);
    const remove = api.remove.bind(api);
    api.remove = async (paths) => {
      const t = performance.now();
      try {
        return await remove(paths);
      } finally {
        storageMs += performance.now() - t;
      }
    };
    return api;
  };
  const before = process.memoryUsage().rss;
  const {
    result: summary,
    ms,
    peakMiB,
  } = await withPeakRss(() =>
    runRetention({ db, admin, clock: () => new Date(), budgetMs: Number.POSITIVE_INFINITY }),
  );

  const check = new pg.Client({ connectionString: dbUrl });
  await check.connect();
  const left = await check.query(
    `select count(*)::int as n from public.documents where retain_until < current_date`,
  );
  const rows = await check.query(`select count(*)::int as n from public.documents`);
  const objects = await check.query(
    `select count(*)::int as n from storage.objects where bucket_id = 'documents' and name = any($1)`,
    [paths],
  );
  const audit = await check.query(
    `select count(*)::int as n from public.audit_log where action = 'document.destroyed'`,
  );
  await check.end();
  await db.$client.end();

  console.log(JSON.stringify(summary));
  console.log(
    `destroyed        ${summary.documents.toLocaleString()} documents in ${(ms / 1000).toFixed(1)} s`,
  );
  console.log(`  in Storage     ${(storageMs / 1000).toFixed(1)} s (the remove calls)`);
  console.log(`per 1,000        ${((ms / summary.documents) * 1000).toFixed(0)} ms`);
  console.log(
    `peak RSS         ${peakMiB.toFixed(0)} MiB (before the run ${(before / 2 ** 20).toFixed(0)} MiB)`,
  );
  console.log(
    `left due         ${left.rows[0].n}; rows left ${rows.rows[0].n.toLocaleString()}; objects left ${objects.rows[0].n}; audit entries ${audit.rows[0].n.toLocaleString()}`,
  );
}

/** Clients and documents by SQL (triggers off for speed), objects through the Storage API. */
async function seed(db, admin) {
  await db.query(`set session_replication_role = replica`);
  await db.query(`
    insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
    select ('b0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'authenticated', 'authenticated',
           'bench-' || i || '@example.com', '{}', '{}', now(), now()
      from generate_series(1, ${CLIENTS}) i`);
  await db.query(`
    insert into public.profiles (id, email)
    select id, email from auth.users where email like 'bench-%'`);
  const due = [];
  for (let i = 0; i < DUE; i++) {
    const client = `b0000000-0000-4000-8000-${String((i % CLIENTS) + 1).padStart(12, '0')}`;
    due.push({ id: randomUUID(), path: `${client}/${randomUUID()}.pdf`, client });
  }
  // Due ones: retain_until in the past; the rest: years ahead.
  for (let i = 0; i < due.length; i += 1000) {
    const chunk = due.slice(i, i + 1000);
    await db.query(
      `insert into public.documents (id, client_id, category, storage_path, original_name, mime_type, size_bytes, sha256, status, hidden_at, retain_until)
       select d.id, d.client, 'qualification', d.path, 'scan.pdf', 'application/pdf', 20, repeat('c', 64), 'accepted', now() - interval '8 years', current_date - 1 - (random() * 300)::int
         from jsonb_to_recordset($1::jsonb) as d(id uuid, client uuid, path text)`,
      [JSON.stringify(chunk)],
    );
  }
  await db.query(`
    insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256, status, hidden_at, retain_until)
    select ('b0000000-0000-4000-8000-' || lpad(((i % ${CLIENTS}) + 1)::text, 12, '0'))::uuid, 'passport',
           ('b0000000-0000-4000-8000-' || lpad(((i % ${CLIENTS}) + 1)::text, 12, '0')) || '/' || gen_random_uuid() || '.pdf',
           'scan.pdf', 'application/pdf', 20, repeat('c', 64), 'accepted',
           case when i % 3 = 0 then now() end,
           case when i % 3 = 0 then current_date + 365 * 5 end
      from generate_series(1, ${TOTAL - DUE}) i`);
  await db.query(`set session_replication_role = origin`);
  await db.query(`analyze public.documents`);

  const body = new Blob(['%PDF-1.7\n% bench\n'], { type: 'application/pdf' });
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < due.length) {
        const d = due[next++];
        const put = await admin.storage
          .from('documents')
          .upload(d.path, body, { contentType: 'application/pdf' });
        if (put.error) throw new Error(`upload failed: ${put.error.message}`);
      }
    }),
  );
  return due.map((d) => d.path);
}
