/** Drizzle mirror of public.leads and public.lead_notes (supabase/migrations is the source of truth). */
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@/lib/i18n/locales';
import { LEAD_KINDS, LEAD_STATUSES } from '@/lib/leads/constants';
import { authUsers } from './core';

export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: LEAD_KINDS }).notNull(),
  fullName: text('full_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  country: text('country'),
  visaInterest: text('visa_interest'),
  message: text('message'),
  preferredTime: timestamp('preferred_time', { withTimezone: true }),
  preferredWindow: text('preferred_window'),
  timeZone: text('time_zone'),
  sourcePage: text('source_page'),
  /** The language of the page the form was on (lib/i18n/locales.ts); the values are English. */
  locale: text('locale', { enum: LOCALES }).notNull().default('en'),
  utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
  assignee: uuid('assignee').references(() => authUsers.id, { onDelete: 'set null' }),
  /** The client account this lead became (set by "Invite as client"). */
  clientId: uuid('client_id').references(() => authUsers.id, { onDelete: 'set null' }),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const leadNotes = pgTable('lead_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Lead = typeof leads.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;
