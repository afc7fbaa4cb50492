/**
 * Engagements (20261126110000_engagements_rules.sql) as SQL as each person, which is what the
 * Data API runs for a token: engagements x {anon, client, other client, agent} x {select, insert,
 * update, delete}; sending freezes the content with a hash the database computes; a client answers
 * only through private.respond_to_engagement (their own, sent, unexpired offer, once, with the
 * hash they saw); nobody changes an accepted offer; every change is audited and e-mailed (a link
 * only); the PDF path is given to its client and, audited, to agents. Registered on PGlite and
 * PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx, withUser } from '@/lib/db';
import { agentSession } from '../support/agent-session';
import { seedAcceptedEngagement } from '../support/seed-engagement';
import { DEMO_ADMIN, DEMO_CLIENT } from '../support/demo-users';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, codeOf, denied, seedPeople, seedSessions } from './harness';

const AGENT = 'e0000000-0000-4000-8000-000000000001';
const CLIENT = 'e0000000-0000-4000-8000-000000000002';
const OTHER = 'e0000000-0000-4000-8000-000000000003';

const FEES = JSON.stringify([{ label: 'Application', amount_cents: 330000 }]);
const SERVICES = JSON.stringify([{ code: 'prepare', label: 'Preparing your application' }]);
const SNAPSHOT = 'SERVICE AGREEMENT\nTotal professional fees: $3,630.00';

type Row = Record<string, unknown>;

export function registerEngagementCases(getStack: () => TestStack) {
  let db: Db;
  const as = <T>(sub: string, fn: (tx: Tx) => Promise<T>) =>
    withUser(claimsOf(sub, sub === AGENT ? { aal: 'aal2' } : {}), fn, db);
  const anon = <T>(fn: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local role anon`);
      return fn(tx);
    });
  /** The app server's own role with the person's claims set (lib/engagements/answer.ts). */
  const asServerFor = <T>(sub: string, fn: (tx: Tx) => Promise<T>) =>
    withUser(
      claimsOf(sub),
      async (tx) => {
        await tx.execute(sql`set local role none`);
        return fn(tx);
      },
      db,
    );
  const rows = async <T extends Row>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;
  const one = async (id: string) =>
    (
      await rows<Row>(
        db,
        sql`select *, expires_on::text as expires from public.engagements where id = ${id}`,
      )
    )[0]!;

  async function draft(clientId = CLIENT) {
    const [r] = await as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.engagements (client_id, services, fee_items, conflict_declaration, expires_on)
          values (${clientId}, ${SERVICES}::jsonb, ${FEES}::jsonb, 'No conflict.',
            (now() at time zone 'Australia/Sydney')::date + 30) returning id`,
      ),
    );
    return r!.id;
  }
  const sendAs = (sub: string, id: string, sha: string | null = null) =>
    as(sub, (tx) =>
      tx.execute(sql`update public.engagements set status = 'sent', snapshot = ${SNAPSHOT},
        snapshot_sha256 = ${sha}, agent_name = 'Jane Agent', agent_marn = '1234567',
        consumer_guide_version = 'test', terms_version = 'test' where id = ${id}`),
    );
  async function sent(clientId = CLIENT) {
    const id = await draft(clientId);
    await sendAs(AGENT, id);
    return id;
  }
  /** A sent offer whose last day was yesterday in Sydney (inserted by the server's own role). */
  async function expired() {
    const [r] = await rows<{ id: string }>(
      db,
      sql`insert into public.engagements (client_id, agent_id, status, services, fee_items,
          conflict_declaration, agent_name, agent_marn, consumer_guide_version, terms_version,
          snapshot, sent_at, expires_on)
        values (${CLIENT}, ${AGENT}, 'sent', ${SERVICES}::jsonb, ${FEES}::jsonb, 'No conflict.',
          'Jane Agent', '1234567', 'test', 'test', ${SNAPSHOT}, now() - interval '31 days',
          (now() at time zone 'Australia/Sydney')::date - 1) returning id`,
    );
    return r!.id;
  }
  const respond = (
    sub: string,
    id: string,
    o: { accept?: boolean; sha?: string | null; name?: string; reason?: string } = {},
  ) =>
    asServerFor(
      sub,
      async (tx) =>
        (
          await rows<{ s: string }>(
            tx,
            sql`select private.respond_to_engagement(${id}::uuid, ${o.accept ?? true},
            ${o.sha === undefined ? sha(SNAPSHOT) : o.sha}, ${o.name ?? 'Priya Sharma'},
            '203.0.113.7', 'Mozilla/5.0 test', 'Asia/Kolkata', ${o.reason ?? null}) as s`,
          )
        )[0]!.s,
    );
  let sha: (text: string) => string;

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 4);
    await seedPeople(
      db,
      [
        [AGENT, 'eng-agent@example.test'],
        [CLIENT, 'eng-client@example.test'],
        [OTHER, 'eng-other@example.test'],
      ],
      [AGENT],
    );
    // The agent who sends is registered under the name and MARN the sends below quote.
    await db.execute(sql`insert into public.agent_registrations (user_id, registered_name, marn)
      values (${AGENT}, 'Jane Agent', '1234567') on conflict do nothing`);
    const { createHash } = await import('node:crypto');
    sha = (t) => createHash('sha256').update(t, 'utf8').digest('hex');
  }, 60_000);
  // Live sessions for everyone seeded above (the demo people included): harness.ts.
  beforeAll(() => seedSessions(db));
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('anon', () => {
    test('select, insert, update, delete are refused', async () => {
      const id = await sent();
      await denied(anon((tx) => tx.execute(sql`select id from public.engagements`)));
      await denied(
        anon((tx) =>
          tx.execute(sql`insert into public.engagements (client_id) values (${CLIENT})`),
        ),
      );
      await denied(
        anon((tx) =>
          tx.execute(sql`update public.engagements set status = 'accepted' where id = ${id}`),
        ),
      );
      await denied(anon((tx) => tx.execute(sql`delete from public.engagements where id = ${id}`)));
    });
  });

  describe('client', () => {
    test('reads their own sent offers, never drafts, never another client’s', async () => {
      const mine = await sent();
      const myDraft = await draft();
      const theirs = await sent(OTHER);
      const seen = await as(CLIENT, (tx) =>
        rows<{ id: string }>(tx, sql`select id from public.engagements`),
      );
      const ids = seen.map((r) => r.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(myDraft);
      expect(ids).not.toContain(theirs);
      const other = await as(OTHER, (tx) =>
        rows<{ id: string }>(tx, sql`select id from public.engagements where id = ${mine}`),
      );
      expect(other).toEqual([]);
    });

    test('cannot insert, update or delete, even their own sent offer', async () => {
      const id = await sent();
      await denied(
        as(CLIENT, (tx) =>
          tx.execute(
            sql`insert into public.engagements (client_id, status) values (${CLIENT}, 'draft')`,
          ),
        ),
      );
      // UPDATE and DELETE are granted to `authenticated` for agents; RLS gives a client no row.
      const upd = await as(CLIENT, (tx) =>
        rows(
          tx,
          sql`update public.engagements set status = 'accepted', accepted_name = 'Me'
            where id = ${id} returning id`,
        ),
      );
      expect(upd).toEqual([]);
      const del = await as(CLIENT, (tx) =>
        rows(tx, sql`delete from public.engagements where id = ${id} returning id`),
      );
      expect(del).toEqual([]);
      expect((await one(id)).status).toBe('sent');
    });

    test('cannot call the answer function through the Data API role', async () => {
      const id = await sent();
      await denied(
        as(CLIENT, (tx) =>
          tx.execute(sql`select private.respond_to_engagement(${id}::uuid, true, ${sha(SNAPSHOT)},
            'Me', '1.1.1.1', 'x', 'UTC', null)`),
        ),
      );
    });
  });

  describe('other client', () => {
    test('sees, changes and deletes nothing of another client’s offer', async () => {
      const id = await sent();
      expect(
        await as(OTHER, (tx) => rows(tx, sql`select id from public.engagements where id = ${id}`)),
      ).toEqual([]);
      expect(
        await as(OTHER, (tx) =>
          rows(
            tx,
            sql`update public.engagements set decline_reason = 'x' where id = ${id} returning id`,
          ),
        ),
      ).toEqual([]);
      expect(
        await as(OTHER, (tx) =>
          rows(tx, sql`delete from public.engagements where id = ${id} returning id`),
        ),
      ).toEqual([]);
    });
  });

  describe('agent', () => {
    test('drafts, edits and deletes a draft; it starts as a draft', async () => {
      const id = await draft();
      const r = await one(id);
      expect(r.status).toBe('draft');
      expect(r.agent_id).toBe(AGENT);
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.engagements set gst_applies = false where id = ${id}`),
      );
      expect((await one(id)).gst_applies).toBe(false);
      await denied(
        as(AGENT, (tx) =>
          tx.execute(sql`insert into public.engagements (client_id, status, snapshot)
            values (${CLIENT}, 'accepted', 'x')`),
        ),
      );
      const del = await as(AGENT, (tx) =>
        rows(tx, sql`delete from public.engagements where id = ${id} returning id`),
      );
      expect(del).toHaveLength(1);
    });

    test('sending stores the text and the SHA-256 the database computes', async () => {
      const id = await draft();
      await sendAs(AGENT, id);
      const r = await one(id);
      expect(r.status).toBe('sent');
      expect(r.snapshot_sha256).toBe(sha(SNAPSHOT));
      expect(r.sent_at).not.toBeNull();
    });

    test('a send with a hash that is not the text’s is refused', async () => {
      const id = await draft();
      await denied(sendAs(AGENT, id, sha('something else')), '23514');
      expect((await one(id)).status).toBe('draft');
    });

    test('a sent offer’s content cannot be changed, nor deleted; it can be withdrawn', async () => {
      const id = await sent();
      for (const change of [
        sql`fee_items = '[{"label":"Application","amount_cents":1}]'::jsonb`,
        sql`gst_applies = false`,
        sql`snapshot = 'other text'`,
        sql`expires_on = expires_on + 30`,
        sql`conflict_declaration = 'changed'`,
      ])
        await denied(
          as(AGENT, (tx) =>
            tx.execute(sql`update public.engagements set ${change} where id = ${id}`),
          ),
        );
      const del = await as(AGENT, (tx) =>
        rows(tx, sql`delete from public.engagements where id = ${id} returning id`),
      );
      expect(del).toEqual([]);
      await denied(
        as(AGENT, (tx) =>
          tx.execute(sql`update public.engagements set status = 'accepted' where id = ${id}`),
        ),
      );
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.engagements set status = 'withdrawn' where id = ${id}`),
      );
      const r = await one(id);
      expect(r.status).toBe('withdrawn');
      expect(r.withdrawn_at).not.toBeNull();
    });

    test('a sent offer never goes back to draft, to be rewritten or deleted (issue 36)', async () => {
      const id = await sent();
      const backToDraft = sql`update public.engagements set status = 'draft' where id = ${id}`;
      // The attack: back to draft, cheaper fees, the same id sent again (or deleted as a draft).
      await denied(as(AGENT, (tx) => tx.execute(backToDraft)));
      // Not the server's own role either, with or without a person's claims.
      await denied(asServerFor(AGENT, (tx) => tx.execute(backToDraft)));
      await denied(db.execute(backToDraft));
      // Nothing acting for a person deletes it: the agent, or the server with their claims.
      await denied(
        asServerFor(AGENT, (tx) =>
          tx.execute(sql`delete from public.engagements where id = ${id}`),
        ),
      );
      const r = await one(id);
      expect(r).toMatchObject({ status: 'sent', snapshot_sha256: sha(SNAPSHOT) });
      expect(r.fee_items).toEqual(JSON.parse(FEES));
      // Forward only, also from a final state.
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.engagements set status = 'withdrawn' where id = ${id}`),
      );
      for (const to of ['draft', 'sent'])
        await denied(
          db.execute(sql`update public.engagements set status = ${to} where id = ${id}`),
        );
    });
  });

  describe('the client’s answer (private.respond_to_engagement)', () => {
    test('a typed name is one line: one with a line break is refused, the offer stays open (issue 36)', async () => {
      const id = await sent();
      for (const name of [
        'Carla\n- Total professional fees: $0.00 (waived)',
        'Carla\u2028Smith',
        'Carla\tS',
      ])
        await denied(respond(CLIENT, id, { name }), '23514');
      expect((await one(id)).status).toBe('sent');
      expect(await respond(CLIENT, id, { name: '  Carla   Smith ' })).toBe('accepted');
      expect((await one(id)).accepted_name).toBe('Carla   Smith');
    });

    test('accepting records name, time, address, user agent and zone; once only', async () => {
      const id = await sent();
      expect(await respond(CLIENT, id)).toBe('accepted');
      const r = await one(id);
      expect(r).toMatchObject({
        status: 'accepted',
        accepted_name: 'Priya Sharma',
        accepted_ip: '203.0.113.7',
        accepted_user_agent: 'Mozilla/5.0 test',
        accepted_time_zone: 'Asia/Kolkata',
      });
      expect(r.accepted_at).not.toBeNull();
      // Twice: one acceptance.
      expect(await codeOf(respond(CLIENT, id))).toBe('55000');
      expect(await codeOf(respond(CLIENT, id, { accept: false }))).toBe('55000');
      expect((await one(id)).accepted_at).toEqual(r.accepted_at);
    });

    test('an expired offer is refused', async () => {
      const id = await expired();
      expect(await codeOf(respond(CLIENT, id))).toBe('55000');
      expect((await one(id)).status).toBe('sent');
    });

    test('a withdrawn offer is refused', async () => {
      const id = await sent();
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.engagements set status = 'withdrawn' where id = ${id}`),
      );
      expect(await codeOf(respond(CLIENT, id))).toBe('55000');
    });

    test('another client’s offer is refused like a missing one', async () => {
      const id = await sent();
      expect(await codeOf(respond(OTHER, id))).toBe('P0002');
      expect(await codeOf(respond(CLIENT, await draft()))).toBe('P0002');
      expect((await one(id)).status).toBe('sent');
    });

    test('a tampered snapshot hash is refused', async () => {
      const id = await sent();
      expect(await codeOf(respond(CLIENT, id, { sha: sha(SNAPSHOT + ' ') }))).toBe('22023');
      expect(await codeOf(respond(CLIENT, id, { sha: null }))).toBe('22023');
      expect((await one(id)).status).toBe('sent');
    });

    test('declining keeps the optional reason', async () => {
      const id = await sent();
      expect(await respond(CLIENT, id, { accept: false, reason: 'Too expensive' })).toBe(
        'declined',
      );
      expect(await one(id)).toMatchObject({ status: 'declined', decline_reason: 'Too expensive' });
    });
  });

  describe('an accepted offer', () => {
    test('nobody changes it: not the agent, not the server’s own role', async () => {
      const id = await sent();
      await respond(CLIENT, id);
      await denied(
        as(AGENT, (tx) =>
          tx.execute(sql`update public.engagements set status = 'withdrawn' where id = ${id}`),
        ),
      );
      await denied(
        as(AGENT, (tx) =>
          tx.execute(sql`update public.engagements set accepted_name = 'Someone' where id = ${id}`),
        ),
      );
      await denied(
        db.execute(sql`update public.engagements set fee_items = '[]'::jsonb where id = ${id}`),
      );
      await denied(
        db.execute(sql`update public.engagements set accepted_ip = '1.2.3.4' where id = ${id}`),
      );
      // The Data API cannot record the PDF either; only private.record_engagement_pdf.
      await denied(
        as(AGENT, (tx) =>
          tx.execute(
            sql`update public.engagements set pdf_path = ${`${CLIENT}/x.pdf`} where id = ${id}`,
          ),
        ),
      );
      expect((await one(id)).status).toBe('accepted');
    });

    test('the PDF path goes to its client, and to an agent only with an audit row', async () => {
      const id = await sent();
      await respond(CLIENT, id);
      const path = `${CLIENT}/engagement-${id}.pdf`;
      await db.execute(sql`insert into storage.objects (bucket_id, name, metadata)
        values ('documents', ${path}, '{"mimetype":"application/pdf","size":10}'::jsonb)`);
      // Not a stored object, or not in the client's folder: refused.
      await denied(
        asServerFor(CLIENT, (tx) =>
          tx.execute(sql`select private.record_engagement_pdf(${id}::uuid,
            ${`${OTHER}/engagement-${id}.pdf`}, ${sha('pdf')})`),
        ),
      );
      await asServerFor(CLIENT, (tx) =>
        tx.execute(sql`select private.record_engagement_pdf(${id}::uuid, ${path}, ${sha('pdf')})`),
      );
      expect((await one(id)).pdf_path).toBe(path);
      const pathFor = (sub: string) =>
        as(
          sub,
          async (tx) =>
            (
              await rows<{ p: string }>(
                tx,
                sql`select private.engagement_pdf_for_signing(${id}::uuid) as p`,
              )
            )[0]!.p,
        );
      expect(await pathFor(CLIENT)).toBe(path);
      expect(await codeOf(pathFor(OTHER))).toBe('P0002');
      expect(await pathFor(AGENT)).toBe(path);
      const audited = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from public.audit_log where action = 'document.signed_url'
          and subject_id = ${id} and actor_id = ${AGENT} and details ->> 'path' = ${path}`,
      );
      expect(audited[0]!.n).toBe(1);
      // The client cannot delete the signed copy from their folder.
      const removed = await as(CLIENT, (tx) =>
        rows(tx, sql`delete from storage.objects where name = ${path} returning name`),
      );
      expect(removed).toEqual([]);
    });
  });

  test('the seed helper gives other suites an accepted, final engagement', async () => {
    const id = await seedAcceptedEngagement(db, CLIENT, AGENT);
    const r = await one(id);
    expect(r.status).toBe('accepted');
    expect(r.snapshot_sha256).toBe(sha(String(r.snapshot)));
    await denied(
      db.execute(sql`update public.engagements set status = 'declined' where id = ${id}`),
    );
  });

  describe('the signed PDF in storage, reached with real tokens', () => {
    test('its client reads it (and cannot delete it); another client, anon and an agent’s own token cannot', async () => {
      const stack = getStack();
      const signIn = async (email: string, password: string) => {
        const c = supabaseClient(stack);
        const { error } = await c.auth.signInWithPassword({ email, password });
        expect(error).toBeNull();
        return c.storage.from('documents');
      };
      const otherEmail = uniqueEmail('eng-other');
      await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
        email: otherEmail,
        password: 'password-123',
        email_confirm: true,
      });
      const id = await seedAcceptedEngagement(db, DEMO_CLIENT.id, DEMO_ADMIN.id);
      const path = `${DEMO_CLIENT.id}/engagement-${randomUUID()}.pdf`;
      const put = await supabaseClient(stack, stack.secretKey)
        .storage.from('documents')
        .upload(path, new Blob(['%PDF-1.7 signed copy'], { type: 'application/pdf' }));
      expect(put.error).toBeNull();
      await withUser(
        claimsOf(DEMO_CLIENT.id),
        async (tx) => {
          await tx.execute(sql`set local role none`);
          await tx.execute(
            sql`select private.record_engagement_pdf(${id}::uuid, ${path}, ${sha('pdf')})`,
          );
        },
        db,
      );

      const client = await signIn(DEMO_CLIENT.email, DEMO_CLIENT.password);
      expect(await (await client.download(path)).data!.text()).toContain('signed copy');
      expect((await client.remove([path])).data).toEqual([]);
      expect(
        (await client.upload(path, new Blob(['forged']), { upsert: true })).error,
      ).not.toBeNull();

      const other = await signIn(otherEmail, 'password-123');
      expect((await other.download(path)).data).toBeNull();
      expect((await other.createSignedUrl(path, 60)).error).not.toBeNull();

      const anon = supabaseClient(stack).storage.from('documents');
      expect((await anon.download(path)).error).not.toBeNull();

      // At aal2 (two-step sign-in): the agent's own token signs nothing of a client's, before
      // or after the audited request (20261128120000): after the audit row the server signs
      // with the secret key, for 60 s (lib/documents/files.ts signDownload).
      const agent = (await agentSession(stack)).storage.from('documents');
      expect((await agent.createSignedUrl(path, 60)).error).not.toBeNull();
      await withUser(
        claimsOf(DEMO_ADMIN.id, { aal: 'aal2' }),
        (tx) => tx.execute(sql`select private.engagement_pdf_for_signing(${id}::uuid)`),
        db,
      );
      expect((await agent.createSignedUrl(path, 60)).error).not.toBeNull();
      const signed = await supabaseClient(stack, stack.secretKey)
        .storage.from('documents')
        .createSignedUrl(path, 60);
      expect(signed.error).toBeNull();
      expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
      // Still there after the client's delete attempt.
      expect((await one(id)).pdf_path).toBe(path);
    });
  });

  test('every step is audited and e-mails only a link', async () => {
    const id = await sent();
    await respond(CLIENT, id);
    const actions = await rows<{ action: string; actor_id: string | null }>(
      db,
      sql`select action, actor_id from public.audit_log where subject_id = ${id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'engagement.created',
      'engagement.sent',
      'engagement.accepted',
    ]);
    expect(actions[2]!.actor_id).toBe(CLIENT);
    const mail = await rows<{ template: string; to_address: string; payload: Row }>(
      db,
      sql`select template, to_address, payload from public.email_outbox
        where payload ->> 'engagement_id' = ${id} order by created_at`,
    );
    expect(mail.map((m) => `${m.template} -> ${m.to_address}`).sort()).toEqual([
      'engagement-accepted -> eng-client@example.test',
      'engagement-accepted-agency -> agency',
      'engagement-sent -> eng-client@example.test',
    ]);
    for (const m of mail) expect(Object.keys(m.payload)).toEqual(['engagement_id']);
  });
}
