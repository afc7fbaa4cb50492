/** Drizzle mirror of public.engagements (20261126100000_part2_tables.sql). */
import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ENGAGEMENT_STATUSES,
  type EngagementService,
  type MoneyItem,
  type PaymentInstalment,
} from '@/lib/engagements/constants';

export const engagements = pgTable('engagements', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  agentId: uuid('agent_id'),
  assessmentId: uuid('assessment_id'),
  status: text('status', { enum: ENGAGEMENT_STATUSES }).notNull().default('draft'),
  services: jsonb('services').$type<EngagementService[]>().notNull().default([]),
  feeItems: jsonb('fee_items').$type<MoneyItem[]>().notNull().default([]),
  gstApplies: boolean('gst_applies').notNull().default(true),
  disbursements: jsonb('disbursements').$type<MoneyItem[]>().notNull().default([]),
  paymentTerms: jsonb('payment_terms').$type<PaymentInstalment[]>().notNull().default([]),
  agentName: text('agent_name'),
  agentMarn: text('agent_marn'),
  conflictDeclaration: text('conflict_declaration'),
  consumerGuideVersion: text('consumer_guide_version'),
  termsVersion: text('terms_version'),
  snapshot: text('snapshot'),
  snapshotSha256: text('snapshot_sha256'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  expiresOn: date('expires_on'),
  acceptedName: text('accepted_name'),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedIp: text('accepted_ip'),
  acceptedUserAgent: text('accepted_user_agent'),
  declinedAt: timestamp('declined_at', { withTimezone: true }),
  declineReason: text('decline_reason'),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  pdfPath: text('pdf_path'),
  /** 20261126110000_engagements_rules.sql: the stored PDF's hash, the client's zone at acceptance. */
  pdfSha256: text('pdf_sha256'),
  acceptedTimeZone: text('accepted_time_zone'),
  lastActionAt: timestamp('last_action_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EngagementRow = typeof engagements.$inferSelect;
