/**
 * Matters, their timeline and deadlines (20261126120000_matters_rules.sql), as SQL as each
 * person, which is what the Data API runs for a token: {anon, client, other client, agent} ×
 * {select, insert, update, delete} on matters, matter_events and deadlines, and the rules the
 * database holds whatever the caller: no matter without an accepted engagement of the same
 * client, no stage change by a client, no lodgement without the client's approval, TRN and date,
 * no decision without outcome and date, a refusal proposes a review deadline, each stage change
 * is recorded, audited and mailed, closing sets the 7-year retention date.
 * Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, type Tx, withUser } from '@/lib/db';
import { readMyData } from '@/lib/profiles/export';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, denied, runOnServerAs, seedSessions } from './harness';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const CLIENT = 'a0000000-0000-4000-8000-000000000002';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const sydneyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

type Row = Record<string, unknown>;

export function registerMattersCases(getStack: () => TestStack) {
  let db: Db;
  let otherId: string;
  let acceptedId: string;
  const rows = async <T extends Row>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;
  // Agents act with a two-step (aal2) session, as they will once two-step sign-in is required.
  const asAgent = <T>(fn: (tx: Tx) => Promise<T>) =>
    withUser(claimsOf(AGENT, { aal: 'aal2' }), fn, db);
  const asPerson = <T>(sub: string, fn: (tx: Tx) => Promise<T>) =>
    withUser(claimsOf(sub, { aal: 'aal1' }), fn, db);
  const anon = <T>(fn: (tx: Tx) => Promise<T>) => asAnon(fn, db);
  /** The server acting for the person (asServerFor), as lib/matters/approve.ts does. */
  const onServer = runOnServerAs(() => db);

  /** An engagement row as the engagement feature stores it (seeded as the table owner). */
  async function engagement(clientId: string, status = 'accepted') {
    const [e] = await rows<{ id: string }>(
      db,
      sql`insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
        values (${clientId}, ${AGENT}, ${status},
          ${status === 'accepted' ? sql`now()` : sql`null`},
          ${status === 'accepted' ? 'Demo User' : null})
        returning id`,
    );
    return e!.id;
  }
  async function summaryDocument(clientId = CLIENT) {
    const [d] = await rows<{ id: string }>(
      db,
      sql`insert into public.documents (client_id, category, storage_path, original_name, mime_type,
          size_bytes, sha256, agent_provided)
        values (${clientId}, 'other', ${`${clientId}/${randomUUID()}.pdf`}, 'summary.pdf',
          'application/pdf', 20, ${'b'.repeat(64)}, true) returning id`,
    );
    return d!.id;
  }
  /** A matter opened by the agent, as the agent. */
  async function openMatter(title = 'Skilled Independent visa') {
    const [m] = await asAgent((tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
          values (${CLIENT}, ${acceptedId}, '189', ${title}, ${AGENT}) returning id`,
      ),
    );
    return m!.id;
  }
  const agentUpdate = (id: string, set: ReturnType<typeof sql>) =>
    asAgent((tx) => tx.execute(sql`update public.matters set ${set} where id = ${id}`));
  /** preparing -> client_review (with a summary) -> approved by the client through the server. */
  async function approvedMatter() {
    const id = await openMatter();
    const doc = await summaryDocument();
    await agentUpdate(id, sql`summary_document_id = ${doc}, stage = 'client_review'`);
    const [r] = await onServer(CLIENT, (tx) =>
      rows<{ result: string }>(tx, sql`select private.approve_matter(${id}) as result`),
    );
    expect(r!.result).toBe('approved');
    return id;
  }
  async function lodgedMatter() {
    const id = await approvedMatter();
    await agentUpdate(id, sql`stage = 'lodged', trn = 'EGO1234567', lodged_on = ${daysAgo(3)}`);
    return id;
  }
  const matter = async (id: string) =>
    (
      await rows<{
        stage: string;
        client_approved_at: Date | null;
        retain_until: string | null;
        trn: string | null;
      }>(
        db,
        sql`select stage, client_approved_at, retain_until::text, trn from public.matters where id = ${id}`,
      )
    )[0]!;

  beforeAll(async () => {
    const stack = getStack();
    db = createDb(stack.dbUrl, 4);
    const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email: uniqueEmail('other-client'),
      password: 'password-123',
      email_confirm: true,
    });
    otherId = data.user!.id;
    acceptedId = await engagement(CLIENT);
  }, 60_000);
  // Live sessions for everyone seeded above (the demo people included): harness.ts.
  beforeAll(() => seedSessions(db));
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('matters × {anon, client, other client, agent}', () => {
    test('select: the client and the agent see it; the other client nothing; anon is refused', async () => {
      const id = await openMatter();
      const see = (tx: Tx) => rows(tx, sql`select id from public.matters where id = ${id}`);
      expect(await asPerson(CLIENT, see)).toHaveLength(1);
      expect(await asAgent(see)).toHaveLength(1);
      expect(await asPerson(otherId, see)).toHaveLength(0);
      await denied(anon(see));
    });

    test('insert: only an agent opens a matter', async () => {
      const insert = (tx: Tx) =>
        tx.execute(sql`insert into public.matters (client_id, engagement_id, visa_subclass, title)
          values (${CLIENT}, ${acceptedId}, '189', 'Mine')`);
      await denied(anon(insert));
      await denied(asPerson(CLIENT, insert));
      await denied(asPerson(otherId, insert));
      await asAgent(insert);
    });

    test('update: clients change nothing, the agent does; anon is refused', async () => {
      const id = await openMatter();
      const rename = (tx: Tx) =>
        rows(tx, sql`update public.matters set title = 'Changed' where id = ${id} returning id`);
      expect(await asPerson(CLIENT, rename)).toEqual([]);
      expect(await asPerson(otherId, rename)).toEqual([]);
      await denied(anon(rename));
      expect(await asAgent(rename)).toHaveLength(1);
    });

    test('delete: nobody through the API (the 7-year rule keeps matters)', async () => {
      const id = await openMatter();
      const del = (tx: Tx) => tx.execute(sql`delete from public.matters where id = ${id}`);
      for (const run of [anon, (fn: typeof del) => asPerson(CLIENT, fn), asAgent]) {
        await denied(run(del));
      }
      await denied(asPerson(otherId, del));
      expect(await matter(id)).toBeDefined();
    });
  });

  describe('rules', () => {
    test('no matter without an accepted engagement of the same client', async () => {
      const sent = await engagement(CLIENT, 'sent');
      const insert = (engagementId: string, clientId = CLIENT) =>
        asAgent((tx) =>
          tx.execute(sql`insert into public.matters (client_id, engagement_id, visa_subclass, title)
            values (${clientId}, ${engagementId}, '189', 'Skilled')`),
        );
      await denied(insert(sent), '23514');
      const othersAccepted = await engagement(otherId);
      await denied(insert(othersAccepted, CLIENT), '23514');
      // Not even the server's own role or the service role.
      await denied(
        db.execute(sql`insert into public.matters (client_id, engagement_id, visa_subclass, title)
          values (${CLIENT}, ${sent}, '189', 'Skilled')`),
        '23514',
      );
      // And a matter starts at preparing, nothing lodged or approved.
      await denied(
        asAgent((tx) =>
          tx.execute(sql`insert into public.matters (client_id, engagement_id, visa_subclass, title, stage, trn)
            values (${CLIENT}, ${acceptedId}, '189', 'Skilled', 'lodged', 'X1')`),
        ),
        '23514',
      );
    });

    test('a client never changes a stage, not even with their claims on the server’s connection', async () => {
      const id = await openMatter();
      const doc = await summaryDocument();
      await agentUpdate(id, sql`summary_document_id = ${doc}, stage = 'client_review'`);
      // Through the Data API: no row is theirs to update.
      const moved = await asPerson(CLIENT, (tx) =>
        rows(
          tx,
          sql`update public.matters set stage = 'lodged', trn = 'X', lodged_on = ${daysAgo(1)},
            client_approved_at = now() where id = ${id} returning id`,
        ),
      );
      expect(moved).toEqual([]);
      // A security-definer path running as the client (the server's role with their claims):
      // the trigger refuses a stage change and allows only the approval.
      const asClientOnServer = (set: ReturnType<typeof sql>) =>
        db.transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('request.jwt.claims', ${JSON.stringify(claimsOf(CLIENT))}, true),
              set_config('request.jwt.claim.sub', ${CLIENT}, true)`,
          );
          await tx.execute(sql`update public.matters set ${set} where id = ${id}`);
        });
      await denied(asClientOnServer(sql`stage = 'preparing'`), '42501');
      await denied(asClientOnServer(sql`client_approved_at = now(), stage = 'lodged'`), '42501');
      expect((await matter(id)).stage).toBe('client_review');
      // The approval function is the server's, not the client's token's.
      await denied(
        asPerson(CLIENT, (tx) => tx.execute(sql`select private.approve_matter(${id})`)),
        '42501',
      );
      // And an agent cannot approve on the client's behalf.
      await denied(agentUpdate(id, sql`client_approved_at = now()`), '42501');
    });

    test('client_review needs the summary; lodged needs the approval, a TRN and a date', async () => {
      const id = await openMatter();
      await denied(agentUpdate(id, sql`stage = 'client_review'`), '23514');
      await agentUpdate(id, sql`summary_document_id = ${await summaryDocument()}`);
      await agentUpdate(id, sql`stage = 'client_review'`);
      await denied(
        agentUpdate(id, sql`stage = 'lodged', trn = 'EGO1', lodged_on = ${daysAgo(1)}`),
        '23514',
      );
      // Another client's approval does not count.
      const [other] = await onServer(otherId, (tx) =>
        rows<{ result: string }>(tx, sql`select private.approve_matter(${id}) as result`),
      );
      expect(other!.result).toBe('not_in_review');
      const [mine] = await onServer(CLIENT, (tx) =>
        rows<{ result: string }>(tx, sql`select private.approve_matter(${id}) as result`),
      );
      expect(mine!.result).toBe('approved');
      await denied(agentUpdate(id, sql`stage = 'lodged'`), '23514');
      await denied(agentUpdate(id, sql`stage = 'lodged', trn = 'EGO1'`), '23514');
      await denied(
        agentUpdate(id, sql`stage = 'lodged', trn = 'EGO1', lodged_on = current_date + 30`),
        '23514',
      );
      await agentUpdate(id, sql`stage = 'lodged', trn = 'EGO1', lodged_on = ${daysAgo(1)}`);
      expect(await matter(id)).toMatchObject({ stage: 'lodged', trn: 'EGO1' });
    });

    test('going back to preparing or a new summary clears the approval', async () => {
      const id = await approvedMatter();
      await agentUpdate(id, sql`summary_document_id = ${await summaryDocument()}`);
      expect((await matter(id)).client_approved_at).toBeNull();
      await onServer(CLIENT, (tx) => rows(tx, sql`select private.approve_matter(${id})`));
      expect((await matter(id)).client_approved_at).not.toBeNull();
      await agentUpdate(id, sql`stage = 'preparing'`);
      expect((await matter(id)).client_approved_at).toBeNull();
    });

    test('stages move in order only', async () => {
      const id = await openMatter();
      await denied(agentUpdate(id, sql`stage = 'decided'`), '23514');
      await denied(
        agentUpdate(id, sql`stage = 'lodged', trn = 'X', lodged_on = ${daysAgo(1)}`),
        '23514',
      );
    });

    test('decided needs an outcome and a date', async () => {
      const id = await lodgedMatter();
      await denied(agentUpdate(id, sql`stage = 'decided'`), '23514');
      await denied(agentUpdate(id, sql`stage = 'decided', outcome = 'granted'`), '23514');
      await denied(agentUpdate(id, sql`stage = 'decided', decided_on = ${daysAgo(0)}`), '23514');
      await agentUpdate(
        id,
        sql`stage = 'decided', outcome = 'granted', decided_on = ${daysAgo(0)}`,
      );
      expect((await matter(id)).stage).toBe('decided');
    });

    test('every stage change: a timeline entry, an audit row and a link-only e-mail', async () => {
      const id = await lodgedMatter();
      const events = await rows<{
        from_stage: string | null;
        to_stage: string | null;
        actor_id: string;
      }>(
        db,
        sql`select from_stage, to_stage, actor_id from public.matter_events
          where matter_id = ${id} and to_stage is not null order by id`,
      );
      expect(events.map((e) => [e.from_stage, e.to_stage])).toEqual([
        [null, 'preparing'],
        ['preparing', 'client_review'],
        ['client_review', 'lodged'],
      ]);
      expect(events.every((e) => e.actor_id === AGENT)).toBe(true);
      const audit = await rows<{ action: string; actor_id: string | null; details: Row }>(
        db,
        sql`select action, actor_id, details from public.audit_log where subject_id = ${id} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual([
        'matter.opened',
        'matter.stage_changed',
        'matter.client_approved',
        'matter.stage_changed',
      ]);
      expect(audit[2]!.actor_id).toBe(CLIENT);
      expect(audit[3]!.details).toMatchObject({
        from: 'client_review',
        to: 'lodged',
        trn: 'EGO1234567',
      });
      const mail = await rows<{ to_address: string; payload: Row }>(
        db,
        sql`select to_address, payload from public.email_outbox
          where template = 'matter-updated' and payload ->> 'matter_id' = ${id}`,
      );
      expect(mail).toHaveLength(3);
      expect(mail.every((m) => m.to_address === 'user@example.com')).toBe(true);
      expect(Object.keys(mail[0]!.payload)).toEqual(['matter_id']);
    });

    test('a refusal proposes an unconfirmed review deadline the client does not see yet', async () => {
      const id = await lodgedMatter();
      await agentUpdate(
        id,
        sql`stage = 'decided', outcome = 'refused', decided_on = ${daysAgo(0)}`,
      );
      const [d] = await rows<{
        kind: string;
        due_on: string;
        confirmed_at: Date | null;
        created_by: string | null;
        visible_to_client: boolean;
        note: string;
      }>(
        db,
        sql`select kind, due_on::text, confirmed_at, created_by, visible_to_client, note
          from public.deadlines where matter_id = ${id}`,
      );
      expect(d).toMatchObject({
        kind: 'review_application',
        confirmed_at: null,
        created_by: null,
        visible_to_client: false,
      });
      expect(d!.due_on > daysAgo(0)).toBe(true);
      expect(d!.note).toMatch(/decision letter/);
      expect(d!.note).toMatch(/Administrative Review Tribunal/);
      expect(d!.note).toMatch(/Migration Act 1958/);
      // The agent confirms it (a date from the letter) and shows it to the client.
      await asAgent((tx) =>
        tx.execute(sql`update public.deadlines set confirmed_at = now(), visible_to_client = true,
          due_on = current_date + 21 where matter_id = ${id}`),
      );
      const seen = await asPerson(CLIENT, (tx) =>
        rows<{ confirmed_at: Date | null }>(
          tx,
          sql`select confirmed_at from public.deadlines where matter_id = ${id}`,
        ),
      );
      expect(seen).toHaveLength(1);
      expect(seen[0]!.confirmed_at).not.toBeNull();
    });

    test('closing sets retain_until to the closing day in Sydney plus 7 years; a closed matter stays closed', async () => {
      const id = await lodgedMatter();
      await agentUpdate(
        id,
        sql`stage = 'decided', outcome = 'granted', decided_on = ${daysAgo(0)}`,
      );
      await denied(agentUpdate(id, sql`retain_until = '2099-01-01'`), '42501');
      await agentUpdate(id, sql`stage = 'closed'`);
      const today = sydneyToday();
      const expected = `${Number(today.slice(0, 4)) + 7}${today.slice(4)}`;
      // 29 February + 7 years is 28 February (Postgres date arithmetic).
      expect([expected, expected.replace('-02-29', '-02-28')]).toContain(
        (await matter(id)).retain_until,
      );
      await denied(agentUpdate(id, sql`title = 'Reopened'`), '23514');
      await denied(agentUpdate(id, sql`stage = 'lodged'`), '23514');
    });
  });

  describe('matter_events × {anon, client, other client, agent}', () => {
    test('the client sees their matter’s shared entries, never agent-only ones; others nothing', async () => {
      const id = await openMatter();
      await asAgent((tx) =>
        tx.execute(sql`insert into public.matter_events (matter_id, actor_id, note, agent_only)
          values (${id}, ${AGENT}, 'Agent-only thought', true),
                 (${id}, ${AGENT}, 'We started on your forms', false)`),
      );
      const notes = (tx: Tx) =>
        rows<{ note: string | null }>(
          tx,
          sql`select note from public.matter_events where matter_id = ${id} order by id`,
        );
      expect((await asPerson(CLIENT, notes)).map((r) => r.note)).toEqual([
        null,
        'We started on your forms',
      ]);
      expect((await asAgent(notes)).map((r) => r.note)).toContain('Agent-only thought');
      expect(await asPerson(otherId, notes)).toEqual([]);
      await denied(anon(notes));
    });

    test('insert: an agent adds notes as themselves; nobody forges a stage entry; clients nothing', async () => {
      const id = await openMatter();
      const note = (actor: string) => (tx: Tx) =>
        rows<{ actor_id: string }>(
          tx,
          sql`insert into public.matter_events (matter_id, actor_id, note)
            values (${id}, ${actor}, 'Hello') returning actor_id`,
        );
      await denied(anon(note(CLIENT)));
      await denied(asPerson(CLIENT, note(CLIENT)));
      await denied(asPerson(otherId, note(otherId)));
      await denied(
        asAgent((tx) =>
          tx.execute(sql`insert into public.matter_events (matter_id, actor_id, note, to_stage)
            values (${id}, ${AGENT}, 'Lodged!', 'lodged')`),
        ),
      );
      // The actor is the signed-in agent, whatever the row says.
      expect(await asAgent(note(CLIENT))).toEqual([{ actor_id: AGENT }]);
    });

    test('update and delete: append-only for everyone', async () => {
      const id = await openMatter();
      const change = (tx: Tx) =>
        tx.execute(sql`update public.matter_events set note = 'x' where matter_id = ${id}`);
      const del = (tx: Tx) =>
        tx.execute(sql`delete from public.matter_events where matter_id = ${id}`);
      for (const op of [change, del]) {
        await denied(anon(op));
        await denied(asPerson(CLIENT, op));
        await denied(asPerson(otherId, op));
        await denied(asAgent(op));
        await denied(db.transaction(op));
      }
    });
  });

  describe('deadlines × {anon, client, other client, agent}', () => {
    test('select: the client sees only visible ones of their own matters', async () => {
      const id = await openMatter();
      await asAgent((tx) =>
        tx.execute(sql`insert into public.deadlines (matter_id, kind, due_on, note, visible_to_client)
          values (${id}, 'health_examination', current_date + 20, 'Medical', true),
                 (${id}, 'other', current_date + 5, 'Internal', false)`),
      );
      const notes = (tx: Tx) =>
        rows<{ note: string }>(
          tx,
          sql`select note from public.deadlines where matter_id = ${id} order by due_on`,
        );
      expect((await asPerson(CLIENT, notes)).map((r) => r.note)).toEqual(['Medical']);
      expect((await asAgent(notes)).map((r) => r.note)).toEqual(['Internal', 'Medical']);
      expect(await asPerson(otherId, notes)).toEqual([]);
      await denied(anon(notes));
    });

    test('insert, update, delete: agents add and update (author and stamps are the database’s); nobody deletes', async () => {
      const id = await openMatter();
      const add = (tx: Tx) =>
        rows<{ id: string; created_by: string; confirmed_at: Date | null }>(
          tx,
          sql`insert into public.deadlines (matter_id, kind, due_on, visible_to_client, created_by)
            values (${id}, 'police_certificate', current_date + 30, true, ${CLIENT})
            returning id, created_by, confirmed_at`,
        );
      await denied(anon(add));
      await denied(asPerson(CLIENT, add));
      await denied(asPerson(otherId, add));
      const [d] = await asAgent(add);
      expect(d!.created_by).toBe(AGENT);
      expect(d!.confirmed_at).not.toBeNull();

      const done = (tx: Tx) =>
        rows(tx, sql`update public.deadlines set done_at = now() where id = ${d!.id} returning id`);
      expect(await asPerson(CLIENT, done)).toEqual([]);
      expect(await asPerson(otherId, done)).toEqual([]);
      await denied(anon(done));
      expect(await asAgent(done)).toHaveLength(1);
      await asAgent((tx) =>
        tx.execute(sql`update public.deadlines set done_at = null where id = ${d!.id}`),
      );
      const audit = await rows<{ action: string }>(
        db,
        sql`select action from public.audit_log where subject_id = ${d!.id} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual([
        'deadline.created',
        'deadline.done',
        'deadline.reopened',
      ]);
      // The deadline stays on its matter.
      await denied(
        asAgent((tx) =>
          tx.execute(
            sql`update public.deadlines set matter_id = ${acceptedId} where id = ${d!.id}`,
          ),
        ),
        ['23514', '23503'],
      );

      const del = (tx: Tx) => tx.execute(sql`delete from public.deadlines where id = ${d!.id}`);
      await denied(anon(del));
      await denied(asPerson(CLIENT, del));
      await denied(asPerson(otherId, del));
      await denied(asAgent(del));
    });
  });

  describe('the audit rows a client reads repeat nothing RLS hides (issue 36)', () => {
    test('an agent-only deadline and an offer’s draft history: not in their log or history.json', async () => {
      const id = await openMatter();
      const [hidden] = await asAgent((tx) =>
        rows<{ id: string }>(
          tx,
          sql`insert into public.deadlines (matter_id, kind, due_on, note, visible_to_client)
            values (${id}, 'other', current_date + 9, 'Review window', false) returning id`,
        ),
      );
      await asAgent((tx) =>
        tx.execute(
          sql`update public.deadlines set due_on = current_date + 10 where id = ${hidden!.id}`,
        ),
      );
      const [draft] = await asAgent((tx) =>
        rows<{ id: string }>(
          tx,
          sql`insert into public.engagements (client_id, services) values (${CLIENT}, '[]'::jsonb) returning id`,
        ),
      );
      await asAgent((tx) =>
        tx.execute(sql`update public.engagements set gst_applies = false where id = ${draft!.id}`),
      );
      await asAgent((tx) =>
        tx.execute(sql`delete from public.engagements where id = ${draft!.id}`),
      );
      const subjects = [hidden!.id, draft!.id];
      const about = (tx: Tx) =>
        rows<{ action: string; subject_id: string }>(
          tx,
          sql`select action, subject_id from public.audit_log
            where client_id = ${CLIENT} and subject_id in (${sql.join(
              subjects.map((x) => sql`${x}::uuid`),
              sql`, `,
            )})`,
        );
      // The agent reads every row; the client none of them, with their own token or in their export.
      expect((await asAgent(about)).map((r) => r.action)).toEqual(
        expect.arrayContaining([
          'deadline.created',
          'deadline.changed',
          'engagement.created',
          'engagement.draft_changed',
          'engagement.draft_deleted',
        ]),
      );
      expect(await asPerson(CLIENT, about)).toEqual([]);
      const mine = await asPerson(CLIENT, (tx) => readMyData(tx, CLIENT));
      expect(JSON.stringify(mine.audit)).not.toContain(hidden!.id);
      expect(JSON.stringify(mine.audit)).not.toContain('"visible_to_client":false');
      expect(JSON.stringify(mine.audit)).not.toContain(draft!.id);
      // Shown to the client, the deadline's rows from then on are theirs to read too; the ones
      // written while it was hidden stay the agency's.
      await asAgent((tx) =>
        tx.execute(
          sql`update public.deadlines set visible_to_client = true where id = ${hidden!.id}`,
        ),
      );
      expect((await asPerson(CLIENT, about)).map((r) => r.action)).toEqual(['deadline.changed']);
      // Rows about the matter itself stay readable.
      const opened = await asPerson(CLIENT, (tx) =>
        rows(
          tx,
          sql`select 1 from public.audit_log where subject_id = ${id} and action = 'matter.opened'`,
        ),
      );
      expect(opened).toHaveLength(1);
    });
  });

  describe('document requests on a matter', () => {
    test('a request belongs only to a matter of the same client; the client reads it', async () => {
      const id = await openMatter();
      await denied(
        asAgent((tx) =>
          tx.execute(sql`insert into public.document_requests (client_id, category, requested_by, matter_id)
            values (${otherId}, 'passport', ${AGENT}, ${id})`),
        ),
        '23514',
      );
      await asAgent((tx) =>
        tx.execute(sql`insert into public.document_requests (client_id, category, requested_by, matter_id, due_on)
          values (${CLIENT}, 'passport', ${AGENT}, ${id}, current_date + 14)`),
      );
      const mine = await asPerson(CLIENT, (tx) =>
        rows(tx, sql`select category from public.document_requests where matter_id = ${id}`),
      );
      expect(mine).toEqual([{ category: 'passport' }]);
    });
  });
}
