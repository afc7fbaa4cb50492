import { sql } from 'drizzle-orm';
/** Drizzle mirror of public.assessments and public.assessment_events (20261123000400_assessments.sql). */
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ASSESSMENT_STATUSES, ASSESSMENT_TYPES } from '@/lib/assessments/constants';
import type { AssessmentResult } from '@/lib/assessments/kinds';

export const assessments = pgTable('assessments', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id')
    .notNull()
    .default(sql`auth.uid()`),
  type: text('type', { enum: ASSESSMENT_TYPES }).notNull(),
  status: text('status', { enum: ASSESSMENT_STATUSES }).notNull().default('draft'),
  schemaVersion: integer('schema_version').notNull().default(1),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<AssessmentResult>(),
  consents: jsonb('consents')
    .$type<Record<string, { agreed: boolean; at: string }>>()
    .notNull()
    .default({}),
  infoRequest: text('info_request'),
  infoResponse: text('info_response'),
  agentId: uuid('agent_id'),
  agentName: text('agent_name'),
  /** The responding agent's MARN when they responded (20261201100100); null if unregistered. */
  agentMarn: text('agent_marn'),
  agentResponse: text('agent_response'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  lastActionAt: timestamp('last_action_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The starting form's id (20261126000600): a form sent twice starts one draft. */
  requestId: uuid('request_id'),
  /** Closed with no matter behind it: kept until then (20261126140000). */
  retainUntil: date('retain_until'),
  /** The rules-changed re-check (lib/jobs/recheck.ts): the new result beside `result`. */
  recheckResult: jsonb('recheck_result').$type<AssessmentResult>(),
  recheckFromRules: text('recheck_from_rules'),
  recheckToRules: text('recheck_to_rules'),
  recheckRulesDate: date('recheck_rules_date'),
  recheckedAt: timestamp('rechecked_at', { withTimezone: true }),
});

export const assessmentEvents = pgTable('assessment_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  assessmentId: uuid('assessment_id').notNull(),
  actorId: uuid('actor_id'),
  fromStatus: text('from_status', { enum: ASSESSMENT_STATUSES }),
  toStatus: text('to_status', { enum: ASSESSMENT_STATUSES }),
  note: text('note'),
  agentOnly: boolean('agent_only').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AssessmentRow = typeof assessments.$inferSelect;
export type AssessmentEventRow = typeof assessmentEvents.$inferSelect;
