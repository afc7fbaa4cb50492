import { z } from 'zod';

/** The one e-mail rule for every form (sign-up, sign-in, leads), with messages for applicants. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));
