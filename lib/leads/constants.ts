/**
 * Lead kinds and statuses: the one list each, shared by the database schema, the forms, the
 * admin inbox and its client controls (no Drizzle or zod here, so the browser can import it).
 * The migrations' check constraints hold the same values (tests/rls/catalogue-cases.ts).
 */
export const LEAD_KINDS = ['contact', 'callback', 'consultation'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
