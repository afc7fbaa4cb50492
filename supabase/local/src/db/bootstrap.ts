/**
 * Brings a database to the state `supabase start` would: platform bootstrap, then the project's
 * migrations in order, then the seed. Works on PGlite and on any PostgreSQL ≥ 15 where the
 * connecting user is a superuser. Applied migrations are recorded like the CLI does, so a
 * file-backed database only gets the new ones on the next start.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
export const PLATFORM_SQL = resolve(here, '../../sql/platform.sql');

export interface BootstrapOptions {
  url: string;
  migrationsDir: string;
  seedPaths: string[];
  seed: boolean;
  log?: (msg: string) => void;
}

/** Simple-protocol exec (no parameters), so multi-statement files run as one batch. */
async function exec(client: pg.Client, sql: string, label: string) {
  try {
    await client.query(sql);
  } catch (err) {
    throw new Error(`${label}: ${(err as Error).message}`);
  }
}

export async function bootstrapDatabase(opts: BootstrapOptions): Promise<{ applied: string[] }> {
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  const log = opts.log ?? (() => {});
  try {
    await exec(client, readFileSync(PLATFORM_SQL, 'utf8'), 'platform bootstrap');
    await exec(
      client,
      `create schema if not exists supabase_migrations;
       create table if not exists supabase_migrations.schema_migrations
         (version text primary key, statements text[], name text);`,
      'migration history',
    );
    const done = new Set(
      (
        await client.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        )
      ).rows.map((r) => r.version),
    );
    const firstRun = done.size === 0;
    const files = existsSync(opts.migrationsDir)
      ? readdirSync(opts.migrationsDir)
          .filter((f) => /^\d+_.*\.sql$/.test(f))
          .sort()
      : [];
    const applied: string[] = [];
    for (const file of files) {
      const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
      if (done.has(version)) continue;
      const sql = readFileSync(resolve(opts.migrationsDir, file), 'utf8');
      // One transaction per migration, like `supabase db push`: a failing file leaves no half state.
      await exec(client, `begin;\n${sql}\n;commit;`, `migration ${file}`).catch(async (e) => {
        await client.query('rollback').catch(() => {});
        throw e;
      });
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, rest.join('_')],
      );
      applied.push(file);
      log(`applied ${file}`);
    }
    if (opts.seed && firstRun) {
      for (const p of opts.seedPaths) {
        if (!existsSync(p)) continue;
        await exec(client, readFileSync(p, 'utf8'), `seed ${p}`);
        log(`seeded ${p}`);
      }
    }
    return { applied };
  } finally {
    await client.end();
  }
}
