/**
 * One zod schema per lead form, used by the form (browser) and the server action alike.
 * Text never carries markup: `<` and `>` are refused with a message, not silently stripped.
 */
import { z } from 'zod';
import { siteConfig } from '@/lib/config/site';
import { emailSchema } from '@/lib/forms/email';
import { isOneLine, ONE_LINE_MESSAGE } from '@/lib/forms/one-line';
import { isValidIsoDate } from '@/lib/time/calendar';
import { dateInZone, isValidTimeZone, weekday, zonedTimeToUtc } from '@/lib/time/zones';
import {
  BOOKING_HORIZON_DAYS,
  callbackWindows,
  consultationWindows,
  countries,
  visaInterests,
} from './options';

export type { LeadKind } from './constants';

const noMarkup = (s: string) => !/[<>]/.test(s);
const MARKUP = 'Please remove the < and > characters.';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Use at most ${max} characters.`)
    .refine(noMarkup, MARKUP);

/** A person's name: one line (the database refuses the rest: leads_full_name_one_line). */
const personName = () => text('name', 100).refine(isOneLine, ONE_LINE_MESSAGE);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine(noMarkup, MARKUP)
    .optional()
    .default('');

const email = emailSchema;

/** International format, as WhatsApp needs: a plus, the country code and the number. */
const phone = z
  .string()
  .trim()
  .min(1, 'Enter your phone or WhatsApp number.')
  .max(32, 'That number is too long.')
  .refine(
    (v) => /^\+?[\d\s()-]+$/.test(v),
    'Use digits only, with your country code, e.g. +91 98765 43210.',
  )
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'Enter the full number with your country code, e.g. +92 300 1234567.');

const country = z.enum(countries, { error: 'Choose your country.' });
const visaInterest = z.enum(visaInterests, { error: 'Choose the visa you are interested in.' });

/** Fields every form carries: consent, anti-spam, idempotency, where the lead came from. */
const common = {
  marketingConsent: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
  /** Honeypot: people never see it; bots fill it. */
  website: z.string().max(200).optional().default(''),
  idempotencyKey: z.string().trim().max(100).optional().default(''),
  sourcePage: z.string().trim().max(300).optional().default(''),
  utmSource: z.string().trim().max(100).optional().default(''),
  utmMedium: z.string().trim().max(100).optional().default(''),
  utmCampaign: z.string().trim().max(100).optional().default(''),
};

export const contactSchema = z.object({
  fullName: personName(),
  email,
  phone: z
    .union([z.literal(''), phone])
    .optional()
    .default(''),
  country,
  visaInterest,
  message: text('message', 3000).refine(
    (v) => v.length >= 10,
    'Tell us a little more (at least 10 characters).',
  ),
  ...common,
});

export const callbackSchema = z.object({
  fullName: personName(),
  phone,
  email: z
    .union([z.literal(''), email])
    .optional()
    .default(''),
  country,
  visaInterest,
  preferredWindow: z.enum(callbackWindows, { error: 'Choose when we should call.' }),
  ...common,
});

export const consultationSchema = z
  .object({
    fullName: personName(),
    email,
    phone,
    country,
    visaInterest,
    preferredDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.')
      // Only a well-formed date can be a wrong one (2026-13-01): one message per mistake.
      .refine(
        (v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || isValidIsoDate(v),
        'Choose a date from the calendar.',
      ),
    preferredWindow: z.enum(consultationWindows.map((w) => w.id) as [string, ...string[]], {
      error: 'Choose a time.',
    }),
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine((v) => v === '' || isValidTimeZone(v), 'Unknown time zone.')
      .optional()
      .default(''),
    message: optionalText(3000),
    ...common,
  })
  .superRefine((v, ctx) => {
    // zod runs this even when a field failed its own check (a time picked, no date): the date
    // maths below would throw, so leave the field errors to speak.
    if (!isValidIsoDate(v.preferredDate ?? '') || !v.preferredWindow) return;
    const today = dateInZone(new Date(), siteConfig.hours.timeZone);
    const day = weekday(v.preferredDate);
    if (day === 0 || day === 6) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredDate'],
        message: 'Weekends are by appointment: choose Monday to Friday, or message us on WhatsApp.',
      });
    }
    const start = zonedTimeToUtc(v.preferredDate, v.preferredWindow, siteConfig.hours.timeZone);
    if (v.preferredDate < today || start.getTime() < Date.now()) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredDate'],
        message: 'Choose a date in the future.',
      });
    }
    const horizon = new Date(Date.now() + BOOKING_HORIZON_DAYS * 86_400_000);
    if (start > horizon) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredDate'],
        message: `Choose a date within the next ${BOOKING_HORIZON_DAYS} days.`,
      });
    }
  });

export const leadSchemas = {
  contact: contactSchema,
  callback: callbackSchema,
  consultation: consultationSchema,
} as const;

export type ContactInput = z.infer<typeof contactSchema>;
export type CallbackInput = z.infer<typeof callbackSchema>;
export type ConsultationInput = z.infer<typeof consultationSchema>;
export type LeadInput = ContactInput | CallbackInput | ConsultationInput;
