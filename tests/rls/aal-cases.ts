/**
 * Two-step sign-in in the database (issue 29, 20261126130000_agents_need_aal2.sql): an agent
 * whose token says `aal1` (a password alone) reads no client row and no storage object, writes
 * nothing agents write and cannot use any agent function; the same agent at `aal2` does exactly
 * what they did before. A client's own rights do not depend on the assurance level.
 * Registered by aal-pglite.test.ts and aal-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx, inTransaction, withUser } from '@/lib/db';
import { seedForgedAssessment } from '../support/forged-assessment';
import { claimsOf, codeOf, denied, seedPeople } from './harness';

const AGENT = randomUUID();
const CLIENT = randomUUID();
const COLLEAGUE = randomUUID();

export function registerAalCases(getUrl: () => string) {
  let db: Db;
  let documentId: string;
  let assessmentId: string;
  let leadId: string;
  const path = `${CLIENT}/${randomUUID()}.pdf`;

  const at =
    (aal: 'aal1' | 'aal2') =>
    <T>(sub: string, fn: (tx: Tx) => Promise<T>) =>
      withUser(claimsOf(sub, { aal }), fn, db);
  const aal1 = at('aal1');
  const aal2 = at('aal2');
  const rows = async (p: Promise<{ rows: unknown[] }>) => (await p).rows.length;
  const auditCount = async (action: string) =>
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.audit_log where action = ${action} and actor_id = ${AGENT}`,
      )
    ).rows[0].n;

  beforeAll(async () => {
    db = createDb(getUrl(), 4);
    await seedPeople(
      db,
      [
        [AGENT, `agent-${AGENT}@example.com`],
        [CLIENT, `client-${CLIENT}@example.com`],
        [COLLEAGUE, `colleague-${COLLEAGUE}@example.com`],
      ],
      [AGENT, COLLEAGUE],
    );
    // The client's rows, written as the database owner (the server's role), so the test does not
    // depend on the paths that create them.
    await db.execute(
      sql`insert into storage.objects (bucket_id, name, owner_id) values ('documents', ${path}, ${CLIENT})`,
    );
    const doc = await inTransaction(db, async (tx) => {
      await tx.execute(
        sql`select set_config('request.jwt.claims', ${JSON.stringify(claimsOf(CLIENT))}, true)`,
      );
      return tx.execute<{ id: string }>(sql`insert into public.documents
          (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256)
          values (${CLIENT}, 'passport', ${path}, 'passport.pdf', 'application/pdf', 20, ${'a'.repeat(64)})
          returning id`);
    });
    documentId = doc.rows[0].id;
    await db.execute(sql`insert into public.document_requests (client_id, category, requested_by)
      values (${CLIENT}, 'passport', ${AGENT})`);
    await db.execute(sql`insert into public.client_notes (client_id, author_id, body)
      values (${CLIENT}, ${AGENT}, 'Called about the 190 visa')`);
    const lead = await db.execute<{ id: string }>(sql`insert into public.leads
        (kind, full_name, email, message, idempotency_key, client_id)
        values ('contact', 'Client Lead', ${`client-${CLIENT}@example.com`}, 'Hello', ${`aal-${CLIENT}`}, ${CLIENT})
        returning id`);
    leadId = lead.rows[0].id;
    assessmentId = await seedForgedAssessment(db.$client, CLIENT);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('is_admin() is true only for an agent at aal2', async () => {
    const ask = (run: typeof aal1, sub: string) =>
      run(
        sub,
        async (tx) =>
          (await tx.execute<{ a: boolean }>(sql`select public.is_admin() as a`)).rows[0].a,
      );
    expect(await ask(aal2, AGENT)).toBe(true);
    expect(await ask(aal1, AGENT)).toBe(false);
    expect(await ask(aal2, CLIENT)).toBe(false);
    // No aal at all (a token from before the claim existed, or forged without it): not an agent.
    const { aal: _none, ...noAal } = claimsOf(AGENT);
    const bare = await withUser(
      noAal,
      async (tx) =>
        (await tx.execute<{ a: boolean }>(sql`select public.is_admin() as a`)).rows[0].a,
      db,
    );
    expect(bare).toBe(false);
  });

  test('every public table with a client_id: the aal1 agent reads none of the client’s rows', async () => {
    const tables = (
      await db.execute<{ t: string }>(sql`select table_name as t from information_schema.columns
        where table_schema = 'public' and column_name = 'client_id' order by table_name`)
    ).rows.map((r) => r.t);
    expect(tables).toEqual(
      expect.arrayContaining(['documents', 'document_requests', 'client_notes', 'assessments']),
    );
    const seen: Record<string, number> = {};
    for (const t of [...tables, 'profiles']) {
      const column = t === 'profiles' ? 'id' : 'client_id';
      const q = sql`select 1 from ${sql.identifier('public')}.${sql.identifier(t)}
        where ${sql.identifier(column)} = ${CLIENT}`;
      // A table without a grant (part 2 tables before their owner adds policies) refuses: also none.
      const code = await codeOf(aal1(AGENT, (tx) => tx.execute(q)));
      seen[t] = code ? 0 : await rows(aal1(AGENT, (tx) => tx.execute(q)));
    }
    expect(Object.values(seen).every((n) => n === 0)).toBe(true);
    expect(seen).toHaveProperty('documents', 0);
  });

  test('the same agent at aal2 reads them as before', async () => {
    const count = (q: ReturnType<typeof sql>) => rows(aal2(AGENT, (tx) => tx.execute(q)));
    expect(await count(sql`select 1 from public.profiles where id = ${CLIENT}`)).toBe(1);
    expect(await count(sql`select 1 from public.documents where id = ${documentId}`)).toBe(1);
    expect(
      await count(sql`select 1 from public.document_requests where client_id = ${CLIENT}`),
    ).toBe(1);
    expect(await count(sql`select 1 from public.client_notes where client_id = ${CLIENT}`)).toBe(1);
    expect(await count(sql`select 1 from public.assessments where id = ${assessmentId}`)).toBe(1);
    expect(await count(sql`select 1 from public.leads where id = ${leadId}`)).toBe(1);
    expect(await count(sql`select 1 from public.user_roles where user_id = ${AGENT}`)).toBe(1);
  });

  test('leads, notes and the audit log: nothing at aal1', async () => {
    expect(
      await rows(
        aal1(AGENT, (tx) => tx.execute(sql`select 1 from public.leads where id = ${leadId}`)),
      ),
    ).toBe(0);
    expect(await rows(aal1(AGENT, (tx) => tx.execute(sql`select 1 from public.lead_notes`)))).toBe(
      0,
    );
    expect(
      await rows(
        aal1(AGENT, (tx) =>
          tx.execute(sql`select 1 from public.audit_log where client_id = ${CLIENT}`),
        ),
      ),
    ).toBe(0);
    // Only their own role row, as any signed-in person: the app's "is this an agent?" question.
    const roles = await aal1(AGENT, (tx) =>
      tx.execute<{ user_id: string }>(sql`select user_id from public.user_roles`),
    );
    expect(roles.rows.map((r) => r.user_id)).toEqual([AGENT]);
  });

  test('no storage object at aal1, even right after an audited request made at aal2', async () => {
    const objects = (run: typeof aal1) =>
      rows(
        run(AGENT, (tx) =>
          tx.execute(
            sql`select 1 from storage.objects where bucket_id = 'documents' and name = ${path}`,
          ),
        ),
      );
    expect(await objects(aal1)).toBe(0);
    const signed = await aal2(AGENT, (tx) =>
      tx.execute<{ p: string }>(sql`select private.document_path_for_signing(${documentId}) as p`),
    );
    expect(signed.rows[0].p).toBe(path);
    // Not at aal2 either: the server signs an agent's URL (20261128120000).
    expect(await objects(aal2)).toBe(0);
    expect(await objects(aal1)).toBe(0);
  });

  test('every agent function refuses an aal1 agent and records nothing', async () => {
    const before = {
      signed: await auditCount('document.signed_url'),
      read: await auditCount('assessment.read'),
      leads: await auditCount('export.leads'),
      audit: await auditCount('export.audit_log'),
    };
    await denied(aal1(AGENT, (tx) => tx.execute(sql`select * from private.export_leads('{}')`)));
    await denied(
      aal1(AGENT, (tx) => tx.execute(sql`select * from private.export_audit_log('{}')`)),
    );
    await denied(
      aal1(AGENT, (tx) => tx.execute(sql`select private.document_path_for_signing(${documentId})`)),
      'P0002',
    );
    await aal1(AGENT, (tx) =>
      tx.execute(sql`select private.record_assessment_read(${assessmentId})`),
    );
    expect({
      signed: await auditCount('document.signed_url'),
      read: await auditCount('assessment.read'),
      leads: await auditCount('export.leads'),
      audit: await auditCount('export.audit_log'),
    }).toEqual(before);

    // At aal2 each works and is recorded, as before.
    await aal2(AGENT, (tx) => tx.execute(sql`select * from private.export_leads('{}')`));
    await aal2(AGENT, (tx) => tx.execute(sql`select * from private.export_audit_log('{}')`));
    await aal2(AGENT, (tx) =>
      tx.execute(sql`select private.record_assessment_read(${assessmentId})`),
    );
    expect(await auditCount('export.leads')).toBe(before.leads + 1);
    expect(await auditCount('export.audit_log')).toBe(before.audit + 1);
    expect(await auditCount('assessment.read')).toBe(before.read + 1);
  });

  test('agent writes are refused at aal1', async () => {
    await denied(
      aal1(AGENT, (tx) =>
        tx.execute(sql`insert into public.client_notes (client_id, author_id, body)
          values (${CLIENT}, ${AGENT}, 'forged')`),
      ),
    );
    await denied(
      aal1(AGENT, (tx) =>
        tx.execute(sql`insert into public.document_requests (client_id, category, requested_by)
          values (${CLIENT}, 'visa', ${AGENT})`),
      ),
    );
    await denied(
      aal1(AGENT, (tx) =>
        tx.execute(sql`insert into public.user_roles (user_id, role) values (${CLIENT}, 'admin')`),
      ),
    );
    const changed = await aal1(AGENT, (tx) =>
      tx.execute(sql`update public.leads set status = 'closed' where id = ${leadId} returning id`),
    );
    expect(changed.rows).toEqual([]);
    const profile = await aal1(AGENT, (tx) =>
      tx.execute(
        sql`update public.profiles set country = 'Hacked' where id = ${CLIENT} returning id`,
      ),
    );
    expect(profile.rows).toEqual([]);
    const reviewed = await aal1(AGENT, (tx) =>
      tx.execute(
        sql`update public.documents set status = 'accepted' where id = ${documentId} returning id`,
      ),
    );
    expect(reviewed.rows).toEqual([]);
  });

  test('a client’s own rows do not depend on the assurance level', async () => {
    for (const run of [aal1, aal2]) {
      expect(
        await rows(
          run(CLIENT, (tx) =>
            tx.execute(sql`select 1 from public.documents where client_id = ${CLIENT}`),
          ),
        ),
      ).toBe(1);
      expect(
        await rows(
          run(CLIENT, (tx) =>
            tx.execute(
              sql`select 1 from storage.objects where bucket_id = 'documents' and name = ${path}`,
            ),
          ),
        ),
      ).toBe(1);
    }
  });

  test('removing a colleague’s authenticator is recorded only by an agent at aal2', async () => {
    const factor = randomUUID();
    const record = (sub: string, user: string) =>
      sql`select private.record_factor_change('mfa.factor_removed', ${user}::uuid, ${factor}::uuid)`;
    const removals = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from public.audit_log where action = 'mfa.factor_removed' and subject_id = ${factor}`,
        )
      ).rows[0].n;
    await denied(aal1(AGENT, (tx) => tx.execute(record(AGENT, COLLEAGUE))));
    await denied(aal2(CLIENT, (tx) => tx.execute(record(CLIENT, COLLEAGUE))));
    // A client's authenticator is theirs alone, even for an agent.
    await denied(aal2(AGENT, (tx) => tx.execute(record(AGENT, CLIENT))));
    expect(await removals()).toBe(0);
    await aal2(AGENT, (tx) => tx.execute(record(AGENT, COLLEAGUE)));
    // Everyone records their own.
    await aal1(CLIENT, (tx) => tx.execute(record(CLIENT, CLIENT)));
    const rows = (
      await db.execute<{ actor_id: string; client_id: string | null }>(
        sql`select actor_id, client_id from public.audit_log where action = 'mfa.factor_removed' and subject_id = ${factor} order by id`,
      )
    ).rows;
    expect(rows).toEqual([
      { actor_id: AGENT, client_id: null },
      { actor_id: CLIENT, client_id: CLIENT },
    ]);
    await denied(
      aal2(AGENT, (tx) =>
        tx.execute(
          sql`select private.record_factor_change('role.granted', ${AGENT}::uuid, ${factor}::uuid)`,
        ),
      ),
      '22023',
    );
  });
}
