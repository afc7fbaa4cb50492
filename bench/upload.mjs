#!/usr/bin/env node
/**
 * Document uploads through the app (POST /api/documents → Storage), after `npm run build`:
 *   1. one 5 MB PDF over a simulated 1.6 Mbit/s line, printing progress as the bytes leave;
 *   2. ten concurrent 10 MB uploads at full speed: wall time and the app server's peak RSS.
 *   ip netns exec <ns> node bench/upload.mjs [concurrent=10]
 * Or, with `burst`, one client's burst (issue 22, item 5: 60 concurrent uploads once gave 11 × 500,
 * 24 × 401 and 17 with no answer): N concurrent 1 MB uploads from ONE session, then counts of
 * 2xx/4xx/5xx/no answer, `session_ended` events in the app's log, and whether the session is
 * still valid afterwards. Every request gives up after 120 s; everything is on 127.0.0.1.
 *   node bench/upload.mjs burst [n=60]
 * Starts supabase/local (in memory) on :54321 and `next start` on :3000 itself, and stops both.
 * Ports are shared on this machine: run it under the e2e lock (flock /tmp/e2e.lock ...).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerClient } from '@supabase/ssr';

const APP = 'http://127.0.0.1:3000';
const API = 'http://127.0.0.1:54321';
const LINE_BYTES_PER_S = 1_600_000 / 8;
const MB = 1024 * 1024;
const BURST = process.argv[2] === 'burst';
const CONCURRENT = Number((BURST ? process.argv[3] : process.argv[2]) ?? (BURST ? 60 : 10));

const children = [];
function start(cmd, args, env = {}, log = 'ignore') {
  const child = spawn(cmd, args, {
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
    detached: true,
  });
  children.push(child);
  return child;
}
async function until(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}
// However the run ends (even a crash, when the delayed SIGKILL below never fires), nothing it
// started keeps the shared ports.
process.on('exit', () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});
function stopAll() {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM'); // its own process group: next start's worker too
    } catch {
      /* gone */
    }
  }
  // A stand-in busy with a stuck request may ignore SIGTERM: make sure nothing is left behind.
  setTimeout(() => {
    for (const c of children) {
      try {
        process.kill(-c.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  }, 3000);
}

/** RSS of a process and all its descendants (next start runs the server in a child), in bytes. */
function treeRss(root) {
  const parent = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* exited */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, ppid] of parent) if (ppid === tree[i]) tree.push(pid);
  let total = 0;
  for (const pid of tree) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      /* exited */
    }
  }
  return total;
}

async function sessionCookie() {
  const jar = new Map();
  const sb = createServerClient(
    API,
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? publishableKey(),
    {
      cookies: {
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        setAll: (cs) => cs.forEach((c) => jar.set(c.name, c.value)),
      },
      // supabase-js builds a Realtime client eagerly and throws on Node 20 (no global WebSocket).
      realtime: { transport: class NoWebSocket {} },
    },
  );
  const { error } = await sb.auth.signInWithPassword({
    email: 'user@example.com',
    password: 'user-local-only-2026',
  });
  if (error) throw error;
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}
function publishableKey() {
  // The stand-in's fixed local key, as lib/supabase/env.ts defaults to.
  const src = readFileSync('lib/supabase/env.ts', 'utf8');
  const m = /(sb_publishable_[A-Za-z0-9_-]+)/.exec(src);
  if (!m) throw new Error('no default publishable key in lib/supabase/env.ts');
  return m[1];
}

function pdfOf(bytes) {
  const head = Buffer.from('%PDF-1.4\n% bench\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

/** A body that leaves at `rate` bytes a second in 100 ms slices, reporting progress. */
function throttled(buf, rate, onProgress) {
  let sent = 0;
  const slice = Math.round(rate / 10);
  return new ReadableStream({
    async pull(controller) {
      if (sent >= buf.length) return controller.close();
      await new Promise((r) => setTimeout(r, 100));
      const next = buf.subarray(sent, sent + slice);
      sent += next.length;
      controller.enqueue(new Uint8Array(next));
      onProgress(sent);
    },
  });
}

async function post(cookie, body, size) {
  const q = new URLSearchParams({ category: 'other', name: 'bench.pdf', key: randomUUID() });
  const res = await fetch(`${APP}/api/documents?${q}`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/octet-stream',
      ...(size ? { 'content-length': String(size) } : {}),
    },
    body,
    duplex: 'half',
    signal: AbortSignal.timeout(
      Number(process.env.BENCH_TIMEOUT_MS ?? (BURST ? 120_000 : 240_000)),
    ),
  }).catch((e) => ({
    status: 0,
    text: async () => JSON.stringify({ error: String(e.cause ?? e) }),
  }));
  // Not every answer is JSON (a 500 page, a dropped body): keep what came.
  const text = await res.text().catch((e) => `unreadable body: ${e}`);
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text.slice(0, 200) };
  }
}

