/**
 * The admin panel's reads and team writes as the app makes them (lib/admin/*, typed Drizzle run as
 * the agent through asUser): the audit list and its CSV export (newest first, who acted as what,
 * the export's own audit entry), a client's file (assessments, related leads, notes, audit trail,
 * each newest first), the clients list (search by name or phone, status filters, the newest
 * assessment), the team (grant, revoke, audited), linking a lead to an existing account, and an
 * agent's write that reads first (opening a matter reads its engagement as the agent too), and a
 * legal hold set through the agent's checked session, and messages posted and read in a thread.
 * Every value is checked as the type the pages use (a Date, a number, a name), so a raw row
 * coerced by hand cannot slip back in. Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { exportAudit, listAudit } from '@/lib/admin/audit';
import { addClientNote, clientOverview } from '@/lib/admin/client-file';
import { listClients } from '@/lib/admin/clients';
import { existingAccount, inviteLeadAsClient } from '@/lib/admin/invite';
import { grantAgentRole, listAgents, revokeAgentRole } from '@/lib/admin/team';
import { setLegalHold } from '@/lib/documents/agent';
import { openMatter } from '@/lib/matters/agent';
import { markThreadRead, postMessage } from '@/lib/messages/post';
import type { CurrentUser } from '@/lib/auth/server';
import { createDb, type Db, leads, profiles } from '@/lib/db';
import { type TestStack } from '../support/stack';
import { claimsOf, runAs, seedSessions } from './harness';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const agent: CurrentUser = {
  id: AGENT,
  email: 'agent@example.com',
  fullName: null,
  isAdmin: true,
  claims: claimsOf(AGENT),
};
const utcDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function registerAdminReadCases(getStack: () => TestStack) {
  let db: Db;
  const as = runAs(() => db);
  const client = randomUUID();
  const tag = client.slice(0, 8);
  const name = `Reads Client ${tag}`;
  const email = `reads-${tag}@example.com`;
  const digits = String(Date.now()).slice(-8);
  const phone = `+614${digits}`;
  let agentName: string;
  let assessmentCreated: Date;

  const entries = async (action: string) =>
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.audit_log where action = ${action} and actor_id = ${AGENT}`,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    // The app's lib functions use the app's own pool (lib/db/client.ts), read from the env.
    process.env.DATABASE_URL = getStack().dbUrl;
    await db.execute(sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
      values (${client}, 'authenticated', 'authenticated', ${email},
        ${JSON.stringify({ full_name: name })}, '{}', now(), now())`);
    await db.execute(sql`update public.profiles set phone = ${phone} where id = ${client}`);
    // Live sessions for everyone (the demo people included), before any claims are used.
    await seedSessions(db);
    const [me] = await db
      .select({ name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(sql`id = ${AGENT}`);
    agentName = me?.name || me?.email || 'System';
    const [a] = (
      await db.execute<{ created_at: string }>(sql`insert into public.assessments (client_id, type)
        values (${client}, 'permanent-residency') returning created_at::text`)
    ).rows;
    assessmentCreated = new Date(a!.created_at);
    // Four entries about the client, oldest first: the assessment's (no actor: the owner wrote
    // it), an agent's, the system's, the client's own.
    await as(AGENT, (tx) =>
      tx.execute(sql`update public.profiles set country = 'India' where id = ${client}`),
    );
    await db.execute(
      sql`select private.audit('test.system', 'test', ${randomUUID()}::uuid, ${client}::uuid, '{"n":1}')`,
    );
    await as(client, (tx) => tx.execute(sql`select private.record_data_export()`));
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('the audit log', () => {
    test('newest first, with who acted as what and whom it is about', async () => {
      const { rows, page, hasNext } = await listAudit(agent, { client });
      expect({ page, hasNext }).toEqual({ page: 1, hasNext: false });
      expect(rows.map((r) => [r.action, r.actor, r.actorRole, r.client])).toEqual([
        ['data.exported', name, 'client', name],
        ['test.system', 'System', 'system', name],
        ['profile.updated_by_agent', agentName, 'agent', name],
        ['assessment.created', 'System', 'system', name],
      ]);
      for (const r of rows) {
        expect(r.at).toBeInstanceOf(Date);
        expect(typeof r.id).toBe('number');
        expect(r.clientId).toBe(client);
      }
      expect(rows[0]!.at.getTime()).toBeGreaterThanOrEqual(rows[3]!.at.getTime());
      expect(rows[1]!.details).toEqual({ n: 1 });
      expect(rows[1]!.actorId).toBeNull();
    });

    test('filters: an action, a group of actions, an actor, dates', async () => {
      const actions = async (f: Parameters<typeof listAudit>[1]) =>
        (await listAudit(agent, { client, ...f })).rows.map((r) => r.action);
      expect(await actions({ action: 'test.system' })).toEqual(['test.system']);
      expect(await actions({ action: 'profile.' })).toEqual(['profile.updated_by_agent']);
      expect(await actions({ actor: client })).toEqual(['data.exported']);
      expect(await actions({ from: utcDay(-1), to: utcDay(1) })).toHaveLength(4);
      expect(await actions({ from: utcDay(2) })).toEqual([]);
      expect(await actions({ to: utcDay(-2) })).toEqual([]);
      // Beyond the last page: nothing, and no next page.
      expect(await listAudit(agent, { client, page: 2 })).toMatchObject({
        rows: [],
        hasNext: false,
      });
    });

    test('the CSV export holds the same rows in the same order and records itself', async () => {
      const before = await entries('export.audit_log');
      const csv = await exportAudit(agent, { client });
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'at,actor,actor_role,actor_id,action,subject_type,subject_id,client_id,details',
      );
      expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).concat(l.split(',')[4]!))).toEqual([
        [name, 'client', 'data.exported'],
        ['System', 'system', 'test.system'],
        [agentName, 'agent', 'profile.updated_by_agent'],
        ['System', 'system', 'assessment.created'],
      ]);
      expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
      expect(await entries('export.audit_log')).toBe(before + 1);
    });
  });

  describe('a client’s file', () => {
    test('profile, assessments, related leads, notes and audit trail, newest first', async () => {
      await db.insert(leads).values({
        kind: 'contact',
        fullName: 'Same Person',
        email: email.toUpperCase(),
        message: 'Hello',
        idempotencyKey: `reads-${randomUUID()}`,
      } as typeof leads.$inferInsert);
      await addClientNote(agent, { clientId: client, body: 'First note' });
      await addClientNote(agent, { clientId: client, body: 'Second note' });
      const file = (await clientOverview(agent, client))!;
      expect(file.profile.fullName).toBe(name);
      expect(file.assessments).toEqual([
        {
          id: expect.any(String),
          type: 'permanent-residency',
          status: 'draft',
          at: assessmentCreated,
        },
      ]);
      expect(file.leads.map((l) => l.fullName)).toEqual(['Same Person']);
      expect(file.notes.map((n) => [n.body, n.author])).toEqual([
        ['Second note', agentName],
        ['First note', agentName],
      ]);
      expect(file.notes[0]!.at).toBeInstanceOf(Date);
      expect(file.audit.map((a) => [a.action, a.actor])).toEqual([
        ['data.exported', name],
        ['test.system', 'System'],
        ['profile.updated_by_agent', agentName],
        ['assessment.created', 'System'],
      ]);
      expect(file.audit[1]).toMatchObject({ subjectType: 'test', details: { n: 1 } });
      expect(await clientOverview(agent, 'not-a-uuid')).toBeNull();
      expect(await clientOverview(agent, randomUUID())).toBeNull();
    });
  });

  describe('the clients list', () => {
    test('by name or phone, with the newest assessment and documents waiting', async () => {
      const byName = await listClients(agent, { q: name });
      expect(byName).toMatchObject({ total: 1, page: 1, pages: 1 });
      expect(byName.rows).toEqual([
        {
          id: client,
          fullName: name,
          email,
          phone,
          country: 'India',
          createdAt: expect.any(Date),
          latestType: 'permanent-residency',
          latestStatus: 'draft',
          documentsWaiting: 0,
        },
      ]);
      expect((await listClients(agent, { q: `04${digits}` })).rows.map((r) => r.id)).toEqual([
        client,
      ]);
      // Agents are not clients.
      expect((await listClients(agent, { q: agentName })).rows.map((r) => r.id)).not.toContain(
        AGENT,
      );
    });

    test('status filters: any assessment in that status, or none at all', async () => {
      const ids = async (status: Parameters<typeof listClients>[1]['status']) =>
        (await listClients(agent, { q: name, status })).rows.map((r) => r.id);
      expect(await ids('draft')).toEqual([client]);
      expect(await ids('submitted')).toEqual([]);
      expect(await ids('none')).toEqual([]);
    });
  });

  describe('the team and invitations', () => {
    test('agents listed oldest first; a grant and a revoke, each once and audited', async () => {
      const agents = await listAgents(agent);
      expect(agents.map((a) => a.id)).toContain(AGENT);
      for (const a of agents) expect(a.since).toBeInstanceOf(Date);
      const times = agents.map((a) => a.since.getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));

      const [granted, revoked] = [await entries('role.granted'), await entries('role.revoked')];
      expect(await grantAgentRole(agent, 'nobody-here@example.com')).toMatchObject({
        ok: false,
        field: 'email',
      });
      expect(await grantAgentRole(agent, email)).toEqual({ ok: true });
      expect(await grantAgentRole(agent, email)).toEqual({
        ok: false,
        field: 'email',
        message: 'This person is already an agent.',
      });
      expect((await listAgents(agent)).find((a) => a.id === client)).toMatchObject({
        name,
        email,
      });
      expect(await revokeAgentRole(agent, client)).toEqual({ ok: true });
      expect(await revokeAgentRole(agent, client)).toEqual({
        ok: false,
        message: 'That person is not an agent any more.',
      });
      expect(await entries('role.granted')).toBe(granted + 1);
      expect(await entries('role.revoked')).toBe(revoked + 1);
    });

    test('a lead with the e-mail of an account is linked to it, not invited again', async () => {
      expect(await existingAccount(agent, email.toUpperCase())).toEqual({ id: client, name });
      expect(await existingAccount(agent, null)).toBeNull();
      const [lead] = await db
        .insert(leads)
        .values({
          kind: 'contact',
          fullName: 'Linked Person',
          email,
          message: 'Hello',
          idempotencyKey: `reads-${randomUUID()}`,
        } as typeof leads.$inferInsert)
        .returning({ id: leads.id });
      const linked = await entries('lead.linked_to_client');
      expect(await inviteLeadAsClient(agent, lead!.id)).toEqual({
        ok: true,
        kind: 'linked',
        clientId: client,
      });
      const [row] = await db
        .select({ clientId: leads.clientId, status: leads.status })
        .from(leads)
        .where(sql`id = ${lead!.id}`);
      expect(row).toEqual({ clientId: client, status: 'converted' });
      expect(await entries('lead.linked_to_client')).toBe(linked + 1);
    });
  });

  describe('an agent’s writes read as the agent', () => {
    test('opening a matter: the engagement is read with the agent’s own rights', async () => {
      const [e] = (
        await db.execute<{ id: string }>(sql`insert into public.engagements
          (client_id, agent_id, status, accepted_at, accepted_name)
          values (${client}, ${AGENT}, 'accepted', now(), ${name}) returning id`)
      ).rows;
      const input = { engagementId: e!.id, visaSubclass: '189', title: `Matter ${tag}` };
      // A password-only session (aal1) is no agent to the database: it does not even learn that
      // the engagement exists (it was read with the server's own rights before).
      const aal1 = { ...agent, claims: claimsOf(AGENT, { aal: 'aal1' }) };
      expect(await openMatter(aal1, input)).toEqual({
        ok: false,
        message: 'That engagement was not found.',
      });
      const opened = await entries('matter.opened');
      const result = await openMatter(agent, input);
      expect(result).toEqual({ ok: true, id: expect.any(String) });
      expect(await entries('matter.opened')).toBe(opened + 1);
    });

    test('a legal hold: set and lifted as the agent, each audited under them', async () => {
      const [d] = (
        await db.execute<{ id: string }>(sql`insert into public.documents (client_id, category,
            storage_path, original_name, mime_type, size_bytes, sha256)
          values (${client}, 'other', ${`${client}/${randomUUID()}.pdf`}, 'hold.pdf',
            'application/pdf', 20, ${'c'.repeat(64)}) returning id`)
      ).rows;
      const hold = async () =>
        (
          await db.execute<{ legal_hold: boolean }>(
            sql`select legal_hold from public.documents where id = ${d!.id}`,
          )
        ).rows[0]!.legal_hold;
      const [set, lifted] = [
        await entries('document.legal_hold_set'),
        await entries('document.legal_hold_lifted'),
      ];
      expect(await setLegalHold(agent, d!.id, true)).toBe('ok');
      expect(await hold()).toBe(true);
      expect(await setLegalHold(agent, d!.id, false)).toBe('ok');
      expect(await hold()).toBe(false);
      expect(await setLegalHold(agent, randomUUID(), true)).toBe('not_found');
      expect(await entries('document.legal_hold_set')).toBe(set + 1);
      expect(await entries('document.legal_hold_lifted')).toBe(lifted + 1);
    });

    test('a message and a file note in the client’s thread; the client marks the thread read', async () => {
      const me: CurrentUser = { ...agent, id: client, isAdmin: false, claims: claimsOf(client) };
      expect(await postMessage(agent, { clientId: client, body: 'Hello from the agency' })).toBe(
        'posted',
      );
      expect(
        await postMessage(agent, { clientId: client, body: 'Called them', kind: 'file_note' }),
      ).toBe('posted');
      expect(await postMessage(me, { clientId: client, body: 'Thanks!' })).toBe('posted');
      // Another client's thread is not theirs to write in.
      expect(await postMessage(me, { clientId: AGENT, body: 'Hi' })).toBe('refused');
      const unread = async () =>
        (
          await db.execute<{ body: string }>(sql`select m.body from public.messages m
            where m.client_id = ${client} and m.kind = 'message' and m.author_id is distinct from ${client}
              and not exists (select 1 from public.message_reads r
                where r.message_id = m.id and r.reader_id = ${client})`)
        ).rows.map((r) => r.body);
      // What the client may read: messages, never the agency's file notes.
      expect(await unread()).toEqual(['Hello from the agency']);
      await markThreadRead(me, client);
      await markThreadRead(me, client);
      expect(await unread()).toEqual([]);
      const reads = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.message_reads where reader_id = ${client}`,
      );
      expect(reads.rows[0]!.n).toBe(1);
    });
  });
}
