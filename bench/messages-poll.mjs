#!/usr/bin/env node
/**
 * 200 clients with a messages page open, polling /api/messages/poll, while agents post (issue 28):
 *   npm run build && flock /tmp/e2e.lock node bench/messages-poll.mjs [clients=200] [seconds=60] [pollMs=10000]
 * Starts supabase/local in memory and `next start` on their own ports (bench/support/stack.mjs),
 * creates and signs in `clients` people, gives each a short thread, then for `seconds`:
 *   - every client polls every `pollMs` (the page's own interval; start times spread), carrying
 *     its cursor, as components/messages/message-poller.tsx does;
 *   - 2 agents post a message every second each, to random clients, as themselves (RLS, triggers
 *     and the new-message e-mail as in the app);
 *   - 10 of the clients load /dashboard in a loop (1 s apart), in the same run, for comparison.
 * Prints p50/p95/max of the poll route, of its database time (its Server-Timing `db`) and of
 * /dashboard, errors, and how long a posted message took to reach its client's poll.
 * Loopback only; stops everything it started (by PID). Ports: 3402 for Next, 557xx for the stack.
 */
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { benchPorts, signInCookies, startNext, startStack, stop } from './support/stack.mjs';

const CLIENTS = Math.min(Number(process.argv[2] ?? 200), 500);
const SECONDS = Math.min(Number(process.argv[3] ?? 60), 600);
const POLL_MS = Math.max(Number(process.argv[4] ?? 10_000), 100);
const AGENT_POSTS_PER_SECOND = 2;
const DASHBOARD_LOOPS = 10;
const PASSWORD = 'bench-local-only-2026';
const ports = benchPorts(Number(process.env.BENCH_PORT_BASE ?? 55700), 3402);
const appUrl = `http://127.0.0.1:${ports.next}`;
const AGENT_ID = 'a0000000-0000-4000-8000-000000000001';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};
const summary = (xs) => ({ n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), max: pct(xs, 100) });

/** `fn` over `items`, `width` at a time. */
async function pool(items, width, fn) {
  const out = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (i < items.length) {
        const k = i++;
        out[k] = await fn(items[k], k);
      }
    }),
  );
  return out;
}

