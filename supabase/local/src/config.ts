/**
 * Reads supabase/config.toml (the Supabase CLI's format) into the settings supabase/local uses.
 * Unknown keys are ignored, like the CLI ignores settings for services it does not run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { parse } from 'smol-toml';

export interface EmailTemplate {
  subject: string;
  /** Absolute path, or undefined to use the built-in text. */
  contentPath?: string;
}

export interface BucketConfig {
  public: boolean;
  fileSizeLimit?: number;
  allowedMimeTypes?: string[];
}

export interface StackConfig {
  /** Project root: relative paths in config.toml (templates, keys) resolve against it. */
  workdir: string;
  supabaseDir: string;
  ports: { api: number; db: number; inbucket: number; smtp: number };
  seedPaths: string[];
  seedEnabled: boolean;
  storage: { fileSizeLimit: number; buckets: Record<string, BucketConfig> };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    jwtSecret: string;
    enableSignup: boolean;
    enableAnonymousSignIns: boolean;
    minimumPasswordLength: number;
    passwordRequirements: string;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    signingKeysPath?: string;
    email: {
      enableSignup: boolean;
      enableConfirmations: boolean;
      /** GoTrue's secure e-mail change: links to the current AND the new address, both needed. */
      doubleConfirmChanges: boolean;
      /** GoTrue's UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: a nonce for sessions over 24 h old. */
      securePasswordChange: boolean;
      /** SMTP_MAX_FREQUENCY: one message of a kind per user per this many seconds. */
      maxFrequencySeconds: number;
      otpLength: number;
      otpExpirySeconds: number;
      templates: Record<string, EmailTemplate>;
    };
    rateLimit: {
      emailSent: number;
      tokenRefresh: number;
      signInSignUps: number;
      tokenVerifications: number;
    };
    hook?: { schema: string; fn: string };
    /** [auth.mfa]: TOTP factors (phone and WebAuthn factors are not implemented). */
    mfa: {
      maxEnrolledFactors: number;
      totpEnrollEnabled: boolean;
      totpVerifyEnabled: boolean;
      /**
       * GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY (requests per minute per IP, burst 30). The
       * CLI has no config.toml key for it; `auth.mfa.rate_limit_challenge_and_verify` in
       * --overrides / configOverrides sets it here (tests).
       */
      rateLimitChallengeAndVerify: number;
    };
  };
}

/** The Supabase CLI's local JWT secret: the well-known legacy anon/service_role keys are HS256 with it. */
export const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

type Toml = Record<string, unknown>;

const get = (obj: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Toml)[k] : undefined), obj);

function str(obj: unknown, path: string, fallback: string): string {
  const v = get(obj, path);
  return typeof v === 'string' ? v : fallback;
}
function num(obj: unknown, path: string, fallback: number): number {
  const v = get(obj, path);
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : fallback;
}
function bool(obj: unknown, path: string, fallback: boolean): boolean {
  const v = get(obj, path);
  return typeof v === 'boolean' ? v : fallback;
}
function strList(obj: unknown, path: string, fallback: string[]): string[] {
  const v = get(obj, path);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : fallback;
}

/** "50MiB", "10MB", "1024" → bytes (the CLI accepts both SI and IEC units). */
export function parseSize(v: unknown, fallback: number): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]i?B|B)?\s*$/i.exec(v);
  if (!m) return fallback;
  const unit = (m[2] ?? 'B').toUpperCase();
  const pow = { B: 0, KB: 1, KIB: 1, MB: 2, MIB: 2, GB: 3, GIB: 3, TB: 4, TIB: 4 }[unit] ?? 0;
  const base = unit.includes('I') ? 1024 : 1000;
  return Math.round(Number(m[1]) * base ** pow);
}

/** "1s", "1m30s", "60" → seconds (Go durations, as the CLI writes them). */
export function parseDuration(v: unknown, fallback: number): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return fallback;
  if (/^\d+$/.test(v)) return Number(v);
  let total = 0;
  let matched = false;
  for (const m of v.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    matched = true;
    const n = Number(m[1]);
    total += m[2] === 'h' ? n * 3600 : m[2] === 'm' ? n * 60 : m[2] === 's' ? n : n / 1000;
  }
  return matched ? total : fallback;
}

function deepMerge(base: Toml, over: Toml): Toml {
  const out: Toml = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] =
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      b &&
      typeof b === 'object' &&
      !Array.isArray(b)
        ? deepMerge(b as Toml, v as Toml)
        : v;
  }
  return out;
}

/** `pg-functions://postgres/public/custom_access_token_hook` → schema + function. */
function parseHook(raw: unknown): StackConfig['auth']['hook'] {
  if (!bool(raw, 'enabled', false)) return undefined;
  const uri = str(raw, 'uri', '');
  const m = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri);
  if (!m)
    throw new Error(
      `auth.hook.custom_access_token.uri: only pg-functions:// hooks are supported, got "${uri}"`,
    );
  return { schema: m[1]!, fn: m[2]! };
}

export interface LoadConfigOptions {
  /** Project root (the directory holding supabase/). Defaults to the current directory. */
  workdir?: string;
  /** Path to config.toml. Defaults to <workdir>/supabase/config.toml. */
  configPath?: string;
  /** Values deep-merged over the file, in the file's own shape (tests use this). */
  overrides?: Toml;
}

