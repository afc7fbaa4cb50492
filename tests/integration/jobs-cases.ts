/**
 * The scheduled jobs against a real database and the stand-in's Storage and Auth (issue 30):
 * retention destroys the object and then the row (and keeps what is on legal hold), a crash in
 * between is finished by the next run, reminders are sent once, closing an account keeps every
 * record and stops sign-in, and deleting an Auth user no longer takes the records with it.
 * Registered by jobs-pglite.test.ts and jobs-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { closeAccountAs } from '@/lib/accounts/close';
import { createDb, db as appDb, type Db, withUser } from '@/lib/db';
import { recentReminders } from '@/lib/jobs/queue';
import { runReminders } from '@/lib/jobs/reminders';
import { runRetention } from '@/lib/jobs/retention';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, denied, personOf, runOnServerAs, seedSessions } from '../rls/harness';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const DAY = 86_400_000;
const PDF = new Blob(['%PDF-1.7\n% a scan\n'], { type: 'application/pdf' });
/** Noon UTC is the same calendar day in Sydney (UTC+10/11), which the jobs count in. */
const NOW = new Date('2026-11-26T01:00:00Z');
const dayAfter = (days: number) => new Date(NOW.getTime() + days * DAY);
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The Sydney calendar day of NOW (01:00Z is noon in Sydney). */
const TODAY = '2026-11-26';
const plusDays = (days: number) => iso(new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * DAY));

