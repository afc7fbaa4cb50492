/**
 * Starts supabase/local for a test file and stops it afterwards.
 *
 * The stack runs in a child Node process (`node --import tsx supabase/local/src/cli.ts --json`)
 * rather than inside Jest's module sandbox: PGlite loads its WASM with dynamic import(), which
 * Jest's CommonJS runtime refuses without --experimental-vm-modules. The child prints one JSON
 * line with its URLs and keys once it is ready, and exits when we close its stdin or signal it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createServerClient } from '@supabase/ssr';
import {
  type SupabaseClient,
  type SupabaseClientOptions,
  createClient,
} from '@supabase/supabase-js';

const ROOT = resolve(__dirname, '../..');

/** On a shared, loaded machine a start can take minutes: STACK_START_TIMEOUT_MS raises the limit. */
const START_TIMEOUT_MS = Number(process.env.STACK_START_TIMEOUT_MS ?? 60_000);

export interface TestStack {
  url: string;
  dbUrl: string;
  mailboxUrl: string;
  publishableKey: string;
  secretKey: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  /** Deep-merged over supabase/config.toml (its own TOML shape). */
  configOverrides?: Record<string, unknown>;
  /** Bootstrap and use this PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Keep state in this directory (like `npm run supabase:start`) instead of in memory. */
  dataDir?: string;
}

/**
 * Generous limits so a test file's many sign-ins from 127.0.0.1 are not throttled, and a 1 s
 * per-person e-mail frequency (config.toml says 60 s) so a test may resend on purpose. Tests of
 * the frequency limit itself set `auth.email.max_frequency` back to 60 s.
 */
const TEST_DEFAULTS = {
  auth: {
    email: { max_frequency: '1s' },
    rate_limit: {
      email_sent: 1000,
      sign_in_sign_ups: 1000,
      token_refresh: 1000,
      token_verifications: 1000,
    },
  },
};

class StartFailure extends Error {
  constructor(
    message: string,
    readonly signal: NodeJS.Signals | null,
  ) {
    super(message);
  }
}

/**
 * Starts a stack; one retry when the child is killed by a signal while starting (seen on a
 * shared, overloaded CI box), never when it fails on its own.
 */
export async function startTestStack(opts: TestStackOptions = {}): Promise<TestStack> {
  try {
    return await startOnce(opts);
  } catch (e) {
    if (!(e instanceof StartFailure) || !e.signal) throw e;
    console.warn(`supabase/local was killed by ${e.signal} while starting; retrying once`);
    return startOnce(opts);
  }
}

async function startOnce(opts: TestStackOptions): Promise<TestStack> {
  const overrides = JSON.stringify(deepMerge(TEST_DEFAULTS, opts.configOverrides ?? {}));
  const args = [
    '--import',
    'tsx',
    resolve(ROOT, 'supabase/local/src/cli.ts'),
    '--json',
    '--exit-with-stdin',
    '--memory',
    '--workdir',
    ROOT,
    '--api-port',
    '0',
    '--db-port',
    '0',
    '--mail-port',
    '0',
    '--smtp-port',
    '0',
    '--overrides',
    overrides,
  ];
  if (opts.databaseUrl) args.push('--db-url', opts.databaseUrl);
  if (opts.dataDir) args.splice(args.indexOf('--memory'), 1, '--data-dir', opts.dataDir);
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => {
    stderr += c.toString();
    if (process.env.DEBUG_STACK) process.stderr.write(c);
  });
  const ready = await new Promise<{ urls: Record<string, string>; keys: Record<string, string> }>(
    (resolveReady, reject) => {
      const rl = createInterface({ input: child.stdout! });
      const timer = setTimeout(() => {
        child.kill('SIGKILL'); // leave nothing running behind a failed start
        reject(
          new Error(`supabase/local did not start in ${START_TIMEOUT_MS / 1000} s:\n${stderr}`),
        );
      }, START_TIMEOUT_MS);
      rl.once('line', (line) => {
        clearTimeout(timer);
        try {
          resolveReady(JSON.parse(line));
        } catch {
          reject(new Error(`unexpected output from supabase/local: ${line}\n${stderr}`));
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new StartFailure(`supabase/local exited with ${code ?? signal}:\n${stderr}`, signal),
        );
      });
    },
  );
  // A stack that dies mid-file makes every later test fail with "fetch failed": say why, once.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`supabase/local exited early (${code ?? signal}):\n${stderr.slice(-4000)}`);
  });
  return {
    url: ready.urls.api,
    dbUrl: ready.urls.db,
    mailboxUrl: ready.urls.mailbox,
    publishableKey: ready.keys.publishable,
    secretKey: ready.keys.secret,
    anonKey: ready.keys.anon,
    serviceRoleKey: ready.keys.serviceRole,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

function deepMerge(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const av = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && av && typeof av === 'object'
        ? deepMerge(av as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

/** supabase-js 2.119 builds a Realtime client eagerly and throws on Node 20 (no global WebSocket). */
class NoWebSocket {}

export function supabaseClient(
  stack: TestStack,
  key = stack.publishableKey,
  options: SupabaseClientOptions<'public'> = {},
): SupabaseClient {
  return createClient(stack.url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, ...options.auth },
    realtime: { transport: NoWebSocket as never, ...options.realtime },
  });
}

/** A request's cookies, as Next's cookies() would hold them between requests. */
export type CookieJar = Map<string, string>;

/** @supabase/ssr's server client over a cookie jar (what lib/supabase/server.ts builds per request). */
export function ssrClient(stack: TestStack, jar: CookieJar, fetchImpl?: typeof fetch) {
  return createServerClient(stack.url, stack.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const c of cookies) {
          if (c.options?.maxAge === 0 || c.value === '') jar.delete(c.name);
          else jar.set(c.name, c.value);
        }
      },
    },
    global: fetchImpl ? { fetch: fetchImpl } : undefined,
    realtime: { transport: NoWebSocket as never },
  });
}

export interface MailMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text?: string;
  html?: string;
}

/** The mailbox API on :54324 (the local catcher). */
export function mailbox(stack: TestStack) {
  const api = `${stack.mailboxUrl}/api/messages`;
  return {
    list: async (): Promise<MailMessage[]> => (await fetch(api)).json(),
    get: async (id: string): Promise<MailMessage> => (await fetch(`${api}/${id}`)).json(),
    clear: async () => void (await fetch(api, { method: 'DELETE' })),
    /** The newest message to `to`, waiting up to `ms` for it to arrive. */
    async latestTo(to: string, ms = 5000): Promise<MailMessage> {
      const until = Date.now() + ms;
      for (;;) {
        const found = (await this.list()).find((m) => m.to.includes(to.toLowerCase()));
        if (found) return this.get(found.id);
        if (Date.now() > until) throw new Error(`no e-mail to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** token_hash from the app's e-mail link ({{ .SiteURL }}/auth/confirm?token_hash=…&type=…). */
export function tokenHashFrom(msg: MailMessage): string {
  const m = /token_hash=([A-Za-z0-9_]+)/.exec(msg.html ?? msg.text ?? '');
  if (!m) throw new Error(`no token_hash link in e-mail "${msg.subject}"`);
  return m[1];
}

let counter = 0;
/** A unique, valid address per call, so tests in a file do not collide. */
export const uniqueEmail = (tag = 'user') =>
  `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;
