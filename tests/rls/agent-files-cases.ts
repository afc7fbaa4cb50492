/**
 * Files an agent gives a client, and the summary the client approves
 * (20261129100000_agent_files_summary_hash.sql): only an agent records an "agent-provided" file
 * (private.record_agent_document, on the server with the agent's claims); a client can neither
 * insert one, flag one, nor hide one; the client reads it like their own files and another client
 * reads nothing of it; the summary must be such a file; the approval records its SHA-256 and
 * lodging needs that hash to be the summary's. Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx } from '@/lib/db';
import { pgConstraint } from '@/lib/db/errors';
import type { TestStack } from '../support/stack';
import { denied, runAs, runOnServerAs, seedPeople, seedSessions } from './harness';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const CLIENT = 'a0000000-0000-4000-8000-000000000002';
const OTHER = 'a0000000-0000-4000-8000-0000000000f7';

type Row = Record<string, unknown>;

export function registerAgentFilesCases(getStack: () => TestStack) {
  let db: Db;
  let engagementId: string;
  const as = runAs(() => db);
  const onServer = runOnServerAs(() => db);
  const rows = async <T extends Row>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;
  const sha = (c: string) => c.repeat(64);

  /** An object in the client's folder, as Storage leaves it after the server's upload. */
  async function storedObject(clientId = CLIENT, size = 2048) {
    const path = `${clientId}/${randomUUID()}.pdf`;
    const [o] = await rows<{ id: string }>(
      db,
      sql`insert into storage.objects (bucket_id, name, metadata)
        values ('documents', ${path}, ${JSON.stringify({ mimetype: 'application/pdf', size })}::jsonb)
        returning id`,
    );
    return { path, objectId: o!.id, size };
  }
  /** The agent's upload recorded as lib/documents/agent-store.ts does. */
  async function agentFile(matterId: string | null, hash = sha('a'), clientId = CLIENT) {
    const o = await storedObject(clientId);
    const [r] = await onServer(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`select private.record_agent_document(${clientId}::uuid, ${matterId}::uuid,
          ${o.objectId}::uuid, ${o.path}, 'Application summary.pdf', 'application/pdf',
          ${o.size}::int, ${hash}) as id`,
      ),
    );
    return r!.id;
  }
  /** A file the client uploaded (the row record_document writes). */
  async function clientFile() {
    const [d] = await rows<{ id: string }>(
      db,
      sql`insert into public.documents (client_id, category, storage_path, original_name,
          mime_type, size_bytes, sha256)
        values (${CLIENT}, 'passport', ${`${CLIENT}/${randomUUID()}.pdf`}, 'passport.pdf',
          'application/pdf', 20, ${sha('e')}) returning id`,
    );
    return d!.id;
  }
  async function openMatter() {
    const [m] = await as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
          values (${CLIENT}, ${engagementId}, '189', 'Agent files', ${AGENT}) returning id`,
      ),
    );
    return m!.id;
  }
  const agentUpdate = (id: string, set: ReturnType<typeof sql>) =>
    as(AGENT, (tx) => tx.execute(sql`update public.matters set ${set} where id = ${id}`));
  const approve = async (id: string) =>
    (
      await onServer(CLIENT, (tx) =>
        rows<{ result: string }>(tx, sql`select private.approve_matter(${id}) as result`),
      )
    )[0]!.result;
  const refusal = async (p: Promise<unknown>) =>
    p.then(
      () => 'succeeded',
      (e: unknown) => pgConstraint(e),
    );

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedSessions(db, [AGENT, CLIENT]);
    await seedPeople(db, [[OTHER, 'agent-files-other@example.com']]);
    const [e] = await rows<{ id: string }>(
      db,
      sql`insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
        values (${CLIENT}, ${AGENT}, 'accepted', now(), 'Demo User') returning id`,
    );
    engagementId = e!.id;
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the agent records a file in the client’s documents: flagged, accepted, hashed, audited', async () => {
    const matterId = await openMatter();
    const id = await agentFile(matterId, sha('1'));
    const [d] = await rows<Row>(
      db,
      sql`select agent_provided, status, sha256, matter_id, reviewed_by from public.documents
        where id = ${id}`,
    );
    expect(d).toEqual({
      agent_provided: true,
      status: 'accepted',
      sha256: sha('1'),
      matter_id: matterId,
      reviewed_by: AGENT,
    });
    const audit = await rows<{ actor_id: string }>(
      db,
      sql`select actor_id from public.audit_log where action = 'document.agent_uploaded'
        and subject_id = ${id}`,
    );
    expect(audit.map((a) => a.actor_id)).toEqual([AGENT]);
    // Not a client's upload: no "new document" mail to the agency.
    const mail = await rows(
      db,
      sql`select 1 from public.email_outbox where payload ->> 'document_id' = ${id}::text`,
    );
    expect(mail).toHaveLength(0);
  });

  test('a client cannot make an agent-provided file, nor flag, nor hide one', async () => {
    const o = await storedObject();
    // Not through the agent's door…
    await denied(
      onServer(CLIENT, (tx) =>
        tx.execute(sql`select private.record_agent_document(${CLIENT}::uuid, null::uuid,
          ${o.objectId}::uuid, ${o.path}, 'Summary.pdf', 'application/pdf', ${o.size}::int,
          ${sha('2')})`),
      ),
    );
    // …nor straight into the table (no INSERT), nor even on the server's connection.
    await denied(
      as(CLIENT, (tx) =>
        tx.execute(sql`insert into public.documents (client_id, category, storage_path,
            original_name, mime_type, size_bytes, sha256, agent_provided)
          values (${CLIENT}, 'other', ${o.path}, 'Summary.pdf', 'application/pdf', ${o.size},
            ${sha('2')}, true)`),
      ),
    );
    await denied(
      onServer(CLIENT, (tx) =>
        tx.execute(sql`insert into public.documents (client_id, category, storage_path,
            original_name, mime_type, size_bytes, sha256, agent_provided)
          values (${CLIENT}, 'other', ${o.path}, 'Summary.pdf', 'application/pdf', ${o.size},
            ${sha('2')}, true)`),
      ),
    );
    // Their own upload (record_document) is never flagged, and they cannot flag it later.
    const [own] = await onServer(CLIENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`select private.record_document(${o.objectId}::uuid, ${o.path}, 'other',
          'Summary.pdf', 'application/pdf', ${o.size}::int, ${sha('2')}, null, null) as id`,
      ),
    );
    const [flag] = await rows<{ agent_provided: boolean }>(
      db,
      sql`select agent_provided from public.documents where id = ${own!.id}`,
    );
    expect(flag!.agent_provided).toBe(false);
    await denied(
      as(CLIENT, (tx) =>
        tx.execute(sql`update public.documents set agent_provided = true where id = ${own!.id}`),
      ),
    );
    await denied(
      onServer(CLIENT, (tx) =>
        tx.execute(sql`update public.documents set agent_provided = true where id = ${own!.id}`),
      ),
    );
    // The agent's file is the agency's record of what was sent: the client neither hides nor
    // deletes it.
    const agents = await agentFile(null);
    await denied(
      as(CLIENT, (tx) =>
        tx.execute(sql`update public.documents set hidden_at = now() where id = ${agents}`),
      ),
    );
    await as(CLIENT, (tx) => tx.execute(sql`delete from public.documents where id = ${agents}`));
    const left = await rows(db, sql`select 1 from public.documents where id = ${agents}`);
    expect(left).toHaveLength(1);
  });

  test('the client reads the agent’s file; another client reads nothing of it', async () => {
    const id = await agentFile(null);
    const [{ path }] = (await rows<{ path: string }>(
      db,
      sql`select storage_path as path from public.documents where id = ${id}`,
    )) as [{ path: string }];
    const mine = await as(CLIENT, (tx) =>
      rows(tx, sql`select 1 from public.documents where id = ${id}`),
    );
    expect(mine).toHaveLength(1);
    const myObject = await as(CLIENT, (tx) =>
      rows(tx, sql`select 1 from storage.objects where bucket_id = 'documents' and name = ${path}`),
    );
    expect(myObject).toHaveLength(1);
    const [signed] = await as(CLIENT, (tx) =>
      rows<{ p: string }>(tx, sql`select private.document_path_for_signing(${id}) as p`),
    );
    expect(signed!.p).toBe(path);

    const theirs = await as(OTHER, (tx) =>
      rows(tx, sql`select 1 from public.documents where id = ${id}`),
    );
    expect(theirs).toHaveLength(0);
    const theirObject = await as(OTHER, (tx) =>
      rows(tx, sql`select 1 from storage.objects where bucket_id = 'documents' and name = ${path}`),
    );
    expect(theirObject).toHaveLength(0);
    await denied(
      as(OTHER, (tx) => tx.execute(sql`select private.document_path_for_signing(${id})`)),
      'P0002',
    );
  });

  test('the summary is the agent’s file, never one the client uploaded', async () => {
    const id = await openMatter();
    expect(await refusal(agentUpdate(id, sql`summary_document_id = ${await clientFile()}`))).toBe(
      'matters_summary_from_agent',
    );
    // Another client's agent file is not this client's either.
    const elsewhere = await agentFile(null, sha('3'), OTHER);
    expect(await refusal(agentUpdate(id, sql`summary_document_id = ${elsewhere}`))).toBe(
      'matters_summary_same_client',
    );
    expect(await refusal(agentUpdate(id, sql`summary_document_id = ${await agentFile(id)}`))).toBe(
      'succeeded',
    );
  });

  test('the approval records the file’s hash; lodging needs the summary to be that file', async () => {
    const id = await openMatter();
    const doc = await agentFile(id, sha('4'));
    await agentUpdate(id, sql`summary_document_id = ${doc}, stage = 'client_review'`);
    expect(await approve(id)).toBe('approved');
    const [m] = await rows<{ client_approved_sha256: string }>(
      db,
      sql`select client_approved_sha256 from public.matters where id = ${id}`,
    );
    expect(m!.client_approved_sha256).toBe(sha('4'));
    // The client cannot write a hash of their choosing (their token changes no matter row), nor
    // the agent.
    await as(CLIENT, (tx) =>
      tx.execute(
        sql`update public.matters set client_approved_sha256 = ${sha('5')} where id = ${id}`,
      ),
    );
    await denied(agentUpdate(id, sql`client_approved_sha256 = ${sha('5')}`));
    const [kept] = await rows<{ h: string }>(
      db,
      sql`select client_approved_sha256 as h from public.matters where id = ${id}`,
    );
    expect(kept!.h).toBe(sha('4'));

    // A new summary clears the approval and its hash; approving again records the new file's.
    const next = await agentFile(id, sha('6'));
    await agentUpdate(id, sql`summary_document_id = ${next}`);
    const [cleared] = await rows<{ at: Date | null; h: string | null }>(
      db,
      sql`select client_approved_at as at, client_approved_sha256 as h from public.matters
        where id = ${id}`,
    );
    expect(cleared).toEqual({ at: null, h: null });
    expect(await approve(id)).toBe('approved');

    // An approval whose hash is not the summary's (given before hashes, or for other bytes)
    // does not let the agent lodge.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = 'replica'`);
      await tx.execute(
        sql`update public.matters set client_approved_sha256 = ${sha('7')} where id = ${id}`,
      );
    });
    const lodge = () =>
      agentUpdate(
        id,
        sql`stage = 'lodged', trn = 'EGO7654321', lodged_on = ${new Date().toISOString().slice(0, 10)}`,
      );
    expect(await refusal(lodge())).toBe('matters_lodged_needs_approval');
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = 'replica'`);
      await tx.execute(
        sql`update public.matters set client_approved_sha256 = ${sha('6')} where id = ${id}`,
      );
    });
    expect(await refusal(lodge())).toBe('succeeded');
  });
}