let stack;
let next;
let db;
try {
  const started = await startStack(ports, {
    auth: { rate_limit: { sign_in_sign_ups: 100000, token_refresh: 100000 } },
  });
  stack = started.child;
  const { ready } = started;
  let appErrors = 0;
  next = await startNext(ports, ready, {
    onLine: (line) => {
      if (process.env.BENCH_LOG) console.error(line);
      if (line.includes('"level":"error"')) appErrors++;
    },
  });
  db = new pg.Pool({ connectionString: ready.urls.db, max: 4 });

  // People: created through Auth (as sign-up would), then signed in as a browser would.
  const admin = createClient(ready.urls.api, ready.keys.secret, {
    auth: { persistSession: false },
    realtime: { transport: class NoWebSocket {} },
  });
  const t0 = Date.now();
  const people = await pool(
    Array.from({ length: CLIENTS }, (_, i) => `poll-client-${i}@example.com`),
    8,
    async (email) => {
      const { error } = await admin.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      });
      if (error) throw new Error(`createUser ${email}: ${error.message}`);
      return { email, ...(await signInCookies(ready, email, PASSWORD)) };
    },
  );
  // A short thread each: two messages from the agency, one reply (no e-mails for the seed).
  await db.query(
    `begin; set local session_replication_role = 'replica';
     insert into public.messages (client_id, author_id, body, created_at)
       select u.id, a.author, 'Seed message', now() - a.ago
       from auth.users u
       cross join (values ('${AGENT_ID}'::uuid, interval '3 hours'), (null, interval '2 hours'),
         ('${AGENT_ID}'::uuid, interval '1 hour')) as a(author, ago)
       where u.email like 'poll-client-%';
     update public.messages set author_id = client_id where author_id is null;
     commit;`,
  );
  console.error(`${CLIENTS} clients created and signed in in ${Date.now() - t0} ms`);

  const polls = [];
  const pollDb = [];
  const dashboards = [];
  const seenAfter = [];
  const errors = { poll: 0, dashboard: 0, post: 0 };
  const posted = new Map(); // message id -> time posted
  const until = Date.now() + SECONDS * 1000;

  async function timed(url, cookie) {
    const start = performance.now();
    const r = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    const body = await r.text();
    return { ms: performance.now() - start, r, body };
  }

  async function client(person, k) {
    let cursor = new Date().toISOString();
    await sleep((k / CLIENTS) * POLL_MS); // spread, as pages opened at different times
    while (Date.now() < until) {
      const started = Date.now();
      try {
        const { ms, r, body } = await timed(
          `${appUrl}/api/messages/poll?since=${encodeURIComponent(cursor)}`,
          person.cookie,
        );
        if (r.status !== 200) errors.poll++;
        else {
          polls.push(ms);
          const dur = /db;dur=([\d.]+)/.exec(r.headers.get('server-timing') ?? '');
          if (dur) pollDb.push(Number(dur[1]));
          const a = JSON.parse(body);
          cursor = a.cursor;
          for (const id of a.fresh) if (posted.has(id)) seenAfter.push(Date.now() - posted.get(id));
        }
      } catch {
        errors.poll++;
      }
      await sleep(Math.max(0, POLL_MS - (Date.now() - started)));
    }
  }

  async function dashboard(person) {
    while (Date.now() < until) {
      try {
        const { ms, r } = await timed(`${appUrl}/dashboard`, person.cookie);
        if (r.status !== 200) errors.dashboard++;
        else dashboards.push(ms);
      } catch {
        errors.dashboard++;
      }
      await sleep(1000);
    }
  }

  /** Posts as the agent through RLS and the triggers, as the app's server action does. */
  async function agents() {
    const claims = JSON.stringify({ sub: AGENT_ID, role: 'authenticated', aal: 'aal2' });
    while (Date.now() < until) {
      const started = Date.now();
      await Promise.all(
        Array.from({ length: AGENT_POSTS_PER_SECOND }, async () => {
          const to = people[Math.floor(Math.random() * people.length)];
          const c = await db.connect();
          try {
            await c.query('begin');
            await c.query('set local role authenticated');
            await c.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
            const { rows } = await c.query(
              `insert into public.messages (client_id, author_id, body)
               values ($1, $2, 'A reply from your agent') returning id`,
              [to.userId, AGENT_ID],
            );
            await c.query('commit');
            posted.set(rows[0].id, Date.now());
          } catch (e) {
            errors.post++;
            await c.query('rollback').catch(() => {});
            if (process.env.BENCH_LOG) console.error(e);
          } finally {
            c.release();
          }
        }),
      );
      await sleep(Math.max(0, 1000 - (Date.now() - started)));
    }
  }

  // Warm both routes once, so the run does not measure their first compilation.
  await timed(`${appUrl}/api/messages/poll`, people[0].cookie);
  await timed(`${appUrl}/dashboard`, people[0].cookie);

  await Promise.all([
    ...people.map(client),
    ...people.slice(0, DASHBOARD_LOOPS).map(dashboard),
    agents(),
  ]);
  const report = {
    clients: CLIENTS,
    seconds: SECONDS,
    pollEveryMs: POLL_MS,
    agentPosts: posted.size,
    pollMs: summary(polls),
    pollDbMs: summary(pollDb),
    dashboardMs: summary(dashboards),
    postToPollMs: summary(seenAfter),
    errors,
    appErrorLines: appErrors,
  };
  console.log(JSON.stringify(report, null, 2));
  const ok = errors.poll === 0 && errors.dashboard === 0 && errors.post === 0;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await db?.end().catch(() => {});
  await stop(next);
  await stop(stack);
}