export function registerJobCases(getStack: () => TestStack) {
  let db: Db;
  const onServer = runOnServerAs(() => db);
  let stack: TestStack;
  let admin: SupabaseClient;

  beforeAll(() => {
    stack = getStack();
    db = createDb(stack.dbUrl, 4);
    admin = supabaseClient(stack, stack.secretKey);
    // lib/db's own pool (asUser) reads it on first use, after this.
    process.env.DATABASE_URL = stack.dbUrl;
  });
  afterAll(async () => {
    await db?.$client.end();
    await appDb.$client.end().catch(() => undefined);
  });

  const password = 'a-long-test-password-1';
  async function newClient() {
    const email = uniqueEmail('jobs');
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    expect(error).toBeNull();
    // Live sessions for the claims below (claimsOf), and for the demo agent: tests/rls/harness.ts.
    await seedSessions(db, [data.user!.id, AGENT]);
    return { id: data.user!.id, email };
  }

  /** A document row with a real object behind it, as the upload flow leaves them. */
  async function storedDocument(
    clientId: string,
    over: { retainUntil?: string; expiresOn?: string; category?: string; hidden?: boolean } = {},
  ) {
    const path = `${clientId}/${randomUUID()}.pdf`;
    const put = await admin.storage.from('documents').upload(path, PDF, {
      contentType: 'application/pdf',
    });
    expect(put.error).toBeNull();
    const rows = await db.execute<{ id: string }>(sql`
      insert into public.documents (client_id, category, storage_path, original_name, mime_type,
        size_bytes, sha256, status, expires_on, hidden_at, retain_until)
      values (${clientId}, ${over.category ?? 'qualification'}, ${path}, 'scan.pdf', 'application/pdf',
        20, ${'c'.repeat(64)}, 'accepted', ${over.expiresOn ?? null},
        ${over.hidden === false ? null : sql`now()`}, ${over.retainUntil ?? null})
      returning id`);
    return { id: rows.rows[0]!.id, path };
  }

  const objectExists = async (path: string) => {
    const [folder, name] = path.split('/');
    const listed = await admin.storage.from('documents').list(folder, { search: name });
    expect(listed.error).toBeNull();
    return (listed.data ?? []).some((o) => o.name === name);
  };
  const rowExists = async (id: string) =>
    (await db.execute(sql`select 1 from public.documents where id = ${id}`)).rows.length === 1;
  const retention = (over: Partial<Parameters<typeof runRetention>[0]> = {}) =>
    runRetention({ db, admin, clock: () => NOW, ...over });

  describe('retention', () => {
    test('a document past retain_until is gone from storage and table; one on legal hold stays', async () => {
      const client = await newClient();
      const due = await storedDocument(client.id, { retainUntil: plusDays(-1) });
      const held = await storedDocument(client.id, { retainUntil: plusDays(-1) });
      const notYet = await storedDocument(client.id, { retainUntil: plusDays(1) });
      const hold = await onServer(AGENT, (tx) =>
        tx.execute<{ outcome: string }>(
          sql`select private.set_legal_hold(${held.id}::uuid, true) as outcome`,
        ),
      );
      expect(hold.rows[0]!.outcome).toBe('ok');

      const summary = await retention();
      expect(summary.documents).toBeGreaterThanOrEqual(1);

      expect(await rowExists(due.id)).toBe(false);
      expect(await objectExists(due.path)).toBe(false);
      expect(await rowExists(held.id)).toBe(true);
      expect(await objectExists(held.path)).toBe(true);
      expect(await rowExists(notYet.id)).toBe(true);
      expect(await objectExists(notYet.path)).toBe(true);

      // The audit entry keeps ids, category and dates: no name, path or hash.
      const audit = await db.execute<{ action: string; client_id: string; details: object }>(sql`
        select action, client_id, details from public.audit_log
         where subject_id = ${due.id} and action = 'document.destroyed'`);
      expect(audit.rows).toHaveLength(1);
      expect(audit.rows[0]!.client_id).toBe(client.id);
      expect(Object.keys(audit.rows[0]!.details).sort()).toEqual(
        ['category', 'created_at', 'destroyed_on', 'hidden_at', 'matter_id', 'retain_until'].sort(),
      );
      const held2 = await db.execute(sql`
        select 1 from public.audit_log where subject_id = ${held.id} and action = 'document.legal_hold_set' and actor_id = ${AGENT}`);
      expect(held2.rows).toHaveLength(1);
    });

    test('lifting the hold lets the next run destroy it', async () => {
      const client = await newClient();
      const doc = await storedDocument(client.id, { retainUntil: plusDays(-3) });
      await onServer(AGENT, (tx) =>
        tx.execute(sql`select private.set_legal_hold(${doc.id}::uuid, true)`),
      );
      await retention();
      expect(await rowExists(doc.id)).toBe(true);
      await onServer(AGENT, (tx) =>
        tx.execute(sql`select private.set_legal_hold(${doc.id}::uuid, false)`),
      );
      await retention();
      expect(await rowExists(doc.id)).toBe(false);
      expect(await objectExists(doc.path)).toBe(false);
    });

    test('only an agent sets a legal hold', async () => {
      const client = await newClient();
      const doc = await storedDocument(client.id, { retainUntil: plusDays(100) });
      await denied(
        onServer(client.id, (tx) =>
          tx.execute(sql`select private.set_legal_hold(${doc.id}::uuid, true)`),
        ),
      );
    });

    test('a crash between the storage delete and the row delete is finished by the next run', async () => {
      const client = await newClient();
      const doc = await storedDocument(client.id, { retainUntil: plusDays(-2) });
      await expect(
        retention({
          afterStorageDelete: () => {
            throw new Error('crash after the storage delete');
          },
        }),
      ).rejects.toThrow('crash after the storage delete');
      expect(await objectExists(doc.path)).toBe(false);
      expect(await rowExists(doc.id)).toBe(true);
      // Its object may be gone: no hold can be promised on it any more.
      const hold = await onServer(AGENT, (tx) =>
        tx.execute<{ outcome: string }>(
          sql`select private.set_legal_hold(${doc.id}::uuid, true) as outcome`,
        ),
      );
      expect(hold.rows[0]!.outcome).toBe('being_destroyed');

      await retention();
      expect(await rowExists(doc.id)).toBe(false);
    });

    test('batches: 5 due documents with a batch of 2 are all destroyed in one run', async () => {
      const client = await newClient();
      const docs = [];
      for (let i = 0; i < 5; i++)
        docs.push(await storedDocument(client.id, { retainUntil: plusDays(-1) }));
      const summary = await retention({ batchSize: 2 });
      expect(summary.documents).toBeGreaterThanOrEqual(5);
      for (const d of docs) expect(await rowExists(d.id)).toBe(false);
    });

    test('hiding a document keeps it 7 years; closing an assessment with no matter too', async () => {
      const client = await newClient();
      const doc = await storedDocument(client.id, { hidden: false });
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('request.jwt.claims', ${JSON.stringify({ sub: client.id, role: 'authenticated' })}, true)`,
        );
        await tx.execute(sql`update public.documents set hidden_at = now() where id = ${doc.id}`);
      });
      const row = await db.execute<{ years: number }>(sql`
        select extract(year from age(retain_until, current_date))::int as years
          from public.documents where id = ${doc.id}`);
      expect(row.rows[0]!.years).toBe(7);

      const assessment = await db.execute<{ id: string }>(sql`
        insert into public.assessments (client_id, type) values (${client.id}, 'business-visa') returning id`);
      const id = assessment.rows[0]!.id;
      await db.execute(sql`update public.assessments set status = 'closed' where id = ${id}`);
      const closed = await db.execute<{ years: number }>(sql`
        select extract(year from age(retain_until, current_date))::int as years
          from public.assessments where id = ${id}`);
      expect(closed.rows[0]!.years).toBe(7);

      // Seven years and a day later, the retention job destroys it (its history with it).
      await runRetention({ db, admin, clock: () => new Date(Date.now() + (7 * 366 + 1) * DAY) });
      const gone = await db.execute(sql`select 1 from public.assessments where id = ${id}`);
      expect(gone.rows).toHaveLength(0);
      expect(await rowExists(doc.id)).toBe(false);
    });

    test('a closed matter keeps its files 7 years, then the matter and its files are destroyed', async () => {
      const client = await newClient();
      const engagement = await db.execute<{ id: string }>(sql`
        insert into public.engagements (client_id, agent_id, status) values (${client.id}, ${AGENT}, 'accepted') returning id`);
      const matter = await db.execute<{ id: string }>(sql`
        insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
        values (${client.id}, ${engagement.rows[0]!.id}, '190', 'Skilled Nominated', ${AGENT}) returning id`);
      const matterId = matter.rows[0]!.id;
      const doc = await storedDocument(client.id, { hidden: false });
      await db.execute(
        sql`update public.documents set matter_id = ${matterId} where id = ${doc.id}`,
      );
      await db.execute(
        sql`insert into public.deadlines (matter_id, kind, due_on) values (${matterId}, 'other', ${TODAY})`,
      );
      await db.execute(sql`update public.matters set stage = 'closed' where id = ${matterId}`);
      const kept = await db.execute<{ m: string; d: string }>(sql`
        select m.retain_until::text as m, d.retain_until::text as d
          from public.matters m join public.documents d on d.matter_id = m.id where m.id = ${matterId}`);
      expect(kept.rows[0]!.m).toBe(kept.rows[0]!.d);
      expect(Number(kept.rows[0]!.m.slice(0, 4)) - new Date().getUTCFullYear()).toBe(7);

      await retention();
      expect(await rowExists(doc.id)).toBe(true);
      await runRetention({ db, admin, clock: () => new Date(Date.now() + (7 * 366 + 1) * DAY) });
      expect(await rowExists(doc.id)).toBe(false);
      expect(await objectExists(doc.path)).toBe(false);
      const left = await db.execute(sql`select 1 from public.matters where id = ${matterId}`);
      expect(left.rows).toHaveLength(0);
      const audit = await db.execute(sql`
        select 1 from public.audit_log where action = 'matter.destroyed' and subject_id = ${matterId}`);
      expect(audit.rows).toHaveLength(1);
    });

    test('a closed matter with money records is kept; the rest of the batch is still destroyed', async () => {
      const client = await newClient();
      const engagement = await db.execute<{ id: string }>(sql`
        insert into public.engagements (client_id, agent_id, status) values (${client.id}, ${AGENT}, 'accepted') returning id`);
      const newMatter = async () =>
        (
          await db.execute<{ id: string }>(sql`
            insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
            values (${client.id}, ${engagement.rows[0]!.id}, '190', 'Skilled Nominated', ${AGENT})
            returning id`)
        ).rows[0]!.id;
      const withMoney = await newMatter();
      const without = await newMatter();
      // Paid in and refunded: nothing held, so the matter may close, but the entries stay.
      await db.execute(sql`
        insert into public.ledger_entries (client_id, matter_id, kind, amount, transaction_date, method)
        values (${client.id}, ${withMoney}, 'receipt', 50000, ${TODAY}, 'bank_transfer'),
               (${client.id}, ${withMoney}, 'refund', -50000, ${TODAY}, 'bank_transfer')`);
      await db.execute(
        sql`update public.matters set stage = 'closed' where id in (${withMoney}, ${without})`,
      );

      const later = await runRetention({
        db,
        admin,
        clock: () => new Date(Date.now() + (7 * 366 + 1) * DAY),
      });
      expect(later.matters).toBeGreaterThanOrEqual(1);
      const left = await db.execute<{ id: string }>(sql`
        select id from public.matters where id in (${withMoney}, ${without})`);
      expect(left.rows.map((r) => r.id)).toEqual([withMoney]);
    });
  });

  describe('reminders', () => {
    const outboxFor = async (clientId: string, template: string) =>
      (
        await db.execute<{ to_address: string; payload: Record<string, unknown> }>(sql`
          select to_address, payload from public.email_outbox
           where client_id = ${clientId} and template = ${template} order by created_at`)
      ).rows;

    test('90, 30, 7 days and on the day, once each; a second run sends nothing', async () => {
      const client = await newClient();
      for (const days of [90, 30, 7, 0, 50, 120])
        await storedDocument(client.id, {
          category: 'passport',
          expiresOn: plusDays(days),
          hidden: false,
        });
      await storedDocument(client.id, { category: 'passport', expiresOn: plusDays(7) }); // hidden

      await runReminders({ db, clock: () => NOW });
      const sent = await outboxFor(client.id, 'document-expiring');
      // 90, 30, 7, 0, and 50 days out falls under the 90-day reminder; 120 and the hidden one nothing.
      expect(sent.map((m) => m.payload.days).sort()).toEqual([0, 30, 7, 90, 90].sort());
      expect(sent.every((m) => m.to_address === client.email)).toBe(true);
      // Category and date only.
      for (const m of sent)
        expect(Object.keys(m.payload).sort()).toEqual(['category', 'date', 'days']);

      const again = await runReminders({ db, clock: () => NOW });
      expect(again.documentExpiry).toBe(0);
      const nextDay = await runReminders({ db, clock: () => dayAfter(1) });
      expect(nextDay.documentExpiry).toBe(0);
      expect(await outboxFor(client.id, 'document-expiring')).toHaveLength(5);

      // 23 days later the 30-day one reaches its 7-day mark (and the 50-day one its 30-day mark).
      await runReminders({ db, clock: () => dayAfter(23) });
      expect(await outboxFor(client.id, 'document-expiring')).toHaveLength(7);

      // A line in the agent's queue for each; the client reads none of the keys.
      const agent = {
        id: AGENT,
        email: 'admin@example.com',
        fullName: null,
        isAdmin: true,
        claims: claimsOf(AGENT, { aal: 'aal2' }),
      };
      const lines = (await recentReminders(agent, 100)).filter((l) => l.clientId === client.id);
      expect(lines.map((l) => l.days).sort()).toEqual([0, 30, 30, 7, 7, 90, 90].sort());
      const own = await withUser(
        claimsOf(client.id),
        (tx) => tx.execute(sql`select * from public.reminders_sent`),
        db,
      );
      expect(own.rows).toHaveLength(0);
    });

    test('two runs at once send each reminder once', async () => {
      const client = await newClient();
      await storedDocument(client.id, {
        category: 'english-test',
        expiresOn: plusDays(30),
        hidden: false,
      });
      await Promise.all([
        runReminders({ db, clock: () => NOW }),
        runReminders({ db, clock: () => NOW }),
      ]);
      expect(await outboxFor(client.id, 'document-expiring')).toHaveLength(1);
    });

    test('matter deadlines: the client at the marks, the assigned agent daily once overdue', async () => {
      const client = await newClient();
      const engagement = await db.execute<{ id: string }>(sql`
        insert into public.engagements (client_id, agent_id, status) values (${client.id}, ${AGENT}, 'accepted') returning id`);
      const matter = await db.execute<{ id: string }>(sql`
        insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
        values (${client.id}, ${engagement.rows[0]!.id}, '189', 'Skilled Independent', ${AGENT}) returning id`);
      const matterId = matter.rows[0]!.id;
      await db.execute(sql`
        insert into public.deadlines (matter_id, kind, due_on, visible_to_client) values
          (${matterId}, 'health_examination', ${plusDays(7)}, true),
          (${matterId}, 'natural_justice', ${plusDays(30)}, false),
          (${matterId}, 'info_request', ${plusDays(-2)}, true)`);

      await runReminders({ db, clock: () => NOW });
      await runReminders({ db, clock: () => NOW });
      const toClient = await outboxFor(client.id, 'deadline-reminder');
      expect(toClient.map((m) => m.payload.kind)).toEqual(['health_examination']);
      const overdueFor = async () =>
        (
          await db.execute<{ to_address: string; client_id: string | null }>(sql`
            select to_address, client_id from public.email_outbox
             where template = 'deadline-overdue' and payload ->> 'matter_id' = ${matterId}`)
        ).rows;
      const overdue = await overdueFor();
      expect(overdue).toEqual([{ to_address: 'admin@example.com', client_id: null }]);

      await runReminders({ db, clock: () => dayAfter(1) });
      expect(await overdueFor()).toHaveLength(2);
    });
  });

  describe('closing an account', () => {
    const counts = async (clientId: string) =>
      (
        await db.execute<Record<string, number>>(sql`
          select
            (select count(*) from public.documents where client_id = ${clientId})::int as documents,
            (select count(*) from public.assessments where client_id = ${clientId})::int as assessments,
            (select count(*) from public.assessment_events e join public.assessments a on a.id = e.assessment_id
              where a.client_id = ${clientId})::int as events,
            (select count(*) from public.document_requests where client_id = ${clientId})::int as requests,
            (select count(*) from public.client_notes where client_id = ${clientId})::int as notes,
            (select count(*) from public.profiles where id = ${clientId})::int as profiles`)
      ).rows[0]!;

    async function clientWithRecords() {
      const client = await newClient();
      const doc = await storedDocument(client.id, { hidden: false });
      await db.execute(
        sql`insert into public.assessments (client_id, type) values (${client.id}, 'student-visa')`,
      );
      await db.execute(sql`
        insert into public.document_requests (client_id, category, requested_by) values (${client.id}, 'passport', ${AGENT})`);
      await db.execute(sql`
        insert into public.client_notes (client_id, author_id, body) values (${client.id}, ${AGENT}, 'Called about the passport.')`);
      return { ...client, doc };
    }
    const everyOne = {
      documents: 1,
      assessments: 1,
      events: 1,
      requests: 1,
      notes: 1,
      profiles: 1,
    };

    test('closing keeps every record and blocks sign-in', async () => {
      const client = await clientWithRecords();
      const person = supabaseClient(stack);
      const before = await person.auth.signInWithPassword({ email: client.email, password });
      expect(before.error).toBeNull();

      expect(
        await closeAccountAs(personOf(AGENT, { isAdmin: true }), client.id, { db, admin }),
      ).toEqual({ closed: true });

      expect(await counts(client.id)).toEqual(everyOne);
      expect(await objectExists(client.doc.path)).toBe(true);
      const profile = await db.execute<{ closed: boolean; email: string }>(sql`
        select closed_at is not null as closed, email from public.profiles where id = ${client.id}`);
      expect(profile.rows[0]).toEqual({ closed: true, email: client.email });

      const after = await supabaseClient(stack).auth.signInWithPassword({
        email: client.email,
        password,
      });
      expect(after.error?.code).toBe('user_banned');
      // The session from before cannot be refreshed either.
      const refreshed = await person.auth.refreshSession(before.data.session!);
      expect(refreshed.error).not.toBeNull();

      const audit = await db.execute(sql`
        select 1 from public.audit_log where action = 'account.closed' and client_id = ${client.id} and actor_id = ${AGENT}`);
      expect(audit.rows).toHaveLength(1);
      // Closing again (an agent: the client's own tokens are refused now) changes nothing and
      // still leaves the ban in place.
      expect(
        await closeAccountAs(personOf(AGENT, { isAdmin: true }), client.id, { db, admin }),
      ).toEqual({ closed: false });
    });

    test('a client cannot close someone else’s account', async () => {
      const a = await newClient();
      const b = await newClient();
      await expect(closeAccountAs(personOf(a.id), b.id, { db, admin })).rejects.toThrow();
      const p = await db.execute<{ closed: boolean }>(
        sql`select closed_at is not null as closed from public.profiles where id = ${b.id}`,
      );
      expect(p.rows[0]!.closed).toBe(false);
    });

    test('deleting the Auth user no longer removes the records', async () => {
      const client = await clientWithRecords();
      const { error } = await admin.auth.admin.deleteUser(client.id);
      expect(error).not.toBeNull();
      expect(await counts(client.id)).toEqual(everyOne);
      await expect(
        db.execute(sql`delete from auth.users where id = ${client.id}`),
      ).rejects.toThrow();
      expect(await counts(client.id)).toEqual(everyOne);
    });

    test('a closed account with nothing left to keep is erased by retention', async () => {
      const client = await newClient();
      await closeAccountAs(personOf(client.id), client.id, { db, admin });
      const summary = await retention();
      expect(summary.accountsErased).toBeGreaterThanOrEqual(1);
      const left = await db.execute(sql`select 1 from public.profiles where id = ${client.id}`);
      expect(left.rows).toHaveLength(0);
    });
  });
}
