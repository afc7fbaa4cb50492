/**
 * Drizzle mirror of public.audit_log. Read-only from the app: only the database writes it
 * (triggers and private.audit(), see 20261123000300_portal_documents.sql).
 */
import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: uuid('actor_id'),
  /** agent | client | system, recorded by the database on insert (20261126000700_agent_work.sql). */
  actorRole: text('actor_role'),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: uuid('subject_id'),
  clientId: uuid('client_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
});

export type AuditEntry = typeof auditLog.$inferSelect;
