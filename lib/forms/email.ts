import { z } from 'zod';
import { EMAIL_MAX, EMAIL_MESSAGES, EMAIL_PATTERN } from './email-rule';

/**
 * The one e-mail rule for every form (sign-up, sign-in, leads), with messages for applicants: in
 * English, or in the language of a translated form (the lead forms, lib/leads/schema.ts).
 */
export const emailRule = (messages: Record<keyof typeof EMAIL_MESSAGES, string> = EMAIL_MESSAGES) =>
  z
    .string()
    .trim()
    .min(1, messages.empty)
    .max(EMAIL_MAX, messages.long)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: messages.invalid }));

export const emailSchema = emailRule();
