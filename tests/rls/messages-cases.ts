/**
 * Messages, file notes and read marks (20261126125000_messages_rules.sql) as SQL as each person,
 * which is what the Data API runs for a token: messages and message_reads × {anon, client, other
 * client, agent} × {select, insert, update, delete}, the matter/document-of-this-client rule, and
 * the content-free e-mail to the other side (one per recipient per 15 minutes). Registered on
 * PGlite and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, type Tx, withUser } from '@/lib/db';
import type { CurrentUser } from '@/lib/auth/server';
import { personLimits } from '@/lib/config/limits';
import { postMessage } from '@/lib/messages/post';
import { readMyData } from '@/lib/profiles/export';
import type { TestStack } from '../support/stack';
import { claimsOf, denied, seedPeople } from './harness';

const AGENT = 'e8000000-0000-4000-8000-000000000001';
const ASSIGNED = 'e8000000-0000-4000-8000-000000000002';
const CLIENT = 'e8000000-0000-4000-8000-000000000003';
const OTHER = 'e8000000-0000-4000-8000-000000000004';
const LONER = 'e8000000-0000-4000-8000-000000000005';
const CHATTY = 'e8000000-0000-4000-8000-000000000006';
const EMAIL = {
  [AGENT]: 'msg-agent@example.com',
  [ASSIGNED]: 'msg-assigned@example.com',
  [CLIENT]: 'msg-client@example.com',
  [OTHER]: 'msg-other@example.com',
  [LONER]: 'msg-loner@example.com',
  [CHATTY]: 'msg-chatty@example.com',
} as const;
const AGENTS = new Set<string>([AGENT, ASSIGNED]);

export function registerMessageCases(getStack: () => TestStack) {
  let db: Db;
  const ids: Record<string, string> = {};
  /** Agents carry `aal: 'aal2'` as a two-step session's token does. */
  const as = <T>(sub: string, fn: (tx: Tx) => Promise<T>) =>
    withUser(claimsOf(sub, AGENTS.has(sub) ? { aal: 'aal2' } : {}), fn, db);
  const rows = async <T extends Record<string, unknown>>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;
  const one = async (tx: Tx | Db, q: ReturnType<typeof sql>) =>
    String((await rows<{ id: string }>(tx, q))[0]!.id);

  const post = (
    who: string,
    v: { client?: string; author?: string; kind?: string; matter?: string; doc?: string },
  ) =>
    as(who, (tx) =>
      one(
        tx,
        sql`insert into public.messages (client_id, author_id, body, kind, matter_id, document_id)
          values (${v.client ?? CLIENT}, ${v.author ?? who}, 'Hello', ${v.kind ?? 'message'},
            ${v.matter ?? null}, ${v.doc ?? null}) returning id`,
      ),
    );
  const visible = (who: string) =>
    as(who, (tx) =>
      rows<{ id: string; kind: string }>(tx, sql`select id, kind from public.messages`),
    ).then((r) => r.map((x) => x.id));
  const outbox = (to: string) =>
    rows<{ template: string; digest_count: number; client_id: string | null }>(
      db,
      sql`select template, digest_count, client_id from public.email_outbox
        where to_address = ${to} and template like 'message-%' order by created_at`,
    );

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 4);
    // The app's lib functions (postMessage) use the app's own pool, read from the env.
    process.env.DATABASE_URL = getStack().dbUrl;
    await seedPeople(
      db,
      Object.entries(EMAIL).map(([id, email]) => [id, email] as const),
      [...AGENTS],
    );
    // Seeded as the owner: how engagements and matters come to be is their own tests' business.
    const engagement = async (client: string) =>
      one(
        db,
        sql`insert into public.engagements (client_id, agent_id, status, accepted_at)
          values (${client}, ${AGENT}, 'accepted', now()) returning id`,
      );
    const matter = async (client: string, agent: string | null) =>
      one(
        db,
        sql`insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
          values (${client}, ${await engagement(client)}, '190', 'Skilled Nominated', ${agent})
          returning id`,
      );
    const doc = (client: string) =>
      one(
        db,
        sql`insert into public.documents (client_id, category, storage_path, original_name,
            mime_type, size_bytes, sha256)
          values (${client}, 'other', ${client} || '/' || gen_random_uuid() || '.pdf', 'a.pdf',
            'application/pdf', 20, repeat('a', 64)) returning id`,
      );
    ids.matter = await matter(CLIENT, ASSIGNED);
    ids.otherMatter = await matter(OTHER, null);
    ids.doc = await doc(CLIENT);
    ids.otherDoc = await doc(OTHER);
    ids.fromClient = await post(CLIENT, {});
    ids.fromAgent = await post(AGENT, {});
    ids.note = await post(AGENT, { kind: 'file_note' });
    ids.otherMsg = await post(OTHER, { client: OTHER });
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('messages', () => {
    test('anon: no select, insert, update or delete', async () => {
      for (const q of [
        sql`select id from public.messages`,
        sql`insert into public.messages (client_id, body) values (${CLIENT}, 'x')`,
        sql`update public.messages set body = 'x'`,
        sql`delete from public.messages`,
      ])
        await denied(asAnon((tx) => tx.execute(q), db));
    });

    test('client: reads own thread without file notes; other client sees none of it', async () => {
      const mine = await visible(CLIENT);
      expect(mine).toEqual(expect.arrayContaining([ids.fromClient, ids.fromAgent]));
      expect(mine).not.toContain(ids.note);
      expect(mine).not.toContain(ids.otherMsg);
      // Even asked for by id, with the client's own token.
      const note = await as(CLIENT, (tx) =>
        rows(tx, sql`select id from public.messages where id = ${ids.note}`),
      );
      expect(note).toEqual([]);
      const theirs = await visible(OTHER);
      expect(theirs).toEqual([ids.otherMsg]);
    });

    test('client: posts in own thread, as themselves, kind message only', async () => {
      const id = await post(CLIENT, { matter: ids.matter, doc: ids.doc });
      expect(await visible(CLIENT)).toContain(id);
      // The author defaults to the signed-in person.
      const [row] = await as(CLIENT, (tx) =>
        rows<{ author_id: string }>(
          tx,
          sql`insert into public.messages (client_id, body) values (${CLIENT}, 'No author given')
            returning author_id`,
        ),
      );
      expect(row!.author_id).toBe(CLIENT);
      await denied(post(OTHER, { client: CLIENT })); // another client's thread
      await denied(post(CLIENT, { author: AGENT })); // forged author
      await denied(post(CLIENT, { kind: 'file_note' })); // a file note
    });

    test('a matter or document of another client is refused, for clients and agents', async () => {
      await denied(post(CLIENT, { matter: ids.otherMatter }), '23514');
      await denied(post(CLIENT, { doc: ids.otherDoc }), '23514');
      await denied(post(AGENT, { matter: ids.otherMatter }), '23514');
      await denied(post(AGENT, { doc: ids.otherDoc, kind: 'file_note' }), '23514');
    });

    test('agent: reads every thread and file note; writes as themselves only', async () => {
      const seen = await visible(AGENT);
      expect(seen).toEqual(
        expect.arrayContaining([ids.fromClient, ids.fromAgent, ids.note, ids.otherMsg]),
      );
      const note = await post(ASSIGNED, { kind: 'file_note', matter: ids.matter });
      expect(await visible(AGENT)).toContain(note);
      expect(await visible(CLIENT)).not.toContain(note);
      await denied(post(AGENT, { author: ASSIGNED }));
      await denied(post(AGENT, { author: CLIENT }));
    });

    test('immutable: nobody updates or deletes a message through the API', async () => {
      for (const who of [CLIENT, OTHER, AGENT]) {
        await denied(
          as(who, (tx) =>
            tx.execute(
              sql`update public.messages set body = 'edited' where id = ${ids.fromClient}`,
            ),
          ),
        );
        await denied(
          as(who, (tx) =>
            tx.execute(sql`delete from public.messages where id = ${ids.fromClient}`),
          ),
        );
      }
    });

    test('the time is the database’s: a back-dated message is stamped now', async () => {
      const [row] = await as(CLIENT, (tx) =>
        rows<{ old: boolean }>(
          tx,
          sql`insert into public.messages (client_id, body, created_at)
            values (${CLIENT}, 'Back-dated', '2020-01-01') returning created_at < now() - interval '1 day' as old`,
        ),
      );
      expect(row!.old).toBe(false);
    });
  });

  describe('message_reads', () => {
    const mark = (who: string, message: string, reader = who) =>
      as(who, (tx) =>
        tx.execute(
          sql`insert into public.message_reads (message_id, reader_id) values (${message}, ${reader})
            on conflict do nothing`,
        ),
      );
    const reads = (who: string) =>
      as(who, (tx) =>
        rows<{ message_id: string; reader_id: string }>(
          tx,
          sql`select message_id, reader_id from public.message_reads`,
        ),
      );

    test('anon: nothing', async () => {
      await denied(asAnon((tx) => tx.execute(sql`select * from public.message_reads`), db));
      await denied(
        asAnon(
          (tx) =>
            tx.execute(sql`insert into public.message_reads (message_id, reader_id)
              values (${ids.fromAgent}, ${CLIENT})`),
          db,
        ),
      );
    });

    test('client: marks read a message they see, as themselves only', async () => {
      await mark(CLIENT, ids.fromAgent);
      await mark(CLIENT, ids.fromAgent); // twice is harmless
      await denied(mark(CLIENT, ids.note)); // a file note they cannot see
      await denied(mark(CLIENT, ids.otherMsg)); // another client's message
      await denied(mark(OTHER, ids.fromAgent)); // another client's thread
      await denied(mark(CLIENT, ids.fromAgent, OTHER)); // as someone else
      await denied(mark(OTHER, ids.otherMsg, CLIENT));
      expect(await reads(CLIENT)).toEqual([{ message_id: ids.fromAgent, reader_id: CLIENT }]);
      expect(await reads(OTHER)).toEqual([]);
    });

    test('agent: marks any message read as themselves; sees everyone’s marks', async () => {
      await mark(AGENT, ids.fromClient);
      await mark(AGENT, ids.note);
      await denied(mark(AGENT, ids.otherMsg, ASSIGNED));
      const seen = await reads(AGENT);
      expect(seen).toEqual(
        expect.arrayContaining([
          { message_id: ids.fromAgent, reader_id: CLIENT },
          { message_id: ids.fromClient, reader_id: AGENT },
        ]),
      );
    });

    test('the time of reading is the database’s', async () => {
      const [row] = await as(CLIENT, (tx) =>
        rows<{ old: boolean }>(
          tx,
          sql`insert into public.message_reads (message_id, reader_id, read_at)
            values (${ids.fromAgent}, ${CLIENT}, '2020-01-01')
            on conflict (message_id, reader_id) do nothing returning read_at < now() - interval '1 day' as old`,
        ),
      );
      // Already marked above (then nothing is returned), or stamped now.
      expect(row?.old ?? false).toBe(false);
      const id = await post(AGENT, { client: CLIENT });
      const [fresh] = await as(CLIENT, (tx) =>
        rows<{ old: boolean }>(
          tx,
          sql`insert into public.message_reads (message_id, reader_id, read_at)
            values (${id}, ${CLIENT}, '2020-01-01') returning read_at < now() - interval '1 day' as old`,
        ),
      );
      expect(fresh!.old).toBe(false);
    });

    test('nobody updates or deletes a mark through the API', async () => {
      for (const who of [CLIENT, AGENT]) {
        await denied(
          as(who, (tx) => tx.execute(sql`update public.message_reads set read_at = now()`)),
        );
        await denied(as(who, (tx) => tx.execute(sql`delete from public.message_reads`)));
      }
    });
  });

  describe('the hourly limit on a client’s messages (issue 36: 30 × 5,000 characters in a row)', () => {
    test('the hourly number goes through; the next is refused, by the app and the Data API alike', async () => {
      const user: CurrentUser = {
        id: CHATTY,
        email: EMAIL[CHATTY],
        fullName: null,
        isAdmin: false,
        claims: claimsOf(CHATTY),
      };
      const body = 'x'.repeat(5000);
      for (let i = 0; i < personLimits.messagesPerHour; i++)
        expect(await postMessage(user, { body, clientId: CHATTY })).toBe('posted');
      // What the messages tab turns into its message (lib/messages/send.ts).
      expect(await postMessage(user, { body, clientId: CHATTY })).toBe('limited');
      await denied(post(CHATTY, { client: CHATTY }), 'PT429');
      const n = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from public.messages where client_id = ${CHATTY}`,
      );
      expect(n[0]!.n).toBe(personLimits.messagesPerHour);
      // The agency still answers in that thread, and keeps its file notes.
      await post(AGENT, { client: CHATTY });
      await post(AGENT, { client: CHATTY, kind: 'file_note' });
    });
  });

  describe('Download my data', () => {
    test('has the client’s messages and never a file note; nothing of another client', async () => {
      const data = await as(CLIENT, (tx) => readMyData(tx, CLIENT));
      const got = data.messages.map((m) => m.id);
      expect(got).toEqual(expect.arrayContaining([ids.fromClient, ids.fromAgent]));
      expect(got).not.toContain(ids.note);
      expect(got).not.toContain(ids.otherMsg);
      expect(data.messages.every((m) => m.kind === 'message' && m.clientId === CLIENT)).toBe(true);
      // Matters and offers: only the client's own (none at all before their rules grant a read).
      expect(data.matters.every((m) => m.clientId === CLIENT)).toBe(true);
      expect(data.engagements.every((e) => e.clientId === CLIENT && e.status !== 'draft')).toBe(
        true,
      );
    });
  });

  describe('the e-mail to the other side', () => {
    test('client → the assigned agent; agent → the client; file notes → nobody', async () => {
      // Seeded messages: CLIENT wrote without a matter (their accepted engagement's agent, AGENT),
      // AGENT replied (the client), AGENT wrote a file note (nobody).
      expect((await outbox(EMAIL[AGENT])).map((r) => r.template)).toContain('message-to-agent');
      const toClient = await outbox(EMAIL[CLIENT]);
      expect(toClient[0]).toMatchObject({ template: 'message-to-client', client_id: CLIENT });
      const before = (await outbox(EMAIL[ASSIGNED])).length;
      await post(CLIENT, { matter: ids.matter });
      const after = await outbox(EMAIL[ASSIGNED]);
      expect(after.length + after.reduce((n, r) => n + r.digest_count, 0)).toBeGreaterThan(before);
      expect(after.at(-1)!.template).toBe('message-to-agent');
    });

    test('a client without an agent → the agency inbox', async () => {
      await db.execute(sql`delete from public.email_outbox where to_address = 'agency'
        and template = 'message-to-agency'`);
      await post(LONER, { client: LONER });
      const rowsNow = await outbox('agency');
      expect(rowsNow).toHaveLength(1);
      expect(rowsNow[0]!.client_id).toBeNull();
    });

    test('one e-mail per recipient per 15 minutes: a second message is folded or waits', async () => {
      await db.execute(sql`delete from public.email_outbox where to_address = ${EMAIL[OTHER]}`);
      await post(AGENT, { client: OTHER });
      // lib/mail sends the first one.
      await db.execute(sql`update public.email_outbox set sent_at = now(), attempts = 1
        where to_address = ${EMAIL[OTHER]}`);
      await post(ASSIGNED, { client: OTHER });
      await post(AGENT, { client: OTHER });
      const queued = await rows<{ due_later: boolean; digest_count: number }>(
        db,
        sql`select next_attempt_at >= now() + interval '14 minutes' as due_later, digest_count
          from public.email_outbox where to_address = ${EMAIL[OTHER]} and sent_at is null`,
      );
      expect(queued).toEqual([{ due_later: true, digest_count: 2 }]);
    });
  });
}
