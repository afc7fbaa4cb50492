/**
 * Drizzle mirror of public.factor_recoveries (20261128140000_factor_recoveries.sql): a client's
 * request to remove a lost authenticator. Read only: every step is a function in `private`.
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const FACTOR_RECOVERY_STATUSES = [
  'requested',
  'verified',
  'approved',
  'completed',
  'cancelled',
] as const;
export type FactorRecoveryStatus = (typeof FACTOR_RECOVERY_STATUSES)[number];

export const factorRecoveries = pgTable('factor_recoveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  status: text('status', { enum: FACTOR_RECOVERY_STATUSES }).notNull().default('requested'),
  contactNote: text('contact_note'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedBy: uuid('verified_by'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verificationNoteId: uuid('verification_note_id'),
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  removalDueAt: timestamp('removal_due_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  cancelledBy: uuid('cancelled_by'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

export type FactorRecoveryRow = typeof factorRecoveries.$inferSelect;
