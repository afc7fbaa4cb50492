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

/**
 * Each agent's registered name and MARN (20261130160000_agent_registrations.sql): an offer names
 * the agent who sends it, and the database refuses a send that names anyone else.
 */
export const agentRegistrations = pgTable('agent_registrations', {
  userId: uuid('user_id').primaryKey(),
  registeredName: text('registered_name').notNull(),
  marn: text('marn').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AgentRegistration = typeof agentRegistrations.$inferSelect;
