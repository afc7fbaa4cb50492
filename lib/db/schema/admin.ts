/** Drizzle mirror of public.client_notes (20261123000500_admin_panel.sql is the source of truth). */
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clientNotes = pgTable('client_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  authorId: uuid('author_id').default(sql`auth.uid()`),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ClientNote = typeof clientNotes.$inferSelect;
