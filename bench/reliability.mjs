#!/usr/bin/env node
/**
 * Reliability under load with a database restart (issue 9, item 7).
 *   npm run build && npm run bench:reliability -- [seconds=40] [concurrency=30]
 * Builds nothing. Starts supabase/local on a fresh data directory in a temp folder and a fresh
 * `next start`, posts leads to /api/leads at `concurrency` for `seconds`, SIGKILLs supabase/local
 * (by its PID) a quarter of the way in, restarts it on the same data directory 3 s later, and
 * prints: accepted (201), stored (rows in the database), hung (no answer within 20 s), 5xx outside
 * the outage, and how long after the database was back the first new lead was stored.
 * Loopback only; stops everything it started (by PID) and removes the temp folder.
 * Ports: 3400 for Next, 555xx for the stack (override with BENCH_PORT_BASE=…); run it inside your
 * own network namespace on a shared machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { waitFor } from '../scripts/wait-for.mjs';

const seconds = Number(process.argv[2] ?? 40);
const concurrency = Number(process.argv[3] ?? 30);
const HUNG_MS = 20_000;
const base = Number(process.env.BENCH_PORT_BASE ?? 55500);
const ports = { api: base + 1, db: base + 2, mail: base + 4, smtp: base + 5, next: 3400 };
const appUrl = `http://127.0.0.1:${ports.next}`;
const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-reliability-'));
const run = `rel-${Date.now().toString(36)}`;
const t0 = Date.now();
const now = () => Date.now() - t0;
let stack;
let next;

/** supabase/local on the temp data dir; resolves when it prints its ready line. */
function startStack() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/src/cli.ts',
      '--json',
      '--data-dir',
      dataDir,
      '--api-port',
      String(ports.api),
      '--db-port',
      String(ports.db),
      '--mail-port',
      String(ports.mail),
      '--smtp-port',
      String(ports.smtp),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-2000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('supabase/local did not start')), 240_000);
    createInterface({ input: child.stdout }).once('line', () => {
      clearTimeout(timer);
      resolve(child);
    });
    child.once('exit', (code) =>
      reject(new Error(`supabase/local exited with ${code}: ${stderr}`)),
    );
  });
}

function stop(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => kill(child, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    kill(child, signal);
  });
}
/** next start is spawned in its own process group (it forks a worker): signal the group. */
function kill(child, signal) {
  try {
    if (child === next) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {}
}

const results = [];
let n = 0;
async function postOne() {
  const i = n++;
  const started = now();
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), HUNG_MS);
  let status = 'error';
  try {
    const r = await fetch(`${appUrl}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: ctrl.signal,
      body: JSON.stringify({
        kind: 'contact',
        fullName: 'Bench Visitor',
        email: `${run}-${i}@example.com`,
        country: 'India',
        visaInterest: 'GSM Visa',
        message: 'Reliability benchmark lead, please ignore.',
        idempotencyKey: `${run}-${i}`,
      }),
    });
    status = r.status;
    await r.arrayBuffer();
  } catch (e) {
    status = e.name === 'AbortError' ? 'hung' : 'error';
  } finally {
    clearTimeout(timer);
  }
  results.push({ started, ended: now(), status });
}

try {
  stack = await startStack();
  next = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(ports.next)], {
    stdio: process.env.BENCH_LOG ? 'inherit' : 'ignore',
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${ports.api}`,
      // Every request comes from 127.0.0.1: the per-address limit would stop the bench itself.
      LEADS_RATE_LIMIT_PER_ADDRESS: '100000',
      OUTBOX_POLL_MS: '2000',
    },
  });
  if (!(await waitFor(`${appUrl}/robots.txt`, 120))) throw new Error('next start did not answer');

  const loadStart = now();
  const until = loadStart + seconds * 1000;
  const outage = {};
  const chaos = (async () => {
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 4));
    outage.killedAt = now();
    await stop(stack, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 3_000));
    stack = await startStack();
    outage.backAt = now();
  })();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (now() < until) await postOne();
    }),
  );
  await chaos;

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const stored = Number(
    (
      await client.query('select count(*)::int as n from public.leads where email like $1', [
        `${run}-%`,
      ])
    ).rows[0].n,
  );
  await client.end();

  const accepted = results.filter((r) => r.status === 201).length;
  const outside = (r) => r.ended < outage.killedAt || r.started > outage.backAt;
  const fiveXxOutside = results
    .filter((r) => (typeof r.status === 'number' && r.status >= 500) || r.status === 'error')
    .filter(outside).length;
  const firstBack = results
    .filter((r) => r.status === 201 && r.started >= outage.backAt)
    .sort((a, b) => a.ended - b.ended)[0];
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const report = {
    seconds,
    concurrency,
    requests: results.length,
    byStatus,
    accepted,
    stored,
    hung: results.filter((r) => r.status === 'hung').length,
    fiveXxOutsideOutage: fiveXxOutside,
    outageSeconds: Number(((outage.backAt - outage.killedAt) / 1000).toFixed(1)),
    recoverySecondsAfterDbBack: firstBack
      ? Number(((firstBack.ended - outage.backAt) / 1000).toFixed(2))
      : null,
  };
  console.log(JSON.stringify(report, null, 2));
  const ok =
    accepted === stored &&
    report.hung === 0 &&
    fiveXxOutside === 0 &&
    report.recoverySecondsAfterDbBack !== null &&
    report.recoverySecondsAfterDbBack <= 10;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stop(next);
  await stop(stack);
  rmSync(dataDir, { recursive: true, force: true });
}
