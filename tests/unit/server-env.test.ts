import { LOCAL_DEFAULTS } from '@/lib/env/local';
import { isProductionSite, parseServerEnv } from '@/lib/env/server';

/** A complete, real-looking production environment; each test breaks one variable. */
const PRODUCTION = {
  NODE_ENV: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://www.agency.com.au',
  NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_realrealrealrealreal_1234',
  SUPABASE_SECRET_KEY: 'sb_secret_realrealrealrealrealreal_5678',
  DATABASE_URL:
    'postgresql://postgres.abc:pw@aws-0-ap-southeast-2.pooler.supabase.com:6543/postgres',
  DATABASE_PREPARE: 'false',
  SMTP_URL: 'smtps://user:pw@smtp.mailprovider.net:465',
  MAIL_FROM: 'Agency <no-reply@agency.com.au>',
  LEADS_INBOX: 'leads@agency.com.au',
  RATE_LIMIT_SALT: 'k3J9s8dP2qL0xZ7vB4nM6cR1',
  CRON_SECRET: 'c7Hq2LxP9sK4mZ8rT1vB6nW3',
};

const errorOf = (env: Record<string, string | undefined>) => {
  try {
    parseServerEnv(env);
  } catch (e) {
    return (e as Error).message;
  }
  return '';
};

describe('server environment', () => {
  test('a complete production environment is accepted as is', () => {
    const env = parseServerEnv(PRODUCTION);
    expect(env.production).toBe(true);
    expect(env.DATABASE_PREPARE).toBe(false);
    expect(env.LEADS_INBOX).toBe('leads@agency.com.au');
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
  });

  const required = [
    'NEXT_PUBLIC_SUPABASE_URL',
    'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
    'SUPABASE_SECRET_KEY',
    'DATABASE_URL',
    'SMTP_URL',
    'MAIL_FROM',
    'LEADS_INBOX',
    'RATE_LIMIT_SALT',
    'CRON_SECRET',
  ] as const;

  test.each(required)('production without %s fails, naming it', (name) => {
    expect(errorOf({ ...PRODUCTION, [name]: undefined })).toMatch(
      new RegExp(`${name}: required in production`),
    );
    expect(errorOf({ ...PRODUCTION, [name]: '   ' })).toMatch(new RegExp(`${name}:`));
  });

  test.each(required)(
    'production with the local development value of %s fails, naming it',
    (name) => {
      expect(errorOf({ ...PRODUCTION, [name]: LOCAL_DEFAULTS[name] })).toMatch(
        new RegExp(`${name}:`),
      );
    },
  );

  test('well-known keys, local hosts and placeholder addresses are refused in production', () => {
    const legacyServiceRole =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
    expect(errorOf({ ...PRODUCTION, SUPABASE_SECRET_KEY: legacyServiceRole })).toMatch(
      /SUPABASE_SECRET_KEY: is a published local/,
    );
    expect(
      errorOf({ ...PRODUCTION, DATABASE_URL: 'postgresql://postgres:secret@localhost:5432/db' }),
    ).toMatch(/DATABASE_URL: points at this machine/);
    expect(errorOf({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatch(/SMTP_URL:/);
    expect(errorOf({ ...PRODUCTION, LEADS_INBOX: 'leads@example.com' })).toMatch(
      /LEADS_INBOX: is a placeholder/,
    );
    expect(errorOf({ ...PRODUCTION, MAIL_FROM: 'Us <no-reply@example.com.au>' })).toMatch(
      /MAIL_FROM:/,
    );
    expect(errorOf({ ...PRODUCTION, RATE_LIMIT_SALT: 'short' })).toMatch(/RATE_LIMIT_SALT:/);
    expect(errorOf({ ...PRODUCTION, TRUSTED_PROXY_HOPS: 'two' })).toMatch(/TRUSTED_PROXY_HOPS:/);
  });

  test('one error lists every bad variable at once', () => {
    const message = errorOf({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://x.com.au' });
    for (const name of required) expect(message).toContain(`${name}:`);
  });

  test('locally every variable has a default that reaches supabase/local', () => {
    for (const env of [
      {},
      { NODE_ENV: 'development' },
      // `next start` for the e2e tests: production mode, but a local site URL.
      { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' },
      { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000' },
    ]) {
      const parsed = parseServerEnv(env);
      expect(parsed.production).toBe(false);
      expect(parsed.DATABASE_URL).toBe(LOCAL_DEFAULTS.DATABASE_URL);
      expect(parsed.SMTP_URL).toBe(LOCAL_DEFAULTS.SMTP_URL);
      expect(parsed.SUPABASE_SECRET_KEY).toBe(LOCAL_DEFAULTS.SUPABASE_SECRET_KEY);
      expect(parsed.RATE_LIMIT_SALT).toBe('local-development-salt');
      expect(parsed.LEADS_RATE_LIMIT_PER_ADDRESS).toBe(5);
    }
    expect(isProductionSite({ NODE_ENV: 'test', NEXT_PUBLIC_SITE_URL: 'https://a.com.au' })).toBe(
      false,
    );
  });

  test('local settings are still validated', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL:/);
    expect(errorOf({ LEADS_RATE_LIMIT_PER_ADDRESS: '0' })).toMatch(/LEADS_RATE_LIMIT_PER_ADDRESS:/);
  });
});
