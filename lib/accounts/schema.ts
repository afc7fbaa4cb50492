/** The typed confirmation before an account is closed (client and agent forms alike). */
import { z } from 'zod';

export const CLOSE_PHRASE = 'close my account';

export const closeOwnSchema = z.object({
  confirm: z
    .string()
    .trim()
    .refine((v) => v.toLowerCase() === CLOSE_PHRASE, {
      error: `Type “${CLOSE_PHRASE}” to confirm.`,
    }),
});

export const closeClientSchema = z.object({
  clientId: z.uuid(),
  confirm: z.string().trim().min(1, 'Type the client’s e-mail address to confirm.'),
});
