/**
 * Drizzle mirror of public.audit_log. Read-only from the app: only the database writes it
 * (triggers and private.audit(), see 20261123000300_portal_documents.sql).
 */
import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actorId: uuid('actor_id'),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: uuid('subject_id'),
  clientId: uuid('client_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
});

export type AuditEntry = typeof auditLog.$inferSelect;
