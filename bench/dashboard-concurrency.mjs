#!/usr/bin/env node
/**
 * One signed-in client opening /dashboard many times at once (issue 22, item 5).
 *   npx next build && flock /tmp/e2e.lock node bench/dashboard-concurrency.mjs [concurrent=40] [rounds=3]
 * Starts supabase/local in memory (migrations and seed) and `next start` on its own ports, signs
 * in the seeded client once, then sends `rounds` bursts of `concurrent` simultaneous GET /dashboard
 * with that one session's cookies. Prints the answers by status, 5xx, redirects to sign-in (a
 * valid session treated as ended), and the `session_ended` / `session_check_failed` log lines
 * the app wrote. A burst is bounded: every request is abandoned after 30 s.
 * Loopback only; stops everything it started (by PID). Ports: 3401 for Next, 556xx for the stack.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createServerClient } from '@supabase/ssr';
import { waitFor } from '../scripts/wait-for.mjs';

const concurrent = Math.min(Number(process.argv[2] ?? 40), 200);
const rounds = Math.min(Number(process.argv[3] ?? 3), 20);
const REQUEST_MS = 30_000;
const base = Number(process.env.BENCH_PORT_BASE ?? 55600);
const ports = { api: base + 1, db: base + 2, mail: base + 4, smtp: base + 5, next: 3401 };
const appUrl = `http://127.0.0.1:${ports.next}`;
const apiUrl = `http://127.0.0.1:${ports.api}`;
const events = { session_ended: 0, session_check_failed: 0, other_errors: 0 };
let stack;
let next;

function startStack() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/src/cli.ts',
      '--json',
      '--memory',
      '--api-port',
      String(ports.api),
      '--db-port',
      String(ports.db),
      '--mail-port',
      String(ports.mail),
      '--smtp-port',
      String(ports.smtp),
      '--overrides',
      JSON.stringify({ auth: { rate_limit: { sign_in_sign_ups: 100000, token_refresh: 100000 } } }),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-2000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('supabase/local did not start')), 240_000);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, ready: JSON.parse(line) });
    });
    child.once('exit', (code) =>
      reject(new Error(`supabase/local exited with ${code}: ${stderr}`)),
    );
  });
}

function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => kill(child, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    kill(child, 'SIGTERM');
  });
}
/** next start forks a worker: it runs in its own process group, which is signalled as a whole. */
function kill(child, signal) {
  try {
    if (child === next) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {}
}

/** The cookies @supabase/ssr writes for a signed-in browser, as one Cookie header. */
async function signInCookies(publishableKey) {
  const jar = new Map();
  const supabase = createServerClient(apiUrl, publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach((c) => jar.set(c.name, c.value)),
    },
    // supabase-js builds a Realtime client eagerly and throws on Node 20 (no global WebSocket).
    realtime: { transport: class NoWebSocket {} },
  });
  const { error } = await supabase.auth.signInWithPassword({
    email: 'user@example.com',
    password: 'user-local-only-2026',
  });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function getDashboard(cookie) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), REQUEST_MS);
  try {
    const r = await fetch(`${appUrl}/dashboard`, {
      headers: { cookie },
      redirect: 'manual',
      signal: ctrl.signal,
    });
    await r.arrayBuffer();
    const location = r.headers.get('location') ?? '';
    return r.status >= 300 && r.status < 400 && location.includes('/auth')
      ? 'to-sign-in'
      : r.status;
  } catch (e) {
    return e.name === 'AbortError' ? 'no-answer' : 'error';
  } finally {
    clearTimeout(timer);
  }
}

try {
  const started = await startStack();
  stack = started.child;
  next = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(ports.next)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: started.ready.urls.db,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      NEXT_PUBLIC_SUPABASE_URL: apiUrl,
      OUTBOX_POLL_MS: '0',
    },
  });
  for (const s of [next.stdout, next.stderr]) {
    createInterface({ input: s }).on('line', (line) => {
      if (process.env.BENCH_LOG) console.error(line);
      if (line.includes('"event":"session_ended"')) events.session_ended++;
      else if (line.includes('"event":"session_check_failed"')) events.session_check_failed++;
      else if (line.includes('"level":"error"')) events.other_errors++;
    });
  }
  if (!(await waitFor(`${appUrl}/robots.txt`, 120))) throw new Error('next start did not answer');

  const cookie = await signInCookies(started.ready.keys.publishable);
  // One warm-up request, so the first burst does not also measure route compilation.
  const warm = await getDashboard(cookie);
  if (warm !== 200) throw new Error(`warm-up /dashboard answered ${warm}`);
  events.session_ended = 0;

  const byStatus = {};
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(
      Array.from({ length: concurrent }, () => getDashboard(cookie)),
    );
    for (const a of answers) byStatus[a] = (byStatus[a] ?? 0) + 1;
  }
  // Log lines may trail the last answer by a moment.
  await new Promise((r) => setTimeout(r, 500));
  const total = concurrent * rounds;
  const count = (pred) =>
    Object.entries(byStatus)
      .filter(([k]) => pred(k))
      .reduce((n, [, v]) => n + v, 0);
  const report = {
    concurrent,
    rounds,
    requests: total,
    byStatus,
    ok2xx: count((k) => /^2\d\d$/.test(k)),
    fiveXx: count((k) => /^5\d\d$/.test(k)),
    toSignIn: byStatus['to-sign-in'] ?? 0,
    noAnswer: (byStatus['no-answer'] ?? 0) + (byStatus.error ?? 0),
    ...events,
  };
  console.log(JSON.stringify(report, null, 2));
  const ok =
    report.ok2xx === total && report.session_ended === 0 && report.session_check_failed === 0;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stop(next);
  await stop(stack);
}
