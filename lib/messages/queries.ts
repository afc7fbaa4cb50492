/**
 * Reads for the message threads, always as the person (RLS decides: a client sees their own
 * thread without file notes, an agent sees every thread and note).
 */
import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { documents, matters, type Tx } from '@/lib/db';
import type { MessageKind } from './constants';
import { snapshotCursor, timeCursor } from './cursor';

/** The newest messages a thread shows; older ones are in "Download my data". */
const THREAD_SIZE = 200;

export interface ThreadMessage {
  id: string;
  clientId: string;
  authorId: string | null;
  /** The agent's name for agents; clients see "Your agent". */
  authorName: string | null;
  body: string;
  kind: MessageKind;
  matterId: string | null;
  documentId: string | null;
  documentName: string | null;
  createdAt: Date;
}

/**
 * What a page renders and where its poller starts: `cursor` is the database snapshot of the very
 * read that found `messages` (lib/messages/cursor.ts), so the first poll announces exactly what
 * this read could not see, whatever the app server's clock says.
 */
export interface ThreadRead {
  messages: ThreadMessage[];
  cursor: string;
}

/**
 * The rows these statements answer, as node-postgres hands them over: uuid and text as strings,
 * int as numbers, timestamptz as the driver's text (or a Date), json parsed. The reads stay SQL
 * because each is one statement with the snapshot it was read in (cursor.ts).
 */
type Timestamp = string | Date;
type MessageSqlRow = {
  id: string;
  client_id: string;
  author_id: string | null;
  author_name: string | null;
  body: string;
  kind: MessageKind;
  matter_id: string | null;
  document_id: string | null;
  document_name: string | null;
  created_at: Timestamp;
};
/** A left join's row: the snapshot always, the message's columns null when the thread is empty. */
type ThreadSqlRow = { cursor: string } & (MessageSqlRow | { id: null });
type WaitingSqlRow = { cursor: string; total: number; unread: number } & (
  { client_id: string; name: string; since: Timestamp; n: number } | { client_id: null }
);
type PollSqlRow = { cursor: string; unread: number; fresh: string[] };

const rows = async <R extends Record<string, unknown>>(tx: Tx, q: ReturnType<typeof sql>) =>
  (await tx.execute<R>(q)).rows;
const toMessage = (r: MessageSqlRow): ThreadMessage => ({
  id: r.id,
  clientId: r.client_id,
  authorId: r.author_id,
  authorName: r.author_name,
  body: r.body,
  kind: r.kind,
  matterId: r.matter_id,
  documentId: r.document_id,
  documentName: r.document_name,
  createdAt: new Date(r.created_at),
});
const isMessage = (r: ThreadSqlRow): r is ThreadSqlRow & MessageSqlRow => r.id !== null;

/** A client's thread (optionally one matter's part of it), oldest first, as `viewer` sees it. */
export async function thread(
  viewer: CurrentUser,
  clientId: string,
  matterId?: string | null,
): Promise<ThreadRead> {
  return asUser(viewer, async (tx) => {
    // One statement, so the cursor is the snapshot these rows were read in (an empty thread still
    // answers one row: the left join keeps the snapshot).
    const found = await rows<ThreadSqlRow>(
      tx,
      sql`select s.cursor, t.* from (select pg_current_snapshot()::text as cursor) s
        left join lateral (
          select m.id, m.client_id, m.author_id, m.body, m.kind, m.matter_id, m.document_id,
            m.created_at, d.original_name as document_name,
            case when m.author_id <> m.client_id then p.full_name end as author_name
          from public.messages m
          left join public.documents d on d.id = m.document_id
          left join public.profiles p on p.id = m.author_id
          where m.client_id = ${clientId}
            and (${matterId ?? null}::uuid is null or m.matter_id = ${matterId ?? null}::uuid)
          order by m.created_at desc, m.id desc
          limit ${THREAD_SIZE}) t on true
        order by t.created_at, t.id`,
    );
    return {
      messages: found.filter(isMessage).map(toMessage),
      cursor: found[0]!.cursor,
    };
  });
}

/**
 * Messages waiting for this person: for a client, what the agency wrote that they have not
 * opened; for an agent, client messages they have not opened.
 */
export async function unreadCount(user: CurrentUser): Promise<number> {
  return asUser(user, (tx) => countUnread(tx, user));
}

async function countUnread(tx: Tx, user: CurrentUser): Promise<number> {
  const [r] = await rows<{ n: number }>(tx, sql`select (${unreadSql(user)}) as n`);
  return r?.n ?? 0;
}

/** Messages `m` a client wrote (not file notes): what agents read and answer. */
const FROM_CLIENTS = sql`m.kind = 'message' and m.author_id = m.client_id`;

/**
 * The unread count as one scalar subquery (the poll asks it in the same statement). A client's
 * is their own thread, read through its index. An agent's is every client message less those
 * they marked read, both kept by the database (20261129160000_message_thread_summaries.sql):
 * counting them here read every client message on each /admin request.
 */
function unreadSql(user: CurrentUser) {
  if (user.isAdmin)
    return sql`select greatest(0,
          coalesce((select sum(t.from_client) from public.message_threads t), 0)
          - coalesce((select r.from_clients from public.message_read_tallies r
              where r.reader_id = ${user.id}), 0))::int`;
  return sql`select count(*)::int from public.messages m
        where m.client_id = ${user.id} and m.author_id is distinct from ${user.id}
          and not exists (select 1 from public.message_reads r
            where r.message_id = m.id and r.reader_id = ${user.id})`;
}

