#!/usr/bin/env node
/**
 * One signed-in client opening /dashboard many times at once (issue 22, item 5).
 *   npm run build && flock /tmp/e2e.lock node bench/dashboard-concurrency.mjs [concurrent=40] [rounds=3]
 * Starts supabase/local in memory (migrations and seed) and `next start` on its own ports, signs
 * in the seeded client once, then sends `rounds` bursts of `concurrent` simultaneous GET /dashboard
 * with that one session's cookies. Prints the answers by status, 5xx, redirects to sign-in (a
 * valid session treated as ended), and the `session_ended` / `session_check_failed` log lines
 * the app wrote, with the median and 95th percentile latency and the bursts' wall time. A burst is
 * bounded: every request is abandoned after 30 s.
 * Loopback only; stops everything it started (by PID). Ports: 3401 for Next, 556xx for the stack.
 */
import { benchPorts, signInCookies, startNext, startStack, stop } from './support/stack.mjs';

const concurrent = Math.min(Number(process.argv[2] ?? 40), 200);
const rounds = Math.min(Number(process.argv[3] ?? 3), 20);
const REQUEST_MS = 30_000;
const ports = benchPorts(Number(process.env.BENCH_PORT_BASE ?? 55600), 3401);
const appUrl = `http://127.0.0.1:${ports.next}`;
const events = { session_ended: 0, session_check_failed: 0, other_errors: 0 };
let stack;
let next;

const durations = [];

async function getDashboard(cookie) {
  const started = performance.now();
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
    durations.push(performance.now() - started);
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

try {
  const started = await startStack(ports, {
    auth: { rate_limit: { sign_in_sign_ups: 100000, token_refresh: 100000 } },
  });
  stack = started.child;
  next = await startNext(ports, started.ready, {
    onLine: (line) => {
      if (process.env.BENCH_LOG) console.error(line);
      if (line.includes('"event":"session_ended"')) events.session_ended++;
      else if (line.includes('"event":"session_check_failed"')) events.session_check_failed++;
      else if (line.includes('"level":"error"')) events.other_errors++;
    },
  });

  const { cookie } = await signInCookies(started.ready, 'user@example.com', 'user-local-only-2026');
  // One warm-up request, so the first burst does not also measure route compilation.
  const warm = await getDashboard(cookie);
  if (warm !== 200) throw new Error(`warm-up /dashboard answered ${warm}`);
  events.session_ended = 0;
  durations.length = 0;

  const byStatus = {};
  const burstsStarted = performance.now();
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(
      Array.from({ length: concurrent }, () => getDashboard(cookie)),
    );
    for (const a of answers) byStatus[a] = (byStatus[a] ?? 0) + 1;
  }
  const wallMs = performance.now() - burstsStarted;
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
    // Latency of one signed-in GET /dashboard under the bursts (ms), and the bursts' wall time.
    p50Ms: Math.round(
      percentile(
        [...durations].sort((a, b) => a - b),
        0.5,
      ),
    ),
    p95Ms: Math.round(
      percentile(
        [...durations].sort((a, b) => a - b),
        0.95,
      ),
    ),
    wallMs: Math.round(wallMs),
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