export function loadConfig(opts: LoadConfigOptions = {}): StackConfig {
  const configPath = resolve(
    opts.configPath ?? resolve(opts.workdir ?? process.cwd(), 'supabase/config.toml'),
  );
  const supabaseDir = dirname(configPath);
  const workdir = resolve(opts.workdir ?? dirname(supabaseDir));
  const fileToml = existsSync(configPath) ? (parse(readFileSync(configPath, 'utf8')) as Toml) : {};
  const t = deepMerge(fileToml, opts.overrides ?? {});
  const inWorkdir = (p: string) => (isAbsolute(p) ? p : resolve(workdir, p));
  const inSupabase = (p: string) => (isAbsolute(p) ? p : resolve(supabaseDir, p));

  const templates: Record<string, EmailTemplate> = {};
  const rawTemplates = (get(t, 'auth.email.template') ?? {}) as Toml;
  for (const [name, v] of Object.entries(rawTemplates)) {
    const contentPath = str(v, 'content_path', '');
    templates[name] = {
      subject: str(v, 'subject', ''),
      contentPath: contentPath ? inWorkdir(contentPath) : undefined,
    };
  }

  const buckets: Record<string, BucketConfig> = {};
  for (const [name, v] of Object.entries((get(t, 'storage.buckets') ?? {}) as Toml)) {
    const limit = get(v, 'file_size_limit');
    buckets[name] = {
      public: bool(v, 'public', false),
      fileSizeLimit: limit === undefined ? undefined : parseSize(limit, 0),
      allowedMimeTypes: get(v, 'allowed_mime_types')
        ? strList(v, 'allowed_mime_types', [])
        : undefined,
    };
  }

  const signingKeysPath = str(t, 'auth.signing_keys_path', '');
  return {
    workdir,
    supabaseDir,
    ports: {
      api: num(t, 'api.port', 54321),
      db: num(t, 'db.port', 54322),
      inbucket: num(t, 'inbucket.port', 54324),
      smtp: num(t, 'inbucket.smtp_port', 54325),
    },
    seedEnabled: bool(t, 'db.seed.enabled', true),
    seedPaths: strList(t, 'db.seed.sql_paths', ['./seed.sql']).map(inSupabase),
    storage: {
      fileSizeLimit: parseSize(get(t, 'storage.file_size_limit'), 50 * 1024 * 1024),
      buckets,
    },
    auth: {
      siteUrl: str(t, 'auth.site_url', 'http://127.0.0.1:3000'),
      additionalRedirectUrls: strList(t, 'auth.additional_redirect_urls', []),
      jwtExpiry: num(t, 'auth.jwt_expiry', 3600),
      jwtSecret: str(t, 'auth.jwt_secret', CLI_JWT_SECRET),
      enableSignup: bool(t, 'auth.enable_signup', true),
      enableAnonymousSignIns: bool(t, 'auth.enable_anonymous_sign_ins', false),
      minimumPasswordLength: num(t, 'auth.minimum_password_length', 6),
      passwordRequirements: str(t, 'auth.password_requirements', ''),
      refreshTokenRotation: bool(t, 'auth.enable_refresh_token_rotation', true),
      refreshTokenReuseInterval: num(t, 'auth.refresh_token_reuse_interval', 10),
      signingKeysPath: signingKeysPath ? inSupabase(signingKeysPath) : undefined,
      email: {
        enableSignup: bool(t, 'auth.email.enable_signup', true),
        enableConfirmations: bool(t, 'auth.email.enable_confirmations', false),
        doubleConfirmChanges: bool(t, 'auth.email.double_confirm_changes', true),
        securePasswordChange: bool(t, 'auth.email.secure_password_change', false),
        // Unset or zero means GoTrue's own default of one minute (conf.SMTP.MaxFrequency).
        maxFrequencySeconds: parseDuration(get(t, 'auth.email.max_frequency'), 0) || 60,
        otpLength: num(t, 'auth.email.otp_length', 6),
        otpExpirySeconds: num(t, 'auth.email.otp_expiry', 3600),
        templates,
      },
      rateLimit: {
        emailSent: num(t, 'auth.rate_limit.email_sent', 2),
        tokenRefresh: num(t, 'auth.rate_limit.token_refresh', 150),
        signInSignUps: num(t, 'auth.rate_limit.sign_in_sign_ups', 30),
        tokenVerifications: num(t, 'auth.rate_limit.token_verifications', 30),
      },
      hook: parseHook(get(t, 'auth.hook.custom_access_token')),
      mfa: {
        maxEnrolledFactors: num(t, 'auth.mfa.max_enrolled_factors', 10),
        // GoTrue's own defaults (MFA_TOTP_ENROLL_ENABLED / _VERIFY_ENABLED) are on.
        totpEnrollEnabled: bool(t, 'auth.mfa.totp.enroll_enabled', true),
        totpVerifyEnabled: bool(t, 'auth.mfa.totp.verify_enabled', true),
        rateLimitChallengeAndVerify: num(t, 'auth.mfa.rate_limit_challenge_and_verify', 15),
      },
    },
  };
}
