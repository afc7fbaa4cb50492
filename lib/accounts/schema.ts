/** The typed confirmation before an account is closed (client and agent forms alike). */
import { z } from 'zod';
import { CLOSE_PHRASE, CLOSE_PHRASE_MESSAGE } from './close-phrase';

export { CLOSE_PHRASE };

export const closeOwnSchema = z.object({
  confirm: z
    .string()
    .trim()
    .refine((v) => v.toLowerCase() === CLOSE_PHRASE, { error: CLOSE_PHRASE_MESSAGE }),
});

export const closeClientSchema = z.object({
  clientId: z.uuid(),
  confirm: z.string().trim().min(1, 'Type the client’s e-mail address to confirm.'),
});
