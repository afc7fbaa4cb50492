/**
 * The auth forms' rules as zod schemas, for the server and tests. The browser runs the same rules
 * as hand checks (./checks.ts, which holds the messages), so zod stays out of its bundles.
 */
import { z } from 'zod';
import { emailSchema as email } from '@/lib/forms/email';
import {
  AUTH_MESSAGES as M,
  FULL_NAME_MAX,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './checks';

export { MIN_PASSWORD_LENGTH };
export { emailTooSoonMessage } from './messages';

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, M.passwordShort)
  .max(MAX_PASSWORD_LENGTH, M.passwordLong);

export const signInSchema = z.object({ email, password: z.string().min(1, M.passwordEmpty) });
export const signUpSchema = z.object({
  fullName: z.string().trim().min(2, M.fullNameShort).max(FULL_NAME_MAX, M.fullNameLong),
  email,
});
export const newPasswordSchema = z
  .object({ password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: M.mismatch, path: ['confirm'] });
