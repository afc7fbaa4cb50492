/**
 * The seeded local demo people (supabase/seed.sql): the one place tests read their e-mail,
 * password and id from. Local-only credentials, documented in the README.
 */
export const DEMO_ADMIN = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'admin@example.com',
  password: 'admin-local-only-2026',
  name: 'Demo Admin',
} as const;

export const DEMO_CLIENT = {
  id: 'a0000000-0000-4000-8000-000000000002',
  email: 'user@example.com',
  password: 'user-local-only-2026',
  name: 'Demo User',
} as const;

export type Person = { email: string; password: string };
