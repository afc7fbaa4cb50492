/**
 * One trigger function per shared pattern (issue 37, 20261128160100_generic_triggers.sql), read
 * from the catalogue: the append-only history tables, updated_at and the 7-year retention date
 * each have one function, and a table that shares the pattern points its trigger at it.
 * Registered by trigger-patterns-pglite.test.ts and trigger-patterns-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '@/lib/db';
import { denied } from './harness';

/** What private.touch_updated_at() does, written out in another trigger function. */
const STAMP = /new\.updated_at\s*:=\s*now\(\)/;

export function registerTriggerPatternCases(getUrl: () => string) {
  let db: Db;
  beforeAll(async () => {
    db = createDb(getUrl(), 2);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  /** Trigger name → the function it runs, for the tables' own (not internal) triggers. */
  async function triggers() {
    const r = await db.execute<{ tbl: string; name: string; fn: string }>(sql`
      select c.relname as tbl, t.tgname as name, t.tgfoid::regproc::text as fn
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
       order by 1, 2`);
    return r.rows;
  }

  test('history tables refuse changes through the one append-only function', async () => {
    const all = await triggers();
    const guards = all.filter((t) => /_no_(update_delete|truncate)$/.test(t.name));
    expect(guards.map((t) => t.tbl).sort()).toEqual([
      'assessment_events',
      'audit_log',
      'audit_log',
      'deposit_requests',
      'invoices',
      'ledger_entries',
      'ledger_entries',
      'matter_events',
      'reconciliations',
      'reconciliations',
    ]);
    expect(new Set(guards.map((t) => t.fn))).toEqual(new Set(['private.append_only']));
  });

  test('updated_at is kept by the one private function', async () => {
    const touch = (await triggers()).filter((t) => t.name.endsWith('_touch_updated_at'));
    expect(touch.map((t) => t.tbl).sort()).toEqual([
      'agent_registrations',
      'assessments',
      'deadlines',
      'deposit_requests',
      'document_requests',
      'documents',
      'engagements',
      'invoices',
      'leads',
      'matter_members',
      'matters',
      'profiles',
    ]);
    expect(new Set(touch.map((t) => t.fn))).toEqual(new Set(['private.touch_updated_at']));
  });

  test('no other function restates a trigger pattern', async () => {
    const r = await db.execute<{ fn: string }>(sql`
      select p.oid::regprocedure::text as fn
        from pg_proc p
       where p.pronamespace in ('private'::regnamespace, 'public'::regnamespace)
         and p.proname not in ('append_only', 'touch_updated_at', 'retain_until_from_today', 'sydney_today')
         and (p.prosrc ~* 'is append-only'
              or p.prosrc ~* 'australia/sydney'
              or (p.prorettype = 'trigger'::regtype and p.prosrc ~* ${STAMP.source}))
       order by 1`);
    expect(r.rows.map((x) => x.fn)).toEqual([]);
  });

  test('the history cannot be emptied, through the one function', async () => {
    await denied(db.execute(sql`truncate public.audit_log`), '42501');
  });
}
