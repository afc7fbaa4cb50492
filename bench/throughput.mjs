#!/usr/bin/env node
/**
 * Throughput and per-request latency of `next start` on our marketing pages beside the floor (a
 * bare Next app of the same version, bench/floor-app.mjs), in the same run: requests/s, p50 and
 * p99 at a fixed number of keep-alive connections (default 10) for a fixed time, rounds
 * interleaved so a burst of load from elsewhere on the machine hits every target alike.
 *
 *   npm run build && flock /tmp/e2e.lock node bench/throughput.mjs [--seconds 5] [--rounds 3]
 *     [--connections 10] [--baseline <built checkout>]
 *
 * Issue 26's goal: each page ≥ 0.7× the floor's requests/s and p99 ≤ 1.5× the floor's p99. The
 * figures are medians over rounds. Load from other processes moves both sides, so the ratios are
 * what to compare across runs, with the load average printed beside them. Servers on 127.0.0.1
 * :3200 (ours), :3300 (floor), :3100 (baseline), the same ports as bench/compare.mjs (the two must
 * not run at once), stopped by PID on exit.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { load } from './load.mjs';
import { BASE, FLOOR, median, OURS, startSideBySide, stopAll } from './support/side-by-side.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    ours: { type: 'string', default: process.cwd() },
    baseline: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const PATHS = [
  ['home', '/'],
  ['visa', '/visas/skilled-independent-189'],
  ['guide', '/blog/australia-pr-points-test-explained'],
];
const TARGETS = [
  ['floor', `${FLOOR}/`],
  ...PATHS.map(([name, path]) => [name, `${OURS}${path}`]),
  ...(opts.baseline ? PATHS.map(([name, path]) => [`${name}@before`, `${BASE}${path}`]) : []),
];

const result = { at: new Date().toISOString(), opts, loadavg: {}, runs: {} };
try {
  await startSideBySide({ ours: opts.ours, baseline: opts.baseline });
  result.loadavg.before = loadavg().map((n) => Number(n.toFixed(2)));
  const connections = Number(opts.connections);
  for (let i = 0; i < Number(opts.rounds); i++) {
    for (const [name, url] of TARGETS) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      await load(url, { connections, seconds: 1 }); // warm-up: the route's code is loaded, the JIT warm
      const r = await load(url, { connections, seconds: Number(opts.seconds) });
      (result.runs[name] ??= []).push(r);
      console.error(`round ${i + 1} ${name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    }
  }
  result.loadavg.after = loadavg().map((n) => Number(n.toFixed(2)));
} finally {
  stopAll();
}

const summary = Object.fromEntries(
  Object.entries(result.runs).map(([name, rs]) => [
    name,
    {
      rps: median(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      kibPerResponse: median(rs.map((r) => r.kibPerRequest)),
      errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
    },
  ]),
);
result.summary = summary;
if (opts.json) console.log(JSON.stringify(result, null, 2));
else {
  const floor = summary.floor;
  console.log(
    `${opts.connections} connections, ${opts.seconds} s × ${opts.rounds} rounds (medians); ` +
      `load average before ${result.loadavg.before.join(' ')}, after ${result.loadavg.after.join(' ')}`,
  );
  console.log(
    'page | req/s | × floor (goal ≥ 0.7) | p50 ms | p99 ms | p99 × floor (goal ≤ 1.5) | KiB/response | errors',
  );
  console.log('---|---|---|---|---|---|---|---');
  for (const [name, s] of Object.entries(summary))
    console.log(
      `${name} | ${s.rps} | ${(s.rps / floor.rps).toFixed(2)} | ${s.p50} | ${s.p99} | ${(s.p99 / floor.p99).toFixed(2)} | ${s.kibPerResponse} | ${s.errors}`,
    );
}
