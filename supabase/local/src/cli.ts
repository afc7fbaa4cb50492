/**
 * `npm run supabase:start` — starts supabase/local in the foreground, like `supabase start`.
 *   --workdir <dir>   project root (default: cwd)      --config <file>   config.toml path
 *   --reset           wipe .data/ first                --db-url <url>    bootstrap and use this PostgreSQL
 *   --memory          keep nothing on disk             --json            print one JSON line with URLs and keys
 *   --data-dir <dir>  state directory (default .data)  --overrides <json> merged over config.toml (its TOML shape)
 *   --api-port/--db-port/--mail-port/--smtp-port <n>  override config ports (0 = any free port)
 *   --exit-with-stdin stop when stdin closes (for a parent process that owns this one)
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startStack } from './index';

const { values } = parseArgs({
  options: {
    workdir: { type: 'string' },
    config: { type: 'string' },
    reset: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    'db-url': { type: 'string' },
    'data-dir': { type: 'string' },
    json: { type: 'boolean', default: false },
    'api-port': { type: 'string' },
    'db-port': { type: 'string' },
    'mail-port': { type: 'string' },
    'smtp-port': { type: 'string' },
    overrides: { type: 'string' },
    'exit-with-stdin': { type: 'boolean', default: false },
  },
});

const workdir = resolve(values.workdir ?? process.cwd());
const dataDir = resolve(values['data-dir'] ?? resolve(workdir, '.data'));
if (values.reset) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`wiped ${dataDir}`);
}

const port = (v?: string) => (v === undefined ? undefined : Number(v));
const started = Date.now();
let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack({
    workdir,
    configPath: values.config,
    memory: values.memory,
    dataDir,
    databaseUrl: values['db-url'],
    ports: Object.fromEntries(
      Object.entries({
        api: port(values['api-port']),
        db: port(values['db-port']),
        inbucket: port(values['mail-port']),
        smtp: port(values['smtp-port']),
      }).filter(([, v]) => v !== undefined),
    ),
    configOverrides: values.overrides
      ? (JSON.parse(values.overrides) as Record<string, unknown>)
      : undefined,
    log: values.json ? (m) => process.stderr.write(`[supabase-local] ${m}\n`) : undefined,
  });
} catch (e) {
  const err = e as NodeJS.ErrnoException & { port?: number };
  if (err.code === 'EADDRINUSE') {
    console.error(
      `A port is already in use (${err.message}). Is supabase/local or \`supabase start\` already running? ` +
        'Stop it, or pick other ports with --api-port/--db-port/--mail-port/--smtp-port.',
    );
  } else console.error(err.stack ?? err);
  process.exit(1);
}

// The demo admin's authenticator secret lives in seed.sql only; read it back to print it.
const adminTotp = values.json ? [] : await stack.totpSecrets('admin@example.com').catch(() => []);

if (values.json) {
  process.stdout.write(`${JSON.stringify({ ready: true, urls: stack.urls, keys: stack.keys })}\n`);
} else {
  console.log(`
supabase/local started in ${((Date.now() - started) / 1000).toFixed(1)} s (development only)

         API URL: ${stack.urls.api}
          DB URL: ${stack.urls.db}
     Mailbox URL: ${stack.urls.mailbox ?? '(off)'}
        SMTP URL: ${stack.urls.smtp ?? '(off)'}
 Publishable key: ${stack.keys.publishable}
      Secret key: ${stack.keys.secret}
        anon key: ${stack.keys.anon}
service_role key: ${stack.keys.serviceRole}

Demo accounts (local only, from supabase/seed.sql):
  admin@example.com / admin-local-only-2026   (admin)
  user@example.com  / user-local-only-2026
${adminTotp.map((secret) => `  admin@example.com authenticator secret: ${secret}   (add it to any authenticator app)\n`).join('')}`);
}

// A dev server should survive one bad request: log loudly and keep serving.
process.on('unhandledRejection', (e) => {
  process.stderr.write(
    `[supabase-local] unhandled rejection: ${(e as Error)?.stack ?? String(e)}\n`,
  );
});
process.on('uncaughtException', (e) => {
  process.stderr.write(`[supabase-local] uncaught exception: ${e.stack ?? String(e)}\n`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`[supabase-local] ${signal}: stopping\n`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// --exit-with-stdin: a parent (the test harness) that dies or closes our stdin wants us gone too,
// so a crashed test run leaves no stack behind.
if (values['exit-with-stdin'])
  process.stdin.on('end', () => void shutdown('stdin closed')).resume();
