/**
 * The seeded local demo people (supabase/seed.sql): the one place tests read their e-mail,
 * password and id from. Local-only credentials, documented in the README.
 */
export const DEMO_ADMIN = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'admin@example.com',
  password: 'admin-local-only-2026',
  name: 'Demo Admin',
  /**
   * The seeded admin's TOTP secret (base32; two-step sign-in): local only, printed by
   * `npm run dev` and written in the README. Tests compute codes from it with `otpauth`.
   */
  totpSecret: '5PRLQIOY2WLHSP72EPSTWVU4GIWCNTW6',
} as const;

export const DEMO_CLIENT = {
  id: 'a0000000-0000-4000-8000-000000000002',
  email: 'user@example.com',
  password: 'user-local-only-2026',
  name: 'Demo User',
} as const;

/** Someone a test signs in; `totpSecret` when they have an authenticator (two-step sign-in). */
export type Person = { email: string; password: string; totpSecret?: string };
