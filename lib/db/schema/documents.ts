/** Drizzle mirror of public.documents and public.document_requests (the migration is the source of truth). */
import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_STATUSES,
} from '@/lib/documents/constants';

export const documents = pgTable('documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
  storagePath: text('storage_path').notNull(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type', { enum: DOCUMENT_MIME_TYPES }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('uploaded'),
  reviewReason: text('review_reason'),
  reviewedBy: uuid('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  expiresOn: date('expires_on'),
  assessmentId: uuid('assessment_id'),
  replacesId: uuid('replaces_id'),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  retainUntil: date('retain_until'),
  /** Part 2 (20261126100000): the matter a file belongs to, and a hold that stops its destruction. */
  matterId: uuid('matter_id'),
  legalHold: boolean('legal_hold').notNull().default(false),
  /** Uploaded by an agent (the summary, draft forms, a message file); set only by the database. */
  agentProvided: boolean('agent_provided').notNull().default(false),
  /** Whom on a family matter it is for, and whether every member sees it (20261130150000). */
  memberId: uuid('member_id'),
  shared: boolean('shared').notNull().default(false),
  /** Set by the retention job before it removes the object (20261126140000): no hold after it. */
  destructionStartedAt: timestamp('destruction_started_at', { withTimezone: true }),
  lastActionAt: timestamp('last_action_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentRequests = pgTable('document_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
  note: text('note'),
  dueOn: date('due_on'),
  requestedBy: uuid('requested_by'),
  fulfilledBy: uuid('fulfilled_by'),
  fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  /** Set by an agent's cancel; the database records who (20261126000700_agent_work.sql). */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledBy: uuid('cancelled_by'),
  /** The matter this request is for, the same client's (20261126120000_matters_rules.sql). */
  matterId: uuid('matter_id'),
  /** Whom on a family matter it asks, and whether every member sees it (20261130150000). */
  memberId: uuid('member_id'),
  shared: boolean('shared').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentRequestRow = typeof documentRequests.$inferSelect;