try {
  start(process.execPath, ['--import', 'tsx', 'supabase/local/src/cli.ts', '--memory']);
  await until(`${API}/auth/v1/health`);
  const appLogPath =
    process.env.BENCH_APP_LOG ??
    (BURST ? join(mkdtempSync(join(tmpdir(), 'bench-upload-')), 'app.log') : '/dev/null');
  const appLog = openSync(appLogPath, 'w');
  const app = start(
    'npx',
    ['next', 'start', '-H', '127.0.0.1', '-p', '3000'],
    { OUTBOX_POLL_MS: '0', LOG_SILENT: '0' },
    appLog,
  );
  await until(`${APP}/robots.txt`);
  const cookie = await sessionCookie();
  if (BURST) {
    await burst(cookie, appLogPath);
  } else await sizes(cookie, app);
} finally {
  stopAll();
}

/** N concurrent 1 MB uploads from one session: what each got, and whether the session survived. */
async function burst(cookie, appLogPath) {
  const one = pdfOf(MB);
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT }, () => post(cookie, new Uint8Array(one), one.length)),
  );
  const wall = ((performance.now() - t0) / 1000).toFixed(1);
  const by = { '2xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
  const codes = {};
  for (const r of results) {
    codes[r.status] = (codes[r.status] ?? 0) + 1;
    if (r.status === 0) by['no answer']++;
    else by[`${String(r.status)[0]}xx`]++;
  }
  await new Promise((r) => setTimeout(r, 500)); // let the log flush
  const log = readFileSync(appLogPath, 'utf8');
  const ended = (log.match(/"event":"session_ended"/g) ?? []).length;
  const after = await fetch(`${APP}/api/documents/session`, { headers: { cookie } });
  console.log(`${CONCURRENT} concurrent 1 MB uploads from one client in ${wall} s`);
  console.log(
    `  ${Object.entries(by)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  console.log(`  statuses: ${JSON.stringify(codes)}`);
  for (const r of results.filter((x) => x.status >= 500 || x.status === 0).slice(0, 5))
    console.log('   ', r.status, JSON.stringify(r.body));
  console.log(`  session_ended events in the app log: ${ended}`);
  console.log(`  the session afterwards: HTTP ${after.status} (204 = still signed in)`);
  console.log(`  app log: ${appLogPath}`);
}

async function sizes(cookie, app) {
  // 1. 5 MB over 1.6 Mbit/s.
  const five = pdfOf(5 * MB);
  console.log(`5 MB over a simulated 1.6 Mbit/s line (${LINE_BYTES_PER_S / 1000} kB/s):`);
  const t0 = performance.now();
  let lastTenth = 0;
  const r1 = await post(
    cookie,
    throttled(five, LINE_BYTES_PER_S, (sent) => {
      const tenth = Math.floor((sent / five.length) * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        const s = ((performance.now() - t0) / 1000).toFixed(1);
        console.log(`  ${tenth * 10}%  ${(sent / MB).toFixed(1)} MB  ${s} s`);
      }
    }),
  );
  const t1 = (performance.now() - t0) / 1000;
  console.log(`  → HTTP ${r1.status} ${JSON.stringify(r1.body)} in ${t1.toFixed(1)} s`);
  if (r1.status !== 201) throw new Error('5 MB upload failed');

  // 2. Ten concurrent 10 MB uploads.
  const ten = pdfOf(10 * MB);
  const base = treeRss(app.pid);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(app.pid))), 50);
  const t2 = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT }, () => post(cookie, new Uint8Array(ten), ten.length)),
  );
  const t3 = (performance.now() - t2) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(app.pid));
  const codes = results.map((r) => r.status).join(',');
  for (const r of results) if (r.status !== 201) console.log('  ', JSON.stringify(r.body));
  console.log(`${CONCURRENT} concurrent 10 MB uploads: ${t3.toFixed(1)} s, statuses ${codes}`);
  console.log(
    `  app server RSS: ${(base / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB peak (+${((peak - base) / MB).toFixed(0)} MB)`,
  );
}
