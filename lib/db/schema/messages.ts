/**
 * Drizzle mirror of public.messages and message_reads (20261126100000_part2_tables.sql) and the
 * summaries triggers keep of them (20261129160000_message_thread_summaries.sql).
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_KINDS } from '@/lib/messages/constants';

/** PostgreSQL's 64-bit transaction id; read as text (it can pass 2^53). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  matterId: uuid('matter_id'),
  /** Defaults to the caller (20261126125000_messages_rules.sql); a client cannot set another. */
  authorId: uuid('author_id').default(sql`auth.uid()`),
  body: text('body').notNull(),
  kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('message'),
  documentId: uuid('document_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The writing transaction, stamped by the database whatever the writer sends
   * (20261127100000_messages_poll_snapshot.sql): the message poll's cursor is a snapshot of these.
   */
  txid: xid8('txid')
    .notNull()
    .default(sql`pg_current_xact_id()`),
});

export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuid('message_id').notNull(),
    readerId: uuid('reader_id')
      .notNull()
      .default(sql`auth.uid()`),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.readerId] })],
);

/**
 * One row a client's thread, written only by the database's triggers: the client's own messages,
 * and those written since the agency last wrote (what /admin lists as waiting on a reply).
 */
export const messageThreads = pgTable('message_threads', {
  clientId: uuid('client_id').primaryKey(),
  fromClient: integer('from_client').notNull().default(0),
  waiting: integer('waiting').notNull().default(0),
  waitingSince: timestamp('waiting_since', { withTimezone: true }),
});

/** How many client-written messages each reader has marked read (triggers keep it). */
export const messageReadTallies = pgTable('message_read_tallies', {
  readerId: uuid('reader_id').primaryKey(),
  fromClients: integer('from_clients').notNull().default(0),
});

export type MessageRow = typeof messages.$inferSelect;