export interface UnansweredThread {
  clientId: string;
  name: string;
  /** The oldest client message since the agency last wrote. */
  since: Date;
  count: number;
}

/**
 * /admin/messages and the queue's card: threads whose client wrote last, the longest waiting
 * first, how many wait, the agent's unread count (unreadSql, in the same statement: a transaction
 * fewer per page, issue 39) and the poll's starting cursor (the snapshot of this same read, as
 * for a thread).
 */
export async function unansweredThreads(
  agent: CurrentUser,
  limit = 100,
): Promise<{ threads: UnansweredThread[]; total: number; unread: number; cursor: string }> {
  return asUser(agent, async (tx) => {
    const found = await rows<WaitingSqlRow>(
      tx,
      // The thread summaries (20261129160000_message_thread_summaries.sql) hold what grouping
      // every message found: the page reads the `limit` oldest waiting rows and a count.
      sql`select s.cursor, u.*,
          (select count(*)::int from public.message_threads w where w.waiting_since is not null)
            as total,
          (${unreadSql(agent)}) as unread
        from (select pg_current_snapshot()::text as cursor) s
        left join lateral (
          select w.client_id, w.waiting_since as since, w.waiting as n,
            coalesce(nullif(p.full_name, ''), p.email, 'A client') as name
          from public.message_threads w left join public.profiles p on p.id = w.client_id
          where w.waiting_since is not null
          order by w.waiting_since limit ${limit}) u on true
        order by u.since`,
    );
    const waiting = found.filter((r) => r.client_id !== null);
    return {
      threads: waiting.map((r) => ({
        clientId: r.client_id,
        name: r.name,
        since: new Date(r.since),
        count: r.n,
      })),
      total: found[0]!.total,
      unread: found[0]!.unread,
      cursor: found[0]!.cursor,
    };
  });
}

/** Documents of this client the viewer may attach (the client's own, not removed). */
export async function attachableDocuments(viewer: CurrentUser, clientId: string) {
  return asUser(viewer, (tx) =>
    tx
      .select({ id: documents.id, name: documents.originalName })
      .from(documents)
      .where(and(eq(documents.clientId, clientId), isNull(documents.hiddenAt)))
      .orderBy(desc(documents.createdAt))
      .limit(50),
  );
}

/** The client's matters, for the per-matter filter. */
export async function threadMatters(viewer: CurrentUser, clientId: string) {
  return asUser(viewer, (tx) =>
    tx
      .select({ id: matters.id, title: matters.title })
      .from(matters)
      .where(eq(matters.clientId, clientId))
      .orderBy(desc(matters.createdAt))
      .limit(50),
  );
}

export interface PollAnswer {
  /** Pass back as `since` next time: the snapshot this answer was read in (cursor.ts). */
  cursor: string;
  /** Messages in scope the `since` snapshot did not see (at most 50), each exactly once. */
  fresh: string[];
  unread: number;
}

/**
 * The poll route's one round trip: ids of messages in the viewer's scope (the client's own
 * thread; for an agent one client's thread, or every client message) written by a transaction
 * the `since` snapshot did not see committed, the viewer's unread count, and this read's snapshot
 * as the next cursor (20261127100000_messages_poll_snapshot.sql says why not a time).
 *
 * Without a usable `since` (none, tampered, or from before a restore of the database: xmin past
 * the present's xmax), nothing is announced and the answer's cursor starts the tab from the
 * database's present, never from the app server's clock.
 */
export async function pollMessages(
  user: CurrentUser,
  opts: { since: string | null; clientId?: string | null },
): Promise<PollAnswer> {
  return asUser(user, async (tx) => {
    const scope = user.isAdmin
      ? opts.clientId
        ? sql`m.client_id = ${opts.clientId}`
        : FROM_CLIENTS
      : sql`m.client_id = ${user.id}`;
    const since = snapshotCursor(opts.since);
    // A tab opened before the snapshot cursor shipped still sends a time, once: answer it by the
    // old rule so that deploy loses nothing the old rule would have found. Its next cursor is a
    // snapshot. (Remove once no such tab can be open.)
    const time = since ? null : timeCursor(opts.since);
    const newer = since
      ? sql`m.txid >= pg_snapshot_xmin(s.since) and not pg_visible_in_snapshot(m.txid, s.since)`
      : time
        ? sql`m.created_at > ${time}::timestamptz`
        : sql`false`;
    // One statement: under PGlite every round trip inside a transaction holds the one session,
    // and the cursor must be the snapshot `fresh` was read in.
    const [r] = await rows<PollSqlRow>(
      tx,
      sql`with c as (select pg_current_snapshot() as now, ${since}::pg_snapshot as given),
        s as (select now, case when pg_snapshot_xmin(given) <= pg_snapshot_xmax(now) then given end
          as since from c)
        select s.now::text as cursor, (${unreadSql(user)}) as unread,
          coalesce((select json_agg(f.id order by f.txid)
            from (select m.id, m.txid from public.messages m where ${scope} and ${newer}
              order by m.txid limit 50) f), '[]'::json) as fresh
        from s`,
    );
    return {
      cursor: r!.cursor,
      fresh: r?.fresh ?? [],
      unread: r?.unread ?? 0,
    };
  });
}
