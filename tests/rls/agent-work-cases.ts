/**
 * The agent's work (20261126000700_agent_work.sql, 20261126000710_profiles_phone_digits.sql), as
 * SQL as each person, which is what the Data API runs for a token: the audit log records what the
 * actor was (agent/client/system) and nobody can choose it; document requests: due dates today or
 * later, edit and cancel by agents only (audited), a cancelled request is never fulfilled; an
 * agent's correction of a client's profile queues a content-free e-mail to the client; the phone
 * digits column is the database's. Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx } from '@/lib/db';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { denied, runAs, seedSessions } from './harness';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const CLIENT = 'a0000000-0000-4000-8000-000000000002';

const utcToday = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export function registerAgentWorkCases(getStack: () => TestStack) {
  let db: Db;
  let otherId: string;
  const as = runAs(() => db);
  const rows = async <T extends Record<string, unknown>>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;

  async function newRequest(category = 'passport', dueOn: string | null = inDays(7)) {
    const [r] = await as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.document_requests (client_id, category, due_on, requested_by)
          values (${CLIENT}, ${category}, ${dueOn}, ${AGENT}) returning id`,
      ),
    );
    return r!.id;
  }
  const request = async (id: string) =>
    (
      await rows<{
        note: string | null;
        due_on: string | null;
        cancelled_at: Date | null;
        cancelled_by: string | null;
        fulfilled_by: string | null;
      }>(
        db,
        sql`select note, due_on::text, cancelled_at, cancelled_by, fulfilled_by
          from public.document_requests where id = ${id}`,
      )
    )[0]!;
  const audit = (action: string, subject: string) =>
    rows<{ actor_id: string | null; actor_role: string; details: Record<string, unknown> }>(
      db,
      sql`select actor_id, actor_role, details from public.audit_log
        where action = ${action} and subject_id = ${subject} order by id`,
    );

  beforeAll(async () => {
    const stack = getStack();
    db = createDb(stack.dbUrl, 4);
    const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email: uniqueEmail('other'),
      password: 'password-123',
      email_confirm: true,
    });
    otherId = data.user!.id;
  }, 60_000);
  // Live sessions for everyone seeded above (the demo people included): harness.ts.
  beforeAll(() => seedSessions(db));
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('audit log: the actor’s role', () => {
    test('recorded by the database: agent, client, system', async () => {
      const [lead] = await rows<{ id: string }>(
        db,
        sql`insert into public.leads (kind, full_name, email, message, idempotency_key)
          values ('contact', 'Role Test', ${uniqueEmail('lead')}, 'Hello', ${randomUUID()})
          returning id`,
      );
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.leads set status = 'contacted' where id = ${lead!.id}`),
      );
      expect((await audit('lead.status_changed', lead!.id)).map((r) => r.actor_role)).toEqual([
        'agent',
      ]);

      await as(CLIENT, (tx) => tx.execute(sql`select private.record_data_export()`));
      const [mine] = await rows<{ actor_role: string }>(
        db,
        sql`select actor_role from public.audit_log where action = 'data.exported'
          and actor_id = ${CLIENT} order by id desc limit 1`,
      );
      expect(mine?.actor_role).toBe('client');

      const subject = randomUUID();
      await db.execute(sql`select private.audit('test.system', 'test', ${subject}, null, '{}')`);
      expect((await audit('test.system', subject))[0]?.actor_role).toBe('system');
    });

    test('nobody chooses it: a row saying "agent" for a client is recorded as "client"', async () => {
      const subject = randomUUID();
      await db.execute(sql`insert into public.audit_log (actor_id, actor_role, action, subject_type, subject_id)
        values (${CLIENT}, 'agent', 'test.forged', 'test', ${subject})`);
      expect((await audit('test.forged', subject))[0]?.actor_role).toBe('client');
      // And a client has no way to write the log at all.
      await denied(
        as(CLIENT, (tx) =>
          tx.execute(sql`insert into public.audit_log (actor_id, actor_role, action, subject_type)
            values (${AGENT}, 'agent', 'test.client', 'test')`),
        ),
        ['42501'],
      );
    });
  });

  describe('document requests', () => {
    test('a due date in the past is refused on insert and on change; today is fine', async () => {
      await denied(newRequest('passport', '2020-01-01'), ['23514']);
      const id = await newRequest('passport', utcToday());
      await denied(
        as(AGENT, (tx) =>
          tx.execute(
            sql`update public.document_requests set due_on = '2020-01-01' where id = ${id}`,
          ),
        ),
        ['23514'],
      );
      // A request made before the rule, already overdue, can still have its note changed.
      await db.execute(
        sql`alter table public.document_requests disable trigger document_requests_before_write`,
      );
      await db.execute(
        sql`update public.document_requests set due_on = '2020-01-01' where id = ${id}`,
      );
      await db.execute(
        sql`alter table public.document_requests enable trigger document_requests_before_write`,
      );
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.document_requests set note = 'Still needed' where id = ${id}`),
      );
      expect((await request(id)).note).toBe('Still needed');
    });

    test('a client cannot edit, cancel or delete a request, their own included', async () => {
      const id = await newRequest();
      for (const who of [CLIENT, otherId]) {
        const changed = await as(who, (tx) =>
          rows(
            tx,
            sql`update public.document_requests set note = 'mine now', due_on = ${inDays(90)},
              cancelled_at = now(), cancelled_by = ${who} where id = ${id} returning id`,
          ),
        );
        expect(changed).toEqual([]);
        const deleted = await as(who, (tx) =>
          rows(tx, sql`delete from public.document_requests where id = ${id} returning id`),
        );
        expect(deleted).toEqual([]);
      }
      expect(await request(id)).toMatchObject({ note: null, cancelled_at: null });
    });

    test('an agent edits and cancels: audited without the note’s text, the client reads it', async () => {
      const id = await newRequest('english-test');
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.document_requests set note = 'private words', due_on = ${inDays(14)}
          where id = ${id}`),
      );
      const [changed] = await audit('document.request_changed', id);
      expect(changed).toMatchObject({ actor_id: AGENT, actor_role: 'agent' });
      expect(changed!.details).toMatchObject({ fields: ['note', 'due_on'], due_on: inDays(14) });
      expect(JSON.stringify(changed!.details)).not.toContain('private words');

      // The canceller is whoever is signed in, whatever the row says.
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.document_requests set cancelled_at = now(), cancelled_by = ${CLIENT}
          where id = ${id}`),
      );
      const r = await request(id);
      expect(r.cancelled_by).toBe(AGENT);
      expect(r.cancelled_at).not.toBeNull();
      expect(await audit('document.request_cancelled', id)).toHaveLength(1);
      const seen = await as(CLIENT, (tx) =>
        rows(tx, sql`select action from public.audit_log where subject_id = ${id} order by id`),
      );
      expect(seen.map((x) => x.action)).toEqual([
        'document.requested',
        'document.request_changed',
        'document.request_cancelled',
      ]);

      // Cancelled is final.
      await denied(
        as(AGENT, (tx) =>
          tx.execute(sql`update public.document_requests set note = 'again' where id = ${id}`),
        ),
        ['23514'],
      );
    });

    test('an upload answers the open request, never a cancelled one; an answered one cannot be cancelled', async () => {
      const cancelled = await newRequest('police-certificate');
      const open = await newRequest('police-certificate');
      await as(AGENT, (tx) =>
        tx.execute(
          sql`update public.document_requests set cancelled_at = now() where id = ${cancelled}`,
        ),
      );
      // The row the upload path stores (as the owner: how it is inserted is the documents issue's).
      const [doc] = await rows<{ id: string }>(
        db,
        sql`insert into public.documents (client_id, category, storage_path, original_name, mime_type,
            size_bytes, sha256)
          values (${CLIENT}, 'police-certificate', ${`${CLIENT}/${randomUUID()}.pdf`}, 'pcc.pdf',
            'application/pdf', 20, ${'a'.repeat(64)}) returning id`,
      );
      expect((await request(cancelled)).fulfilled_by).toBeNull();
      expect((await request(open)).fulfilled_by).toBe(doc!.id);
      await denied(
        as(AGENT, (tx) =>
          tx.execute(
            sql`update public.document_requests set cancelled_at = now() where id = ${open}`,
          ),
        ),
        ['23514'],
      );
    });
  });

  describe('profiles', () => {
    const outboxCount = async () =>
      Number(
        (
          await rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from public.email_outbox where template = 'profile-changed-by-agent'`,
          )
        )[0]!.n,
      );

    test('an agent’s correction is audited (fields only) and tells the client, with no details', async () => {
      const before = await outboxCount();
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.profiles set full_name = 'Corrected Name', country = 'Pakistan'
          where id = ${CLIENT}`),
      );
      const mail = await rows<{ to_address: string; payload: Record<string, unknown> }>(
        db,
        sql`select to_address, payload from public.email_outbox
          where template = 'profile-changed-by-agent' order by created_at desc limit 1`,
      );
      expect(await outboxCount()).toBe(before + 1);
      expect(mail[0]).toEqual({ to_address: 'user@example.com', payload: {} });
      const [entry] = await rows<{ actor_role: string; details: { fields: string[] } }>(
        db,
        sql`select actor_role, details from public.audit_log where action = 'profile.updated_by_agent'
          and subject_id = ${CLIENT} order by id desc limit 1`,
      );
      expect(entry?.actor_role).toBe('agent');
      expect(entry?.details.fields).toEqual(expect.arrayContaining(['country', 'full_name']));
      expect(JSON.stringify(entry?.details)).not.toContain('Corrected');
    });

    test('a client’s own change sends nothing; another client changes nothing', async () => {
      const before = await outboxCount();
      await as(CLIENT, (tx) =>
        tx.execute(sql`update public.profiles set country = 'India' where id = ${CLIENT}`),
      );
      const touched = await as(otherId, (tx) =>
        rows(
          tx,
          sql`update public.profiles set full_name = 'Hijack' where id = ${CLIENT} returning id`,
        ),
      );
      expect(touched).toEqual([]);
      expect(await outboxCount()).toBe(before);
    });

    test('phone digits are the database’s: computed from the phone, nobody writes them', async () => {
      await as(CLIENT, (tx) =>
        tx.execute(sql`update public.profiles set phone = '+61412345678' where id = ${CLIENT}`),
      );
      const [p] = await rows<{ phone_digits_rev: string }>(
        db,
        sql`select phone_digits_rev from public.profiles where id = ${CLIENT}`,
      );
      expect(p?.phone_digits_rev).toBe('87654321416');
      for (const who of [CLIENT, AGENT])
        await denied(
          as(who, (tx) =>
            tx.execute(sql`update public.profiles set phone_digits_rev = '1' where id = ${CLIENT}`),
          ),
          ['42501', '428C9'],
        );
      // The search's shape (lib/admin/clients.ts): a range over the reversed digits.
      const found = await as(AGENT, (tx) =>
        rows<{ id: string }>(
          tx,
          sql`select id from public.profiles where phone_digits_rev <> ''
            and phone_digits_rev ~>=~ '876543214' and phone_digits_rev ~<~ '876543215'`,
        ),
      );
      expect(found.map((r) => r.id)).toContain(CLIENT);
    });
  });
}
