/**
 * Documents, document requests and the audit log: every table × {anon, client, other client,
 * agent} × {select, insert, update, delete}, plus the storage objects behind them, reached by
 * guessing paths through the Storage API with each person's own token. Registered by
 * documents-pglite.test.ts and documents-pg15.test.ts, so both engines enforce the same rules.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import {
  asAnon,
  auditLog,
  createDb,
  type Db,
  documentRequests,
  documents,
  inTransaction,
  withUser,
} from '@/lib/db';
import type { CurrentUser } from '@/lib/auth/server';
import { personLimits } from '@/lib/config/limits';
import { removeMyDocument, signedUrlFor } from '@/lib/documents/files';
import { agentSession } from '../support/agent-session';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, denied, runAs, runOnServerAs, seedSessions } from './harness';

export const AGENT = 'a0000000-0000-4000-8000-000000000001';
export const CLIENT = 'a0000000-0000-4000-8000-000000000002';

const PDF = (text = 'a scan') => new Blob([`%PDF-1.7\n% ${text}\n`], { type: 'application/pdf' });
const sha = 'a'.repeat(64);

export function registerDocumentCases(getStack: () => TestStack) {
  let db: Db;
  let stack: TestStack;
  let client: SupabaseClient;
  let other: SupabaseClient;
  let agent: SupabaseClient;
  let otherId: string;
  /** A document row of CLIENT's, backed by a real object in storage. */
  let docId: string;
  let docPath: string;

  const as = runAs(() => db);
  const newDoc = (owner: string, extra: Partial<typeof documents.$inferInsert> = {}) => ({
    clientId: owner,
    category: 'passport' as const,
    storagePath: `${owner}/${randomUUID()}.pdf`,
    originalName: 'passport.pdf',
    mimeType: 'application/pdf' as const,
    sizeBytes: 20,
    sha256: sha,
    ...extra,
  });
  const outbox = async (template: string) =>
    (
      await db.execute<{ to_address: string; payload: Record<string, string> }>(
        sql`select to_address, payload from public.email_outbox where template = ${template} order by created_at`,
      )
    ).rows;

  /**
   * A row as the server's own role writes it (the DATABASE_URL role, with the person's claims
   * set so the audit row names them): clients and agents have no INSERT on documents.
   */
  const serverInsert = async (
    owner: string,
    extra: Partial<typeof documents.$inferInsert> = {},
  ) => {
    const [row] = await inTransaction(db, async (tx) => {
      await tx.execute(
        sql`select set_config('request.jwt.claims', ${JSON.stringify(claimsOf(owner))}, true)`,
      );
      return tx.insert(documents).values(newDoc(owner, extra)).returning();
    });
    return row;
  };
  /** What the upload route does after storing the object: private.record_document(), as the server. */
  const record = (
    owner: string,
    o: { objectId: string; path: string; mime?: string; size?: number; replaces?: string | null },
  ) =>
    withUser(
      claimsOf(owner),
      async (tx) => {
        await tx.execute(sql`set local role none`);
        const r = await tx.execute<{ id: string }>(sql`select private.record_document(
          ${o.objectId}::uuid, ${o.path}, 'passport', 'passport.pdf',
          ${o.mime ?? 'application/pdf'}, ${o.size ?? PDF().size}::int, ${sha}, null::date,
          ${o.replaces ?? null}::uuid) as id`);
        return r.rows[0].id;
      },
      db,
    );

  beforeAll(async () => {
    stack = getStack();
    db = createDb(stack.dbUrl, 4);
    const signIn = async (email: string, password: string) => {
      const c = supabaseClient(stack);
      const { error } = await c.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      return c;
    };
    const email = uniqueEmail('other');
    const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
    });
    otherId = data.user!.id;
    // Live sessions for everyone (the demo people included), before any claims are used.
    await seedSessions(db);
    client = await signIn('user@example.com', 'user-local-only-2026');
    other = await signIn(email, 'password-123');
    agent = await agentSession(stack);

    // What the upload route does: the object first (with the client's token), then the row,
    // recorded by the server for exactly that object.
    docPath = `${CLIENT}/${randomUUID()}.pdf`;
    const up = await client.storage.from('documents').upload(docPath, PDF());
    expect(up.error).toBeNull();
    docId = await record(CLIENT, { objectId: up.data!.id, path: docPath });
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('documents', () => {
    test('anon: no select, insert, update or delete', async () => {
      await denied(asAnon((tx) => tx.select().from(documents), db));
      await denied(asAnon((tx) => tx.insert(documents).values(newDoc(CLIENT)), db));
      await denied(asAnon((tx) => tx.update(documents).set({ status: 'accepted' }), db));
      await denied(asAnon((tx) => tx.delete(documents), db));
    });

    test('client: reads only their own; an upload starts as "uploaded" and records who, when', async () => {
      const rows = await as(CLIENT, (tx) => tx.select().from(documents));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.clientId === CLIENT)).toBe(true);
      expect(rows.find((r) => r.id === docId)?.status).toBe('uploaded');
      const [entry] = await as(CLIENT, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(
            sql`${auditLog.subjectId} = ${docId} and ${auditLog.action} = 'document.uploaded'`,
          ),
      );
      expect(entry).toMatchObject({ actorId: CLIENT, clientId: CLIENT });
    });

    test('client: inserts no row, even a well-formed one for their own object (issue 22)', async () => {
      // The attack: an object in their own folder, then a row claiming a harmless type for it.
      const path = `${CLIENT}/${randomUUID()}.png`;
      const up = await client.storage
        .from('documents')
        .upload(path, new Blob(['<html><script>alert(1)</script>'], { type: 'image/png' }));
      expect(up.error).toBeNull();
      await denied(
        as(CLIENT, (tx) =>
          tx
            .insert(documents)
            .values(newDoc(CLIENT, { storagePath: path, mimeType: 'image/png', sizeBytes: 31 })),
        ),
      );
      await denied(
        as(CLIENT, (tx) =>
          tx.execute(sql`insert into public.documents (client_id, category, storage_path,
            original_name, mime_type, size_bytes, sha256)
            values (${CLIENT}, 'other', ${path}, 'x.png', 'image/png', 31, ${sha})`),
        ),
      );
      // Nor through the server's function: it is not theirs to call.
      await denied(
        as(CLIENT, (tx) =>
          tx.execute(sql`select private.record_document(${up.data!.id}::uuid,
            ${path}, 'other', 'x.png', 'image/png', 31, ${sha}, null::date, null::uuid)`),
        ),
      );
      // Nor can they point an existing row at it, or repoint its link.
      await denied(
        as(CLIENT, (tx) =>
          tx
            .update(documents)
            .set({ storagePath: path })
            .where(sql`id = ${docId}`),
        ),
      );
      await denied(
        as(CLIENT, (tx) =>
          tx
            .update(documents)
            .set({ replacesId: docId })
            .where(sql`id = ${docId}`),
        ),
      );
      const rows = await db
        .select()
        .from(documents)
        .where(sql`storage_path = ${path}`);
      expect(rows).toEqual([]);
    });

    test('the server records only the object it stored: same id, exact type and size', async () => {
      const path = `${CLIENT}/${randomUUID()}.pdf`;
      const up = await client.storage.from('documents').upload(path, PDF());
      expect(up.error).toBeNull();
      const objectId = up.data!.id;
      await denied(record(CLIENT, { objectId: randomUUID(), path }));
      await denied(record(CLIENT, { objectId, path, mime: 'image/png' }));
      await denied(record(CLIENT, { objectId, path, size: 5 }));
      // The claims must be the client's own: the server never records for someone else.
      await denied(
        withUser(
          claimsOf(otherId),
          async (tx) => {
            await tx.execute(sql`set local role none`);
            await tx.execute(sql`select private.record_document(
              ${objectId}::uuid, ${path}, 'other', 'a.pdf', 'application/pdf', ${PDF().size},
              ${sha}, null::date, null::uuid)`);
          },
          db,
        ),
      );
      const id = await record(CLIENT, { objectId, path });
      const [row] = await db
        .select()
        .from(documents)
        .where(sql`id = ${id}`);
      expect(row).toMatchObject({ clientId: CLIENT, storagePath: path, status: 'uploaded' });
      // Once recorded, the client cannot delete the object to put other bytes in its place.
      expect((await client.storage.from('documents').remove([path])).data).toEqual([]);
      expect((await client.storage.from('documents').download(path)).error).toBeNull();
    });

    test('a replacement points only at the same client’s rejected document', async () => {
      const theirs = await serverInsert(otherId, { status: 'uploaded' });
      const notRejected = await serverInsert(CLIENT);
      const upload = async () => {
        const path = `${CLIENT}/${randomUUID()}.pdf`;
        const up = await client.storage.from('documents').upload(path, PDF());
        expect(up.error).toBeNull();
        return { objectId: up.data!.id, path };
      };
      for (const replaces of [theirs.id, randomUUID(), notRejected.id]) {
        await denied(record(CLIENT, { ...(await upload()), replaces }), '22023');
      }
      // Whoever writes, the link never crosses clients (service_role and migrations included).
      await denied(serverInsert(CLIENT, { replacesId: theirs.id }), '22023');
    });

    test('client: cannot set a status, on insert or on update, nor a reviewer or reason', async () => {
      await denied(
        as(CLIENT, (tx) => tx.insert(documents).values(newDoc(CLIENT, { status: 'accepted' }))),
      );
      await denied(
        as(CLIENT, (tx) =>
          tx.insert(documents).values(newDoc(CLIENT, { reviewReason: 'fine', reviewedBy: AGENT })),
        ),
      );
      await denied(
        as(CLIENT, (tx) =>
          tx
            .update(documents)
            .set({ status: 'accepted' })
            .where(sql`id = ${docId}`),
        ),
      );
      await denied(
        as(CLIENT, (tx) =>
          tx
            .update(documents)
            .set({ reviewReason: 'ok' })
            .where(sql`id = ${docId}`),
        ),
      );
      // Columns outside the update grant (the path, the hash) are refused outright.
      await denied(
        as(CLIENT, (tx) =>
          tx
            .update(documents)
            .set({ sha256: 'b'.repeat(64) })
            .where(sql`id = ${docId}`),
        ),
      );
      const [row] = await db
        .select()
        .from(documents)
        .where(sql`id = ${docId}`);
      expect(row.status).toBe('uploaded');
    });

    test('client: cannot insert for someone else or point at another folder', async () => {
      await denied(as(CLIENT, (tx) => tx.insert(documents).values(newDoc(otherId))));
      await denied(
        as(CLIENT, (tx) =>
          tx
            .insert(documents)
            .values(newDoc(CLIENT, { storagePath: `${otherId}/${randomUUID()}.pdf` })),
        ),
      );
    });

    test('other client: sees none of it, changes and deletes nothing', async () => {
      expect(
        await as(otherId, (tx) =>
          tx
            .select()
            .from(documents)
            .where(sql`client_id = ${CLIENT}`),
        ),
      ).toEqual([]);
      expect(
        await as(otherId, (tx) =>
          tx
            .update(documents)
            .set({ hiddenAt: new Date() })
            .where(sql`id = ${docId}`)
            .returning(),
        ),
      ).toEqual([]);
      expect(
        await as(otherId, (tx) =>
          tx
            .delete(documents)
            .where(sql`id = ${docId}`)
            .returning(),
        ),
      ).toEqual([]);
      await denied(as(otherId, (tx) => tx.insert(documents).values(newDoc(CLIENT))));
    });

    test('agent: reads all, cannot upload for a client, hide or delete; reviews with a reason', async () => {
      const all = await as(AGENT, (tx) => tx.select().from(documents));
      expect(all.map((r) => r.id)).toContain(docId);
      await denied(as(AGENT, (tx) => tx.insert(documents).values(newDoc(CLIENT))));
      await denied(
        as(AGENT, (tx) =>
          tx
            .update(documents)
            .set({ hiddenAt: new Date() })
            .where(sql`id = ${docId}`),
        ),
      );
      expect(
        await as(AGENT, (tx) =>
          tx
            .delete(documents)
            .where(sql`id = ${docId}`)
            .returning(),
        ),
      ).toEqual([]);
      // A rejection needs a reason (check constraint 23514).
      await denied(
        as(AGENT, (tx) =>
          tx
            .update(documents)
            .set({ status: 'needs_replacement' })
            .where(sql`id = ${docId}`),
        ),
        '23514',
      );
      const [rejected] = await as(AGENT, (tx) =>
        tx
          .update(documents)
          .set({ status: 'needs_replacement', reviewReason: 'The corners are cut off' })
          .where(sql`id = ${docId}`)
          .returning(),
      );
      expect(rejected).toMatchObject({ status: 'needs_replacement', reviewedBy: AGENT });
      expect(rejected.reviewedAt).not.toBeNull();
      const mail = await outbox('document-needs-replacement');
      expect(mail.at(-1)).toMatchObject({
        to_address: 'user@example.com',
        payload: { document_id: docId },
      });
      // The reason is for the dashboard, never the e-mail.
      expect(JSON.stringify(mail)).not.toContain('corners');
    });

    test('client: an unreviewed document can be deleted, a reviewed one only hidden (kept 7 years)', async () => {
      const fresh = await serverInsert(CLIENT);
      expect(
        await as(CLIENT, (tx) =>
          tx
            .delete(documents)
            .where(sql`id = ${fresh.id}`)
            .returning(),
        ),
      ).toHaveLength(1);
      expect(
        await as(CLIENT, (tx) =>
          tx
            .delete(documents)
            .where(sql`id = ${docId}`)
            .returning(),
        ),
      ).toEqual([]);
      const [hidden] = await as(CLIENT, (tx) =>
        tx
          .update(documents)
          .set({ hiddenAt: new Date() })
          .where(sql`id = ${docId}`)
          .returning(),
      );
      expect(hidden.hiddenAt).not.toBeNull();
      const years = new Date(hidden.retainUntil!).getFullYear() - new Date().getFullYear();
      expect(years).toBe(7);
      // Hiding is once; un-hiding is not the client's call.
      await denied(
        as(CLIENT, (tx) =>
          tx
            .update(documents)
            .set({ hiddenAt: null })
            .where(sql`id = ${docId}`),
        ),
      );
    });
  });

  describe('legal hold (issue 36)', () => {
    /** What requireUser() hands the app's lib functions. */
    const userOf = (id: string): CurrentUser => ({
      id,
      email: `${id}@example.com`,
      fullName: null,
      isAdmin: false,
      claims: claimsOf(id),
    });
    const hold = async (id: string, on: boolean) =>
      (
        await runOnServerAs(() => db)(
          AGENT,
          (tx) =>
            tx.execute<{ o: string }>(sql`select private.set_legal_hold(${id}::uuid, ${on}) as o`),
          { isAdmin: true },
        )
      ).rows[0].o;

    test('a held upload stays, row and file, whoever presses Remove or deletes it', async () => {
      const path = `${CLIENT}/${randomUUID()}.pdf`;
      const up = await client.storage.from('documents').upload(path, PDF('held'));
      expect(up.error).toBeNull();
      const id = await record(CLIENT, { objectId: up.data!.id, path, size: PDF('held').size });
      expect(await hold(id, true)).toBe('ok');
      const remove = () =>
        removeMyDocument({ user: userOf(CLIENT), documentId: id, storage: client, db });
      // The app's Remove says so (the dashboard tells the client the agency must keep it).
      expect(await remove()).toBe('held');
      // With their own token, the row: not deleted, not hidden.
      expect(
        await as(CLIENT, (tx) =>
          tx
            .delete(documents)
            .where(sql`id = ${id}`)
            .returning(),
        ),
      ).toEqual([]);
      await denied(
        as(CLIENT, (tx) =>
          tx
            .update(documents)
            .set({ hiddenAt: new Date() })
            .where(sql`id = ${id}`),
        ),
        '55000',
      );
      // ... and the file: the storage delete policy refuses an object a row points at.
      expect((await client.storage.from('documents').remove([path])).data).toEqual([]);
      expect(await (await client.storage.from('documents').download(path)).data!.text()).toContain(
        'held',
      );
      // The server's own role is held too (lift the hold first).
      await denied(db.execute(sql`delete from public.documents where id = ${id}`), '55000');
      const [row] = await db
        .select()
        .from(documents)
        .where(sql`id = ${id}`);
      expect(row).toMatchObject({ legalHold: true, hiddenAt: null, status: 'uploaded' });
      // Lifted: the client's Remove works again.
      expect(await hold(id, false)).toBe('ok');
      expect(await remove()).toBe('deleted');
      expect((await client.storage.from('documents').download(path)).error).not.toBeNull();
    });

    test('a held reviewed document is not hidden either', async () => {
      const doc = await serverInsert(CLIENT);
      await as(AGENT, (tx) =>
        tx
          .update(documents)
          .set({ status: 'accepted' })
          .where(sql`id = ${doc.id}`),
      );
      expect(await hold(doc.id, true)).toBe('ok');
      expect(
        await removeMyDocument({ user: userOf(CLIENT), documentId: doc.id, storage: client, db }),
      ).toBe('held');
      const [row] = await db
        .select()
        .from(documents)
        .where(sql`id = ${doc.id}`);
      expect(row.hiddenAt).toBeNull();
    });
  });

  describe('the hourly upload limit binds Storage too (issue 36)', () => {
    test('after the hourly number of files, the next straight to Storage is refused', async () => {
      const email = uniqueEmail('flood');
      const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
        email,
        password: 'password-123',
        email_confirm: true,
      });
      const flooderId = data.user!.id;
      await seedSessions(db, [flooderId]);
      const flooder = supabaseClient(stack);
      expect(
        (await flooder.auth.signInWithPassword({ email, password: 'password-123' })).error,
      ).toBeNull();
      const bucket = flooder.storage.from('documents');
      const put = () => bucket.upload(`${flooderId}/${randomUUID()}.pdf`, PDF());
      for (let i = 0; i < personLimits.documentsPerHour; i++)
        expect((await put()).error).toBeNull();
      const refused = await put();
      expect(refused.error).toMatchObject({ statusCode: '403' });
      const left = await as(flooderId, (tx) =>
        tx.execute<{ n: number }>(sql`select private.document_uploads_left() as n`),
      );
      expect(left.rows[0].n).toBe(0);
      const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from storage.objects
        where bucket_id = 'documents' and name like ${flooderId + '/%'}`);
      expect(n.rows[0].n).toBe(personLimits.documentsPerHour);
      // Others are not affected.
      expect(
        (await client.storage.from('documents').upload(`${CLIENT}/${randomUUID()}.pdf`, PDF()))
          .error,
      ).toBeNull();
    }, 60_000);
  });

  describe('document_requests', () => {
    let requestId: string;
    beforeAll(async () => {
      const [r] = await as(AGENT, (tx) =>
        tx
          .insert(documentRequests)
          .values({
            clientId: CLIENT,
            category: 'police-certificate',
            note: 'From every country you lived in 12 months or more',
            dueOn: '2026-12-20',
            requestedBy: AGENT,
          })
          .returning(),
      );
      requestId = r.id;
    });

    test('anon: no select, insert, update or delete', async () => {
      await denied(asAnon((tx) => tx.select().from(documentRequests), db));
      await denied(
        asAnon(
          (tx) => tx.insert(documentRequests).values({ clientId: CLIENT, category: 'other' }),
          db,
        ),
      );
      await denied(asAnon((tx) => tx.update(documentRequests).set({ note: 'x' }), db));
      await denied(asAnon((tx) => tx.delete(documentRequests), db));
    });

    test('agent: requests as themselves (not as someone else), updates, deletes; the client is e-mailed', async () => {
      await denied(
        as(AGENT, (tx) =>
          tx
            .insert(documentRequests)
            .values({ clientId: CLIENT, category: 'other', requestedBy: CLIENT }),
        ),
      );
      const mail = await outbox('document-requested');
      expect(mail.at(-1)).toMatchObject({
        to_address: 'user@example.com',
        payload: { request_id: requestId },
      });
      expect(JSON.stringify(mail)).not.toContain('12 months');
      const updated = await as(AGENT, (tx) =>
        tx
          .update(documentRequests)
          .set({ dueOn: '2026-12-31' })
          .where(sql`id = ${requestId}`)
          .returning(),
      );
      expect(updated).toHaveLength(1);
      const [temp] = await as(AGENT, (tx) =>
        tx
          .insert(documentRequests)
          .values({ clientId: CLIENT, category: 'other', requestedBy: AGENT })
          .returning(),
      );
      expect(
        await as(AGENT, (tx) =>
          tx
            .delete(documentRequests)
            .where(sql`id = ${temp.id}`)
            .returning(),
        ),
      ).toHaveLength(1);
    });

    test('client: reads their own, cannot request, change or delete one', async () => {
      const mine = await as(CLIENT, (tx) => tx.select().from(documentRequests));
      expect(mine.map((r) => r.id)).toContain(requestId);
      expect(mine.every((r) => r.clientId === CLIENT)).toBe(true);
      await denied(
        as(CLIENT, (tx) =>
          tx.insert(documentRequests).values({ clientId: CLIENT, category: 'other' }),
        ),
      );
      expect(
        await as(CLIENT, (tx) =>
          tx
            .update(documentRequests)
            .set({ note: 'never mind' })
            .where(sql`id = ${requestId}`)
            .returning(),
        ),
      ).toEqual([]);
      expect(
        await as(CLIENT, (tx) =>
          tx
            .delete(documentRequests)
            .where(sql`id = ${requestId}`)
            .returning(),
        ),
      ).toEqual([]);
    });

    test('other client: sees none, inserts, changes and deletes nothing', async () => {
      expect(await as(otherId, (tx) => tx.select().from(documentRequests))).toEqual([]);
      await denied(
        as(otherId, (tx) =>
          tx.insert(documentRequests).values({ clientId: CLIENT, category: 'other' }),
        ),
      );
      expect(
        await as(otherId, (tx) =>
          tx
            .update(documentRequests)
            .set({ note: 'x' })
            .where(sql`id = ${requestId}`)
            .returning(),
        ),
      ).toEqual([]);
      expect(
        await as(otherId, (tx) =>
          tx
            .delete(documentRequests)
            .where(sql`id = ${requestId}`)
            .returning(),
        ),
      ).toEqual([]);
    });

    test('an upload in the requested category fulfils the request and tells the agency', async () => {
      const doc = await serverInsert(CLIENT, { category: 'police-certificate' });
      const [r] = await db
        .select()
        .from(documentRequests)
        .where(sql`id = ${requestId}`);
      expect(r.fulfilledBy).toBe(doc.id);
      const mail = await outbox('document-uploaded');
      // Agency notices are digested per client (one row per kind, recipient and client), so the
      // newest row overall may be another client's: look for this upload's.
      expect(mail).toContainEqual(
        expect.objectContaining({
          to_address: 'agency',
          payload: expect.objectContaining({ document_id: doc.id }),
        }),
      );
    });
  });

  describe('audit_log', () => {
    test('nobody inserts directly: anon, client, agent', async () => {
      const row = sql`insert into public.audit_log (action, subject_type) values ('forged', 'x')`;
      await denied(asAnon((tx) => tx.execute(row), db));
      await denied(as(CLIENT, (tx) => tx.execute(row)));
      await denied(as(AGENT, (tx) => tx.execute(row)));
    });

    test('nobody calls private.audit() directly', async () => {
      const call = sql`select private.audit('forged', 'x', null, null, '{}')`;
      await denied(asAnon((tx) => tx.execute(call), db));
      await denied(as(CLIENT, (tx) => tx.execute(call)));
      await denied(as(AGENT, (tx) => tx.execute(call)));
    });

    test('nobody updates, deletes or truncates it: not the agent, not the database owner', async () => {
      await denied(as(AGENT, (tx) => tx.execute(sql`update public.audit_log set action = 'x'`)));
      await denied(as(CLIENT, (tx) => tx.execute(sql`delete from public.audit_log`)));
      await denied(db.execute(sql`update public.audit_log set action = 'x'`));
      await denied(db.execute(sql`delete from public.audit_log`));
      await denied(db.execute(sql`truncate public.audit_log`));
      const [{ n }] = (
        await db.execute<{ n: number }>(sql`select count(*)::int as n from public.audit_log`)
      ).rows;
      expect(n).toBeGreaterThan(0);
    });

    test('reads: agents all, a client only about themselves, anon nothing', async () => {
      await denied(asAnon((tx) => tx.select().from(auditLog), db));
      const mine = await as(CLIENT, (tx) => tx.select().from(auditLog));
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((e) => e.clientId === CLIENT)).toBe(true);
      expect(
        await as(otherId, (tx) =>
          tx
            .select()
            .from(auditLog)
            .where(sql`client_id = ${CLIENT}`),
        ),
      ).toEqual([]);
      const all = await as(AGENT, (tx) => tx.select().from(auditLog));
      expect(all.length).toBeGreaterThanOrEqual(mine.length);
    });
  });

  describe('files in storage, reached by guessing the path', () => {
    test('another client cannot read, list, sign, overwrite or delete it', async () => {
      const bucket = other.storage.from('documents');
      const down = await bucket.download(docPath);
      expect(down.data).toBeNull();
      expect((await bucket.list(CLIENT)).data).toEqual([]);
      expect((await bucket.createSignedUrl(docPath, 60)).error).toMatchObject({
        statusCode: '404',
      });
      const overwrite = await bucket.upload(docPath, PDF('forged'), { upsert: true });
      expect(overwrite.error).toMatchObject({ statusCode: '403' });
      expect((await bucket.update(docPath, PDF('forged'))).error).not.toBeNull();
      expect((await bucket.remove([docPath])).data).toEqual([]);
      await denied(
        as(otherId, (tx) => tx.execute(sql`select private.document_path_for_signing(${docId})`)),
        'P0002',
      );
      const mine = await client.storage.from('documents').download(docPath);
      expect(await mine.data!.text()).toContain('a scan');
    });

    test('the owner cannot overwrite a file either, nor delete one that was reviewed', async () => {
      const bucket = client.storage.from('documents');
      expect((await bucket.upload(docPath, PDF('swapped'), { upsert: true })).error).not.toBeNull();
      expect((await bucket.update(docPath, PDF('swapped'))).error).not.toBeNull();
      expect((await bucket.remove([docPath])).data).toEqual([]);
    });

    test('an agent’s own token reads and signs no client object, even after the read is recorded', async () => {
      const bucket = agent.storage.from('documents');
      const objects = () =>
        as(
          AGENT,
          async (tx) =>
            (
              await tx.execute(
                sql`select 1 from storage.objects where bucket_id = 'documents' and name = ${docPath}`,
              )
            ).rows.length,
        );
      expect((await bucket.createSignedUrl(docPath, 60)).error).toMatchObject({
        statusCode: '404',
      });
      const path = await as(AGENT, async (tx) => {
        const r = await tx.execute<{ p: string }>(
          sql`select private.document_path_for_signing(${docId}) as p`,
        );
        return r.rows[0].p;
      });
      expect(path).toBe(docPath);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(
          sql`${auditLog.action} = 'document.signed_url' and ${auditLog.subjectId} = ${docId}`,
        );
      expect(entry).toMatchObject({ actorId: AGENT, clientId: CLIENT });
      // Right after the audit row, at aal2: no row, no URL, no bytes with the agent's token
      // (hosted Storage would accept any lifetime from it). The server signs instead.
      expect(await objects()).toBe(0);
      expect((await bucket.createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' });
      expect((await bucket.createSignedUrl(path, 31_536_000)).data).toBeNull();
      expect((await bucket.download(path)).data).toBeNull();
      // The client still reads their own.
      expect(
        await as(
          CLIENT,
          async (tx) =>
            (
              await tx.execute(
                sql`select 1 from storage.objects where bucket_id = 'documents' and name = ${docPath}`,
              )
            ).rows.length,
        ),
      ).toBe(1);
      // Agents never write into a client's folder.
      expect((await bucket.upload(`${CLIENT}/${randomUUID()}.pdf`, PDF())).error).toMatchObject({
        statusCode: '403',
      });
    });

    test('the server signs an agent’s download after the audit row, for at most 60 seconds', async () => {
      const asAgent: CurrentUser = {
        id: AGENT,
        email: 'admin@example.com',
        fullName: null,
        isAdmin: true,
        claims: claimsOf(AGENT),
      };
      const audits = async () =>
        (
          await db
            .select()
            .from(auditLog)
            .where(
              sql`${auditLog.action} = 'document.signed_url' and ${auditLog.subjectId} = ${docId}`,
            )
        ).length;
      const before = await audits();
      const signed = await signedUrlFor({
        user: asAgent,
        documentId: docId,
        db,
        admin: supabaseClient(stack, stack.secretKey),
      });
      if (typeof signed !== 'object') throw new Error(`not signed: ${signed}`);
      expect(await audits()).toBe(before + 1);
      const token = new URL(signed.url).searchParams.get('token')!;
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        iat: number;
        exp: number;
        url: string;
      };
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(60);
      expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(61);
      expect(claims.url).toBe(`documents/${docPath}`);
      const res = await fetch(signed.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      // Another client asking the same way gets nothing signed and nothing recorded.
      const stranger = { ...asAgent, id: otherId, isAdmin: false, claims: claimsOf(otherId) };
      expect(await signedUrlFor({ user: stranger, documentId: docId, db })).toBe('not_found');
      expect(await audits()).toBe(before + 1);
    });

    test('anonymous visitors reach no object', async () => {
      const anon = supabaseClient(stack).storage.from('documents');
      expect((await anon.download(docPath)).error).not.toBeNull();
      expect((await anon.list(CLIENT)).data ?? []).toEqual([]);
    });
  });
}
