/**
 * The server's configuration: every variable the server reads, validated once.
 *
 * Local (a site URL on localhost/127.0.0.1, or NODE_ENV other than production) falls back to the
 * values that reach supabase/local, so a fresh clone needs no .env. A production site (NODE_ENV
 * production and a public site URL) gets no defaults: a missing value, or one of the well-known
 * local values published in the Supabase CLI docs and in this repository, fails the start with a
 * message naming the variable (instrumentation.ts calls serverEnv() when the server boots).
 *
 * Hand-written checks over zod rather than @t3-oss/env-nextjs: we need rules that depend on one
 * another (production is decided by the site URL), which t3-env's per-variable schemas cannot say.
 */
import 'server-only';
import { z } from 'zod';
import { isLocalUrl, LOCAL_DEFAULTS, WELL_KNOWN_SECRETS } from './local';

export type RawEnv = Record<string, string | undefined>;

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

const shape = z.object({
  NODE_ENV: z.string().default('development'),
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }),
  NEXT_PUBLIC_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(20),
  SUPABASE_SECRET_KEY: z.string().min(20),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  DATABASE_PREPARE: bool,
  SMTP_URL: z.url({ protocol: /^smtps?$/ }),
  MAIL_FROM: z.string().min(3).max(200),
  LEADS_INBOX: z.email(),
  RATE_LIMIT_SALT: z.string().min(16, 'use at least 16 random characters'),
  CRON_SECRET: z.string().min(16, 'use at least 16 random characters'),
  /** How many proxies in front of Next append to X-Forwarded-For (0: trust none of it). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5),
  /** A header a trusted proxy sets to the client address (e.g. cf-connecting-ip), or empty. */
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^$|^[a-z0-9-]+$/i, 'a header name like cf-connecting-ip')
    .transform((v) => v.toLowerCase()),
  VERCEL: z.string().default(''),
  LEADS_RATE_LIMIT_PER_ADDRESS: positiveInt(100_000),
  LEADS_RATE_LIMIT_PER_EMAIL: positiveInt(100_000),
});

export type ServerEnv = z.infer<typeof shape> & { production: boolean };

/** Whether these settings describe a real deployment (no local defaults allowed). */
export function isProductionSite(env: RawEnv): boolean {
  const site = env.NEXT_PUBLIC_SITE_URL?.trim() || LOCAL_DEFAULTS.NEXT_PUBLIC_SITE_URL;
  return env.NODE_ENV === 'production' && !isLocalUrl(site);
}

/** Variables that must be set, and not to a local or published value, on a production site. */
const REQUIRED_IN_PRODUCTION = [
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

const URL_VARIABLES = new Set(['NEXT_PUBLIC_SUPABASE_URL', 'DATABASE_URL', 'SMTP_URL']);
const PLACEHOLDER_ADDRESS = /@(example\.(com|org|net)(\.au)?|localhost)\b/i;

/** Parses and checks an environment; throws one error that names every bad variable. */
export function parseServerEnv(raw: RawEnv): ServerEnv {
  const production = isProductionSite(raw);
  const trimmed: RawEnv = {};
  for (const [k, v] of Object.entries(raw)) if (v?.trim()) trimmed[k] = v.trim();

  const problems: string[] = [];
  if (production) {
    for (const name of REQUIRED_IN_PRODUCTION) {
      const v = trimmed[name];
      if (!v) problems.push(`${name}: required in production`);
      else if (WELL_KNOWN_SECRETS.has(v) || v === LOCAL_DEFAULTS[name])
        problems.push(`${name}: is a published local development value; set your own`);
      else if (URL_VARIABLES.has(name) && isLocalUrl(v))
        problems.push(`${name}: points at this machine (${new URL(v).hostname}); set the real one`);
      else if ((name === 'MAIL_FROM' || name === 'LEADS_INBOX') && PLACEHOLDER_ADDRESS.test(v))
        problems.push(`${name}: is a placeholder address; set the agency's real one`);
    }
  }

  const input = production
    ? { ...LOCAL_DEFAULTS_FOR_SETTINGS, ...trimmed }
    : { ...LOCAL_DEFAULTS, ...trimmed };
  const parsed = shape.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (!problems.some((p) => p.startsWith(`${name}:`)))
        problems.push(`${name}: ${issue.message}`);
    }
  }
  if (problems.length || !parsed.success)
    throw new Error(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  return { ...parsed.data, production };
}

/** Tuning knobs that have safe defaults everywhere, production included. */
const LOCAL_DEFAULTS_FOR_SETTINGS = {
  DATABASE_PREPARE: 'true',
  TRUSTED_PROXY_HOPS: '0',
  CLIENT_IP_HEADER: '',
  LEADS_RATE_LIMIT_PER_ADDRESS: '5',
  LEADS_RATE_LIMIT_PER_EMAIL: '3',
};

let cached: ServerEnv | undefined;

/** The server's settings, read from process.env on first use and kept. */
export function serverEnv(): ServerEnv {
  return (cached ??= parseServerEnv(process.env));
}
