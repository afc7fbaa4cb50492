#!/usr/bin/env node
/**
 * Load: 1,000 leads at 50 concurrent against POST /api/leads of a production build with the
 * local stack. Each request has its own e-mail and forwarded address (as distinct visitors).
 *   npm run build && node bench/leads-load.mjs [total] [concurrency]
 * Starts supabase/local (in memory) and `next start` on :3300 unless BENCH_BASE_URL is set (then
 * DATABASE_URL must point at that server's database). Prints throughput, latency percentiles,
 * status counts, and how many leads were stored, which must equal the number accepted.
 */
import { spawn } from 'node:child_process';
import { waitFor } from '../scripts/wait-for.mjs';
import pg from 'pg';

const total = Number(process.argv[2] ?? 1000);
const concurrency = Number(process.argv[3] ?? 50);
const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3300';
const run = `bench-${Date.now().toString(36)}`;
const children = [];

if (!process.env.BENCH_BASE_URL) {
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'supabase/local/src/cli.ts', '--memory'], {
      stdio: 'ignore',
      detached: true,
    }),
  );
  if (!(await waitFor('http://127.0.0.1:54321/auth/v1/health', 90)))
    throw new Error('a server did not start in time');
  children.push(
    spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', '3300'], {
      stdio: process.env.BENCH_LOG ? 'inherit' : 'ignore',
      detached: true,
      // One trusted proxy hop: the bench's X-Forwarded-For stands for distinct visitors behind it.
      env: { ...process.env, OUTBOX_POLL_MS: '0', TRUSTED_PROXY_HOPS: '1' },
    }),
  );
  if (!(await waitFor(`${base}/robots.txt`, 60))) throw new Error('a server did not start in time');
}

const latencies = [];
const statuses = {};
let next = 0;
async function worker() {
  while (next < total) {
    const i = next++;
    const body = {
      kind: 'contact',
      fullName: `Load Test ${i}`,
      email: `${run}-${i}@example.com`,
      country: 'India',
      visaInterest: 'GSM Visa',
      message: `Benchmark lead ${i} from run ${run}.`,
      idempotencyKey: `${run}-${i}`,
    };
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    } catch {
      statuses.network = (statuses.network ?? 0) + 1;
    }
    latencies.push(performance.now() - started);
  }
}

const t0 = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - t0) / 1000;

const db = new pg.Client({
  connectionString:
    process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
});
await db.connect();
const stored = Number(
  (
    await db.query(`select count(*)::int as n from public.leads where idempotency_key like $1`, [
      `${run}-%`,
    ])
  ).rows[0].n,
);
await db.end();
for (const c of children) {
  try {
    process.kill(-c.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0);
const accepted = statuses[201] ?? 0;
const fiveXx = Object.entries(statuses)
  .filter(([s]) => s.startsWith('5'))
  .reduce((n, [, c]) => n + c, 0);
console.log(
  `requests ${total} at ${concurrency} concurrent in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(1)} req/s`,
);
console.log(
  `latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${latencies.at(-1).toFixed(0)}`,
);
console.log(`statuses: ${JSON.stringify(statuses)}`);
console.log(
  `accepted ${accepted}, stored ${stored}, 5xx ${fiveXx}: ${stored === accepted && fiveXx === 0 ? 'OK' : 'MISMATCH'}`,
);
process.exit(stored === accepted && fiveXx === 0 ? 0 : 1);
