/** The profile form's one schema, shared by the browser and the server action. */
import { z } from 'zod';
import { isOneLine, ONE_LINE_MESSAGE } from '@/lib/forms/one-line';
import { isValidIsoDate, todayIso } from '@/lib/time/calendar';
import { formValues } from '@/lib/forms/action-state';
import { LOCALES } from '@/lib/i18n/locales';
import { CONTACT_CHANNELS } from './constants';
import { normalisePostalAddress, postalAddressProblem } from './postal-address';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null);

export const profileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'Enter your full name as in your passport.')
    .max(100, 'Use at most 100 characters.')
    // The database refuses it too (profiles_full_name_one_line); this says so beside the field.
    .refine(isOneLine, ONE_LINE_MESSAGE),
  // International format: + then country code and number. Spaces and dashes are allowed while typing.
  phone: z
    .string()
    .transform((v) => v.replace(/[\s\-().]/g, ''))
    .refine((v) => v === '' || /^\+[1-9]\d{6,14}$/.test(v), {
      error: 'Use international format with your country code, for example +91 98765 43210.',
    })
    .transform((v) => v || null),
  country: optionalText(60, 'Use at most 60 characters.'),
  citizenship: optionalText(60, 'Use at most 60 characters.'),
  dateOfBirth: z
    .string()
    // Not a date: say only that (the range check below would add a second, confusing line).
    .refine((v) => v === '' || isValidIsoDate(v), {
      error: 'Enter a real date: day, month and year, for example 28 2 1990.',
      abort: true,
    })
    .refine((v) => v === '' || (v >= '1900-01-01' && v <= todayIso()), {
      error: 'Enter your real date of birth.',
    })
    .transform((v) => v || null),
  preferredContact: z
    .enum(CONTACT_CHANNELS, { error: 'Choose how we should contact you.' })
    .nullable()
    .or(z.literal('').transform(() => null)),
  // For tax invoices; lines kept, each tidied (./postal-address.ts, the database's rule too).
  // Absent (a form without the field) leaves the saved address alone.
  postalAddress: z
    .string()
    .transform(normalisePostalAddress)
    .superRefine((v, ctx) => {
      const problem = postalAddressProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v || null)
    .optional(),
  // The language of the client's e-mails; absent (the agent's form) leaves it alone.
  preferredLocale: z.enum(LOCALES, { error: 'Choose a language from the list.' }).optional(),
});
export type ProfileInput = z.output<typeof profileSchema>;
export type ProfileFields = keyof ProfileInput;

export const emailChangeSchema = z.object({
  email: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
});

/** The profile form's fields, in the order the form shows them. */
export const PROFILE_FIELDS = [
  'fullName',
  'phone',
  'preferredContact',
  'country',
  'citizenship',
  'dateOfBirth',
  'postalAddress',
  'preferredLocale',
] as const satisfies readonly ProfileFields[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile form's values (its date of birth joined from the three boxes by formValues). */
export function profileFormValues(formData: FormData): Partial<Record<ProfileField, string>> {
  return formValues(formData, PROFILE_FIELDS);
}
