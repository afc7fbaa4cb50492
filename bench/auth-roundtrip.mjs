#!/usr/bin/env node
/**
 * supabase/local: cold start with an existing data directory, and the sign-in round trip.
 *   node bench/auth-roundtrip.mjs [signIns]
 * Uses its own ports (55321-55325) and a temporary data directory, so it can run beside `npm run dev`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rounds = Number(process.argv[2] ?? 50);
const api = 'http://127.0.0.1:55321';
const dataDir = mkdtempSync(join(tmpdir(), 'stack-bench-'));
const args = [
  '--import',
  'tsx',
  'supabase/local/src/cli.ts',
  '--data-dir',
  dataDir,
  '--api-port',
  '55321',
  '--db-port',
  '55322',
  '--mail-port',
  '55324',
  '--smtp-port',
  '55325',
  '--overrides',
  JSON.stringify({ auth: { rate_limit: { sign_in_sign_ups: 100000 } } }),
];

async function startTimed() {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { stdio: 'ignore' });
  for (;;) {
    try {
      if ((await fetch(`${api}/auth/v1/health`)).ok) break;
    } catch {
      /* not up */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, ms: performance.now() - t0 };
}

function stop(child) {
  return new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
  });
}

const first = await startTimed();
await stop(first.child);
const warm = [];
let stack;
for (let i = 0; i < 3; i++) {
  stack = await startTimed();
  warm.push(stack.ms);
  if (i < 2) await stop(stack.child);
}

const times = [];
for (let i = 0; i < rounds; i++) {
  const t0 = performance.now();
  const res = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: 'user@example.com', password: 'user-local-only-2026' }),
  });
  await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  times.push(performance.now() - t0);
}
await stop(stack.child);
rmSync(dataDir, { recursive: true, force: true });

times.sort((a, b) => a - b);
const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
console.log(`first start (new data dir): ${first.ms.toFixed(0)} ms (process start to /health)`);
console.log(`cold start, existing data dir: ${warm.map((m) => m.toFixed(0)).join(', ')} ms`);
console.log(
  `sign-in (POST /token, password, bcrypt + ES256 + hook) x${rounds}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`,
);
