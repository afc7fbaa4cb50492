/**
 * The auth forms' rules as small hand checks for the browser (zod stays on the server: issue 39),
 * with the messages ./schemas.ts gives zod, so the browser and the server say the same thing.
 * tests/unit/auth-checks.test.ts holds the two to the same answers.
 */
import { checkEmail } from '@/lib/forms/email-rule';
import { type FieldErrors, fieldErrors, type Issue } from '@/lib/forms/field-errors';

/** Same minimum as supabase/config.toml `minimum_password_length`. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 72;
export const FULL_NAME_MAX = 100;

export const AUTH_MESSAGES = {
  passwordShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  passwordEmpty: 'Enter your password.',
  fullNameShort: 'Enter your full name.',
  fullNameLong: `Use at most ${FULL_NAME_MAX} characters.`,
  mismatch: 'The passwords do not match.',
} as const;

type Check = (v: string) => string | undefined;

const newPassword: Check = (v) =>
  v.length < MIN_PASSWORD_LENGTH
    ? AUTH_MESSAGES.passwordShort
    : v.length > MAX_PASSWORD_LENGTH
      ? AUTH_MESSAGES.passwordLong
      : undefined;
const fullName: Check = (v) =>
  v.trim().length < 2
    ? AUTH_MESSAGES.fullNameShort
    : v.trim().length > FULL_NAME_MAX
      ? AUTH_MESSAGES.fullNameLong
      : undefined;

function run<F extends string>(rules: Record<F, Check>, values: Record<F, string>) {
  const issues: Issue[] = [];
  for (const field of Object.keys(rules) as F[]) {
    const message = rules[field](values[field]);
    if (message) issues.push({ path: [field], message });
  }
  return fieldErrors<F>(issues);
}

export const checkSignIn = (v: { email: string; password: string }) =>
  run({ email: checkEmail, password: (p) => (p ? undefined : AUTH_MESSAGES.passwordEmpty) }, v);

/** Sign-up asks no password: it is chosen once, after the e-mail link (lib/auth/email-link.ts). */
export const checkSignUp = (v: { fullName: string; email: string }) =>
  run({ fullName, email: checkEmail }, v);

export const checkNewPassword = (v: { password: string; confirm: string }) =>
  run(
    {
      password: newPassword,
      confirm: (c) => (c === v.password ? undefined : AUTH_MESSAGES.mismatch),
    },
    v,
  );

export type { FieldErrors };
