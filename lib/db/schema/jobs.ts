/** Drizzle mirror of public.reminders_sent (20261126100000_part2_tables.sql): one row per scheduled e-mail sent. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const remindersSent = pgTable('reminders_sent', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
