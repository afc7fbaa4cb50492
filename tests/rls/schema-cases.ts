/**
 * The Drizzle schema (lib/db/schema) must describe the database the migrations build: the same
 * columns with the same types, nullability and defaults. A column added by a migration and not
 * mirrored, or a default the mirror forgets (which forces casts in app code), fails here.
 * Registered by rls-pglite.test.ts and rls-pg15.test.ts, so it runs on both engines.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createDb, type Db } from '@/lib/db';
import * as schema from '@/lib/db/schema';

/** Tables the app reaches only through raw SQL in one module, and why they need no mirror. */
const RAW_SQL_ONLY: Record<string, string> = {
  'public.email_outbox':
    'written and read only by lib/mail/outbox.ts, the scheduled jobs (lib/jobs) and database functions',
  'public.rate_limits': 'counted only inside database functions',
};

/** Schemas owned by Supabase itself: we mirror the few columns we read, not the whole table. */
const PLATFORM_SCHEMAS = new Set(['auth', 'storage']);

interface DbColumn {
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable =>
  is(v, PgTable),
);

/** information_schema's data_type for a Drizzle column (arrays and enums by their element name). */
function dbType(c: DbColumn): string {
  if (c.data_type === 'ARRAY') return `${c.udt_name.replace(/^_/, '')}[]`;
  if (c.data_type === 'USER-DEFINED') return c.udt_name;
  return c.data_type;
}

function drizzleType(sqlType: string): string {
  return sqlType
    .replace(/^timestamp\b(?!.*with)/, 'timestamp without time zone')
    .replace(/^varchar/, 'character varying')
    .replace(/\(\d+(,\s*\d+)?\)/, '');
}

export function registerSchemaCases(getUrl: () => string) {
  let db: Db;
  beforeAll(() => {
    db = createDb(getUrl(), 2);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  async function columnsOf(schemaName: string, table: string): Promise<DbColumn[]> {
    const r = await db.execute(sql`
      select column_name, data_type, udt_name, is_nullable, column_default, is_identity
      from information_schema.columns
      where table_schema = ${schemaName} and table_name = ${table}
      order by ordinal_position`);
    return r.rows as unknown as DbColumn[];
  }

  test('the Drizzle schema mirrors at least the profile, role and lead tables', () => {
    const names = tables.map((t) => getTableConfig(t).name);
    expect(names).toEqual(
      expect.arrayContaining(['profiles', 'user_roles', 'leads', 'lead_notes']),
    );
  });

  test.each(
    tables.map((t) => [`${getTableConfig(t).schema ?? 'public'}.${getTableConfig(t).name}`, t]),
  )('%s matches the database: columns, types, nullability, defaults', async (_name, table) => {
    const config = getTableConfig(table as PgTable);
    const schemaName = config.schema ?? 'public';
    const actual = await columnsOf(schemaName, config.name);
    expect(actual.length).toBeGreaterThan(0);
    const byName = new Map(actual.map((c) => [c.column_name, c]));

    const mirrored = config.columns.map((c) => {
      const db = byName.get(c.name);
      return {
        column: c.name,
        type: drizzleType(c.getSQLType()),
        notNull: c.notNull,
        hasDefault: c.hasDefault,
        inDatabase: Boolean(db),
      };
    });
    const database = config.columns.map((c) => {
      const db = byName.get(c.name);
      return {
        column: c.name,
        type: db ? dbType(db) : undefined,
        notNull: db?.is_nullable === 'NO',
        // Identity columns have no column_default; the database still fills them in.
        hasDefault: db?.column_default != null || db?.is_identity === 'YES',
        inDatabase: Boolean(db),
      };
    });
    // Drizzle's hasDefault is about defaults the database applies; compare the same things.
    expect(mirrored).toEqual(database.map((d) => ({ ...d, inDatabase: true })));

    if (!PLATFORM_SCHEMAS.has(schemaName)) {
      const missing = actual
        .map((c) => c.column_name)
        .filter((n) => !config.columns.some((c) => c.name === n));
      expect({ table: config.name, notMirrored: missing }).toEqual({
        table: config.name,
        notMirrored: [],
      });
    }
  });

  test('every table in public is mirrored, or named here with the reason it needs no mirror', async () => {
    const r = await db.execute(sql`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    const mirrored = new Set(
      tables.map((t) => `${getTableConfig(t).schema ?? 'public'}.${getTableConfig(t).name}`),
    );
    const unexplained = (r.rows as { name: string }[])
      .map((row) => row.name)
      .filter((name) => !mirrored.has(name) && !(name in RAW_SQL_ONLY));
    expect(unexplained).toEqual([]);
  });
}
