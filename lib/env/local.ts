/**
 * What a fresh clone runs against: supabase/local (or `supabase start`) on this machine. These
 * values are public (the Supabase CLI prints the same keys for every local stack), so a
 * production site must never use them: lib/env/server.ts refuses them there.
 */
export const LOCAL_DEFAULTS = {
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  SUPABASE_SECRET_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
  DATABASE_PREPARE: 'true',
  SMTP_URL: 'smtp://127.0.0.1:54325',
  MAIL_FROM: 'Southern Cross Visa Advisers <no-reply@example.com.au>',
  LEADS_INBOX: 'hello@example.com.au',
  RATE_LIMIT_SALT: 'local-development-salt',
  CRON_SECRET: 'local-development-cron-secret',
  TRUSTED_PROXY_HOPS: '0',
  CLIENT_IP_HEADER: '',
  LEADS_RATE_LIMIT_PER_ADDRESS: '5',
  LEADS_RATE_LIMIT_PER_EMAIL: '3',
} as const satisfies Record<string, string>;

/**
 * Keys and salts published for local development: the Supabase CLI's fixed local keys (new-style
 * and the legacy demo JWTs every local stack printed until 2025) and this repository's defaults.
 */
export const WELL_KNOWN_SECRETS: ReadonlySet<string> = new Set([
  LOCAL_DEFAULTS.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  LOCAL_DEFAULTS.SUPABASE_SECRET_KEY,
  LOCAL_DEFAULTS.RATE_LIMIT_SALT,
  LOCAL_DEFAULTS.CRON_SECRET,
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  'super-secret-jwt-token-with-at-least-32-characters-long',
]);

export { isLocalUrl } from './local-url';
