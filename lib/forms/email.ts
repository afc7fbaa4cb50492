import { z } from 'zod';
import { EMAIL_MAX, EMAIL_MESSAGES, EMAIL_PATTERN } from './email-rule';

/** The one e-mail rule for every form (sign-up, sign-in, leads), with messages for applicants. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, EMAIL_MESSAGES.empty)
  .max(EMAIL_MAX, EMAIL_MESSAGES.long)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGES.invalid }));
