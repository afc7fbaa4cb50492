/**
 * What the load benchmarks share: supabase/local in memory on its own ports, `next start` against
 * it, stopping both by PID, and signing a person in as a browser would (the @supabase/ssr cookies).
 * Loopback only.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createServerClient } from '@supabase/ssr';
import { waitFor } from '../../scripts/wait-for.mjs';

/** The ports for one benchmark: `base` + 1/2/4/5 for the stack, `next` for Next. */
export const benchPorts = (base, next) => ({
  api: base + 1,
  db: base + 2,
  mail: base + 4,
  smtp: base + 5,
  next,
});

/**
 * supabase/local in memory (migrations and seed); resolves with its child and ready line.
 * `dbUrl`: bootstrap and use that PostgreSQL instead of PGlite; `cwd`: another checkout's stack.
 */
export function startStack(ports, overrides = {}, { dbUrl, cwd } = {}) {
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
      JSON.stringify(overrides),
      ...(dbUrl ? ['--db-url', dbUrl] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd },
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

/**
 * `next start` (a production build must exist) against the stack; `onLine` sees every log line.
 * Runs in its own process group: next start forks a worker, and stop() signals the group.
 * `cwd`: serve another checkout's build (a baseline).
 */
export async function startNext(ports, ready, { env = {}, onLine = () => {}, cwd } = {}) {
  const child = spawn(
    'node_modules/.bin/next',
    ['start', '-H', '127.0.0.1', '-p', String(ports.next)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: ready.urls.db,
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        NEXT_PUBLIC_SUPABASE_URL: ready.urls.api,
        OUTBOX_POLL_MS: '0',
        ...env,
      },
    },
  );
  child.group = true;
  for (const s of [child.stdout, child.stderr]) createInterface({ input: s }).on('line', onLine);
  if (!(await waitFor(`http://127.0.0.1:${ports.next}/robots.txt`, 120)))
    throw new Error('next start did not answer');
  return child;
}

/** Stops a child started above (SIGTERM, then SIGKILL after 5 s). */
export function stop(child) {
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
function kill(child, signal) {
  try {
    if (child.group) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {}
}

/**
 * The cookies @supabase/ssr writes for a signed-in browser, as one Cookie header. `code`: for an
 * agent, a function giving their authenticator's code, so the session is aal2 (two-step sign-in).
 */
export async function signInCookies(ready, email, password, code) {
  const jar = new Map();
  const supabase = createServerClient(ready.urls.api, ready.keys.publishable, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach((c) => jar.set(c.name, c.value)),
    },
    // supabase-js builds a Realtime client eagerly and throws on Node 20 (no global WebSocket).
    realtime: { transport: class NoWebSocket {} },
  });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  if (code) {
    const factors = await supabase.auth.mfa.listFactors();
    const factor = factors.data?.totp[0];
    if (!factor) throw new Error(`${email} has no verified authenticator`);
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await code(),
    });
    if (verified.error) throw new Error(`second step failed: ${verified.error.message}`);
  }
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), userId: data.user.id };
}
