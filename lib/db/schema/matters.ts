/** Drizzle mirror of public.matters, matter_events and deadlines (20261126100000_part2_tables.sql). */
import { bigint, boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DEADLINE_KINDS,
  MATTER_OUTCOMES,
  MATTER_STAGES,
  MEMBER_ROLES,
} from '@/lib/matters/constants';

export const matters = pgTable('matters', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  engagementId: uuid('engagement_id').notNull(),
  visaSubclass: text('visa_subclass').notNull(),
  title: text('title').notNull(),
  stage: text('stage', { enum: MATTER_STAGES }).notNull().default('preparing'),
  outcome: text('outcome', { enum: MATTER_OUTCOMES }),
  trn: text('trn'),
  lodgedOn: date('lodged_on'),
  decidedOn: date('decided_on'),
  assignedAgentId: uuid('assigned_agent_id'),
  clientApprovedAt: timestamp('client_approved_at', { withTimezone: true }),
  /** SHA-256 of the summary file the client approved: lodging needs it to match the summary. */
  clientApprovedSha256: text('client_approved_sha256'),
  summaryDocumentId: uuid('summary_document_id'),
  lastActionAt: timestamp('last_action_at', { withTimezone: true }).notNull().defaultNow(),
  retainUntil: date('retain_until'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const matterEvents = pgTable('matter_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  matterId: uuid('matter_id').notNull(),
  actorId: uuid('actor_id'),
  fromStage: text('from_stage', { enum: MATTER_STAGES }),
  toStage: text('to_stage', { enum: MATTER_STAGES }),
  note: text('note'),
  agentOnly: boolean('agent_only').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deadlines = pgTable('deadlines', {
  id: uuid('id').primaryKey().defaultRandom(),
  matterId: uuid('matter_id').notNull(),
  kind: text('kind', { enum: DEADLINE_KINDS }).notNull(),
  dueOn: date('due_on').notNull(),
  note: text('note'),
  visibleToClient: boolean('visible_to_client').notNull().default(false),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  doneAt: timestamp('done_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  /** Whose date it is on a family matter, and whether every member sees it (20261130150000). */
  memberId: uuid('member_id'),
  shared: boolean('shared').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The people on a matter besides its account holder (20261130150000_matter_members.sql): each
 * with their own documents, requests and key dates; an adult may have their own login (userId),
 * which sees only their own and shared items.
 */
export const matterMembers = pgTable('matter_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  matterId: uuid('matter_id').notNull(),
  role: text('role', { enum: MEMBER_ROLES }).notNull(),
  fullName: text('full_name').notNull(),
  dateOfBirth: date('date_of_birth'),
  relationship: text('relationship'),
  userId: uuid('user_id'),
  passportExpiresOn: date('passport_expires_on'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MatterMemberRow = typeof matterMembers.$inferSelect;
export type MatterRow = typeof matters.$inferSelect;
export type MatterEventRow = typeof matterEvents.$inferSelect;
export type DeadlineRow = typeof deadlines.$inferSelect;
