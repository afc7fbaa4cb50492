/**
 * How long the agency keeps a client's file, and when it reminds people of dates. The database
 * triggers (20261126140000_jobs_retention_closing.sql) compute the same 7 years; the copy on the
 * privacy page, the security tab and "Download my data" reads it from here.
 */

/** Code of Conduct for registered migration agents (2021): records kept 7 years after the last action. */
export const retentionYears = 7;

/** Days before a document's expiry or a deadline that the client is reminded (0: on the day). */
export const reminderDays = [90, 30, 7, 0] as const;
