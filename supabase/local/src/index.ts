/**
 * supabase/local: a Supabase-compatible stack in one Node process, for development, tests and
 * single-machine demos. Postgres (PGlite over the wire, or an external PostgreSQL), Auth at
 * /auth/v1 and Storage at /storage/v1 on one port, and a mail catcher with a viewer.
 */
import { resolve } from 'node:path';
import { type ApiKeys, makeApiKeys } from './auth/api-keys';
import type { AuthContext } from './auth/context';
import { loadKeyRing } from './auth/keys';
import { createMailer } from './auth/mailer';
import { RateLimiter } from './auth/rate-limit';
import { authRouter } from './auth/server';
import { type StackConfig, loadConfig } from './config';
import { bootstrapDatabase } from './db/bootstrap';
import { connect } from './db/client';
import { startPglite } from './db/pglite';
import { startApiServer } from './http/api-server';
import { startSmtp } from './mail/smtp';
import { MailStore } from './mail/store';
import { startViewer } from './mail/viewer';
import { diskBlobs, memoryBlobs } from './storage/blobs';
import { storageRouter } from './storage/server';

export interface StartStackOptions {
  /** Project root holding supabase/ (default: current directory). */
  workdir?: string;
  /** config.toml path (default: <workdir>/supabase/config.toml). */
  configPath?: string;
  /** Keep everything in memory (tests). Otherwise state lives in dataDir. */
  memory?: boolean;
  /** Default <workdir>/.data: pglite/, storage/, mail/, signing_keys.json. */
  dataDir?: string;
  /** Ports; 0 picks a free one. Defaults come from config.toml (54321, 54322, 54324, 54325). */
  ports?: Partial<StackConfig['ports']>;
  /** Use this PostgreSQL instead of PGlite (must connect as a superuser); it is bootstrapped. */
  databaseUrl?: string;
  /** Run the SMTP catcher and viewer (default true). Without it, e-mails are only logged. */
  smtp?: boolean;
  /** Apply seed.sql to a fresh database (default: config's [db.seed] enabled). */
  seed?: boolean;
  /** Values deep-merged over config.toml, in its own shape, e.g. { auth: { email: { enable_confirmations: false } } }. */
  configOverrides?: Record<string, unknown>;
  log?: (msg: string) => void;
}

export interface RunningStack {
  urls: { api: string; db: string; mailbox: string | null; smtp: string | null };
  keys: ApiKeys;
  config: StackConfig;
  /** The secrets of an account's verified TOTP factors (the CLI prints the seeded admin's). */
  totpSecrets(email: string): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startStack(opts: StartStackOptions = {}): Promise<RunningStack> {
  const log = opts.log ?? ((m: string) => console.log(`[supabase-local] ${m}`));
  const cfg = loadConfig({
    workdir: opts.workdir,
    configPath: opts.configPath,
    overrides: opts.configOverrides,
  });
  const ports = { ...cfg.ports, ...opts.ports };
  const dataDir = opts.memory ? undefined : resolve(opts.dataDir ?? resolve(cfg.workdir, '.data'));
  const stops: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const s of stops.reverse())
      await Promise.resolve(s()).catch((e: Error) => log(`stop: ${e.message}`));
  };

  try {
    // Postgres
    let dbUrl: string;
    let dbPort: number;
    if (opts.databaseUrl) {
      dbUrl = opts.databaseUrl;
      dbPort = Number(new URL(dbUrl).port || 5432);
    } else {
      const pglite = await startPglite({
        dataDir: dataDir && resolve(dataDir, 'pglite'),
        port: ports.db,
      });
      stops.push(() => pglite.stop());
      dbPort = pglite.port;
      dbUrl = `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`;
    }
    await bootstrapDatabase({
      url: dbUrl,
      migrationsDir: resolve(cfg.supabaseDir, 'migrations'),
      seedPaths: cfg.seedPaths,
      seed: opts.seed ?? cfg.seedEnabled,
      log,
    });
    const db = connect(dbUrl);
    stops.push(() => db.end());
    for (const [id, b] of Object.entries(cfg.storage.buckets)) {
      // Like `supabase start`, buckets declared in config.toml exist after start.
      await db.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)
         on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
           allowed_mime_types = excluded.allowed_mime_types`,
        [id, b.public, b.fileSizeLimit ?? null, b.allowedMimeTypes ?? null],
      );
    }

    // Mail
    let mailbox: string | null = null;
    let smtpUrl: string | null = null;
    let smtpTarget: { host: string; port: number } | undefined;
    if (opts.smtp !== false) {
      const store = new MailStore(dataDir && resolve(dataDir, 'mail'));
      const smtp = await startSmtp({ port: ports.smtp, store, log });
      stops.push(() => smtp.stop());
      const viewer = await startViewer({ port: ports.inbucket, store });
      stops.push(() => viewer.stop());
      mailbox = `http://127.0.0.1:${viewer.port}`;
      smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
      smtpTarget = { host: '127.0.0.1', port: smtp.port };
    }

    // Keys, auth, storage
    const keys = await loadKeyRing({
      signingKeysPath: cfg.auth.signingKeysPath,
      generatedPath: dataDir && resolve(dataDir, 'signing_keys.json'),
      jwtSecret: cfg.auth.jwtSecret,
    });
    const apiKeys = await makeApiKeys(keys);
    const mailer = createMailer(cfg, smtpTarget, log);
    stops.push(() => mailer.close());
    // The port must be known before the routes build links; a placeholder is replaced on listen.
    const authCtx: AuthContext = {
      cfg,
      db,
      keys,
      apiKeys,
      mailer,
      limits: new RateLimiter(),
      apiUrl: '',
    };
    const blobs = dataDir ? diskBlobs(resolve(dataDir, 'storage')) : memoryBlobs();
    const api = await startApiServer({
      port: ports.api,
      routers: {
        '/auth/v1': authRouter(authCtx, log),
        '/storage/v1': storageRouter({ cfg, db, keys, apiKeys, blobs }, log),
      },
      log,
    });
    stops.push(() => api.stop());
    authCtx.apiUrl = `http://127.0.0.1:${api.port}`;

    return {
      urls: { api: authCtx.apiUrl, db: dbUrl, mailbox, smtp: smtpUrl },
      keys: apiKeys,
      config: cfg,
      totpSecrets: async (email) =>
        (
          await db.query<{ secret: string }>(
            `select f.secret from auth.mfa_factors f join auth.users u on u.id = f.user_id
             where u.email = $1 and f.factor_type = 'totp' and f.status = 'verified' order by f.created_at`,
            [email],
          )
        ).map((r) => r.secret),
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
