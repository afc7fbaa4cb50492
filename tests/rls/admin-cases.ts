/**
 * The admin panel's database rules (20261123000500_admin_panel.sql), on PGlite and PostgreSQL 15:
 * never the last agent, roles granted and revoked only by agents and always audited, lead
 * assignment and client links checked and audited, agents' client notes, exports that cannot
 * happen without an audit entry, and a revoked agent whose token still says "admin".
 * The audit_log append-only and read rules themselves are in documents-cases.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asAnon, auditLog, clientNotes, createDb, type Db, leads, withUser } from '@/lib/db';
import { claimsOf, denied, runAs, seedSessions } from './harness';

export const AGENT = 'a0000000-0000-4000-8000-000000000001';
export const CLIENT = 'a0000000-0000-4000-8000-000000000002';
const SECOND = randomUUID();

export function registerAdminCases(getUrl: () => string) {
  let db: Db;
  let leadId: string;
  const as = runAs(() => db);
  const entries = async (action: string, subject: string) =>
    (
      await db.execute<{
        actor_id: string;
        client_id: string | null;
        details: Record<string, unknown>;
      }>(
        sql`select actor_id, client_id, details from public.audit_log
            where action = ${action} and subject_id = ${subject} order by id`,
      )
    ).rows;
  const count = async (action: string) =>
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.audit_log where action = ${action}`,
      )
    ).rows[0].n;

  beforeAll(async () => {
    db = createDb(getUrl(), 4);
    await db.execute(sql`
      insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
      values (${SECOND}, 'authenticated', 'authenticated', ${`second-${SECOND}@example.com`},
        '{"full_name":"Second Agent"}', '{}', now(), now())`);
    // Seeded as the owner: visitors' leads arrive only through private.submit_lead.
    const [row] = await db
      .insert(leads)
      .values({
        kind: 'contact',
        fullName: 'Lead Person',
        email: 'lead@example.com',
        message: 'About the 190 visa.',
        idempotencyKey: `admin-cases-${randomUUID()}`,
      } as typeof leads.$inferInsert)
      .returning({ id: leads.id });
    if (!row) throw new Error('lead seed failed');
    leadId = row.id;
  });
  // Live sessions for everyone seeded above (the demo people included): harness.ts.
  beforeAll(() => seedSessions(db));
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('team: user_roles', () => {
    test('the last agent cannot lose the role: not by themselves, not even by the owner', async () => {
      await denied(
        as(AGENT, (tx) => tx.execute(sql`delete from public.user_roles where user_id = ${AGENT}`)),
        '23514',
      );
      await denied(
        db.execute(sql`delete from public.user_roles where user_id = ${AGENT}`),
        '23514',
      );
      const n = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.user_roles where role = 'admin'`,
      );
      expect(n.rows[0].n).toBe(1);
    });

    test('a client cannot grant themselves the role, nor revoke an agent', async () => {
      await denied(
        as(CLIENT, (tx) =>
          tx.execute(
            sql`insert into public.user_roles (user_id, role) values (${CLIENT}, 'admin')`,
          ),
        ),
      );
      const r = await as(CLIENT, (tx) =>
        tx.execute(sql`delete from public.user_roles where user_id = ${AGENT} returning user_id`),
      );
      expect(r.rows).toEqual([]);
      await denied(asAnon((tx) => tx.execute(sql`delete from public.user_roles`), db));
    });

    test('roles are granted and revoked, never edited in place', async () => {
      await denied(
        as(AGENT, (tx) =>
          tx.execute(
            sql`update public.user_roles set user_id = ${CLIENT} where user_id = ${AGENT}`,
          ),
        ),
      );
    });

    test('an agent grants and revokes; each is audited with the agent as actor', async () => {
      await as(AGENT, (tx) =>
        tx.execute(sql`insert into public.user_roles (user_id, role) values (${SECOND}, 'admin')`),
      );
      expect(await entries('role.granted', SECOND)).toEqual([
        expect.objectContaining({ actor_id: AGENT }),
      ]);
      // With two agents, one may go; the one left may not.
      await as(SECOND, (tx) =>
        tx.execute(sql`delete from public.user_roles where user_id = ${SECOND}`),
      );
      expect(await entries('role.revoked', SECOND)).toEqual([
        expect.objectContaining({ actor_id: SECOND }),
      ]);
      await denied(
        as(AGENT, (tx) => tx.execute(sql`delete from public.user_roles where user_id = ${AGENT}`)),
        '23514',
      );
    });
  });

  describe('a revoked agent whose token still says user_role=admin', () => {
    const stale = <T>(fn: Parameters<typeof withUser<T>>[1]) =>
      withUser(claimsOf(SECOND, { user_role: 'admin' }), fn, db);

    test('is_admin() is false at once, and they read no leads, notes or other people’s audit rows', async () => {
      const [{ admin }] = (
        await stale((tx) => tx.execute<{ admin: boolean }>(sql`select public.is_admin() as admin`))
      ).rows;
      expect(admin).toBe(false);
      expect(await stale((tx) => tx.select().from(leads))).toEqual([]);
      expect(await stale((tx) => tx.select().from(clientNotes))).toEqual([]);
      const seen = await stale((tx) => tx.select().from(auditLog));
      expect(seen.every((e) => e.clientId === SECOND)).toBe(true);
    });

    test('cannot export, grant, assign or write notes', async () => {
      await denied(stale((tx) => tx.execute(sql`select * from private.export_leads('{}')`)));
      await denied(stale((tx) => tx.execute(sql`select * from private.export_audit_log('{}')`)));
      await denied(
        stale((tx) =>
          tx.execute(
            sql`insert into public.user_roles (user_id, role) values (${SECOND}, 'admin')`,
          ),
        ),
      );
      const upd = await stale((tx) =>
        tx.execute(
          sql`update public.leads set assignee = ${SECOND} where id = ${leadId} returning id`,
        ),
      );
      expect(upd.rows).toEqual([]);
      await denied(
        stale((tx) =>
          tx.insert(clientNotes).values({ clientId: CLIENT, authorId: SECOND, body: 'x' }),
        ),
      );
    });
  });

  describe('leads: assignee and client link', () => {
    test('visitors cannot submit a lead already linked to an account', async () => {
      await denied(
        asAnon(
          (tx) =>
            tx.insert(leads).values({
              kind: 'contact',
              fullName: 'Forged',
              clientId: CLIENT,
              idempotencyKey: `forged-${randomUUID()}`,
            } as typeof leads.$inferInsert),
          db,
        ),
      );
    });

    test('a lead is assigned to an agent only; each assignment is audited', async () => {
      await denied(
        as(AGENT, (tx) =>
          tx
            .update(leads)
            .set({ assignee: CLIENT })
            .where(sql`id = ${leadId}`),
        ),
        '23514',
      );
      await as(AGENT, (tx) =>
        tx
          .update(leads)
          .set({ assignee: AGENT })
          .where(sql`id = ${leadId}`),
      );
      expect(await entries('lead.assigned', leadId)).toEqual([
        expect.objectContaining({ actor_id: AGENT, details: { from: null, to: AGENT } }),
      ]);
    });

    test('linking a lead to a client account is audited about that client, who can read it', async () => {
      await as(AGENT, (tx) =>
        tx
          .update(leads)
          .set({ clientId: CLIENT })
          .where(sql`id = ${leadId}`),
      );
      expect(await entries('lead.linked_to_client', leadId)).toEqual([
        expect.objectContaining({ actor_id: AGENT, client_id: CLIENT }),
      ]);
      const mine = await as(CLIENT, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(sql`subject_id = ${leadId}`),
      );
      expect(mine.map((e) => e.action)).toEqual(['lead.linked_to_client']);
      // A client cannot change a lead (no update policy for them), so cannot forge the link.
      const upd = await as(CLIENT, (tx) =>
        tx.execute(sql`update public.leads set client_id = null where id = ${leadId} returning id`),
      );
      expect(upd.rows).toEqual([]);
    });
  });

  describe('client_notes', () => {
    test('anon and clients neither read nor write; an agent writes only as themselves', async () => {
      await denied(asAnon((tx) => tx.select().from(clientNotes), db));
      await denied(
        as(CLIENT, (tx) =>
          tx.insert(clientNotes).values({ clientId: CLIENT, authorId: CLIENT, body: 'me' }),
        ),
      );
      await denied(
        as(AGENT, (tx) =>
          tx.insert(clientNotes).values({ clientId: CLIENT, authorId: SECOND, body: 'forged' }),
        ),
      );
      await as(AGENT, (tx) =>
        tx
          .insert(clientNotes)
          .values({ clientId: CLIENT, authorId: AGENT, body: 'Called, sent checklist' }),
      );
      expect(await as(CLIENT, (tx) => tx.select().from(clientNotes))).toEqual([]);
      const seen = await as(AGENT, (tx) => tx.select().from(clientNotes));
      expect(seen.map((n) => n.body)).toContain('Called, sent checklist');
      await denied(as(AGENT, (tx) => tx.execute(sql`delete from public.client_notes`)));
      await denied(as(AGENT, (tx) => tx.execute(sql`update public.client_notes set body = 'x'`)));
    });
  });

  describe('exports leave an audit entry, in the same transaction', () => {
    test('leads: the agent gets the rows and the log says who, what filters and how many', async () => {
      const before = await count('export.leads');
      const rows = await as(AGENT, (tx) =>
        tx.execute<{ id: string }>(sql`select id from private.export_leads('{"q":"lead person"}')`),
      );
      expect(rows.rows.map((r) => r.id)).toContain(leadId);
      expect(await count('export.leads')).toBe(before + 1);
      const [last] = (
        await db.execute<{ actor_id: string; details: Record<string, unknown> }>(
          sql`select actor_id, details from public.audit_log where action = 'export.leads' order by id desc limit 1`,
        )
      ).rows;
      expect(last).toEqual({
        actor_id: AGENT,
        details: { filters: { q: 'lead person' }, rows: rows.rows.length },
      });
    });

    test('audit log: filtered export recorded; clients and anon refused', async () => {
      const before = await count('export.audit_log');
      const rows = await as(AGENT, (tx) =>
        tx.execute<{ action: string }>(
          sql`select action from private.export_audit_log('{"action":"role."}')`,
        ),
      );
      expect(rows.rows.length).toBeGreaterThan(0);
      expect(rows.rows.every((r) => r.action.startsWith('role.'))).toBe(true);
      expect(await count('export.audit_log')).toBe(before + 1);
      await denied(
        as(CLIENT, (tx) => tx.execute(sql`select * from private.export_audit_log('{}')`)),
      );
      await denied(as(CLIENT, (tx) => tx.execute(sql`select * from private.export_leads('{}')`)));
      await denied(asAnon((tx) => tx.execute(sql`select * from private.export_leads('{}')`), db));
      await denied(
        as(AGENT, (tx) => tx.execute(sql`select private.record_export('leads', '{}', 0)`)),
      );
      expect(await count('export.audit_log')).toBe(before + 1);
    });
  });
}
