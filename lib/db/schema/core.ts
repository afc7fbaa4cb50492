/**
 * Drizzle mirror of the tables in supabase/migrations (the migrations are the source of truth;
 * Profiles and roles: the tables every other domain refers to.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@/lib/i18n/locales';
import { CONTACT_CHANNELS } from '@/lib/profiles/constants';

/** Only the columns the app may reference; auth.users belongs to Supabase Auth. */
export const authUsers = pgSchema('auth').table('users', {
  id: uuid('id').primaryKey(),
  email: varchar('email', { length: 255 }),
});

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  email: text('email'),
  phone: text('phone'),
  /** The phone's digits backwards, kept by the database for the agent's phone search (20261126000710). */
  phoneDigitsRev: text('phone_digits_rev').generatedAlwaysAs(
    sql`reverse(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))`,
  ),
  /** Country of residence. */
  country: text('country'),
  citizenship: text('citizenship'),
  dateOfBirth: date('date_of_birth'),
  preferredContact: text('preferred_contact', { enum: CONTACT_CHANNELS }),
  /** Where a tax invoice is addressed; up to 6 lines (profiles_postal_address_ok, 20261201100000). */
  postalAddress: text('postal_address'),
  /** The language of the client's e-mails (profiles_preferred_locale_ok, 20261202100000). */
  preferredLocale: text('preferred_locale', { enum: LOCALES }).notNull().default('en'),
  /** A closed account (20261126140000): signed out and banned; the records stay their 7 years. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: uuid('closed_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ROLES = ['admin'] as const;
export type Role = (typeof ROLES)[number];

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export type Profile = typeof profiles.$inferSelect;
export type UserRole = typeof userRoles.$inferSelect;
