/** The inputs of the agent's member forms on a matter (zod 4), shared by the actions and lib. */
import { z } from 'zod';
import { MEMBER_ROLES } from './constants';

const optionalDate = (error: string) =>
  z.iso
    .date({ error })
    .optional()
    .or(z.literal('').transform(() => undefined));

export const memberSchema = z.object({
  matterId: z.uuid(),
  /** Present when editing. */
  id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: z.enum(MEMBER_ROLES, { error: 'Choose who this person is on the application.' }),
  fullName: z
    .string()
    .trim()
    .min(1, 'Enter their full name as on their passport.')
    .max(200, 'Use at most 200 characters.'),
  dateOfBirth: optionalDate('Enter a real date of birth: day, month and year.'),
  relationship: z
    .string()
    .trim()
    .max(100, 'Use at most 100 characters.')
    .optional()
    .transform((v) => v || undefined),
  passportExpiresOn: optionalDate('Enter a real passport expiry date: day, month and year.'),
});
export type MemberInput = z.output<typeof memberSchema>;

export const memberInviteSchema = z.object({
  matterId: z.uuid(),
  id: z.uuid(),
  email: z.email({ error: 'Enter their e-mail address.' }).trim().toLowerCase(),
});
export type MemberInviteInput = z.output<typeof memberInviteSchema>;

/** A request's or date's person on a family matter: a member id, or empty for the holder. */
export const memberTarget = {
  memberId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  shared: z
    .string()
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
};
