/**
 * One zod schema per lead form, used by the server action and the leads API alike (the browser
 * checks nothing by hand: its answer comes from the action). Text never carries markup: `<` and
 * `>` are refused with a message, not silently stripped.
 */
import { z } from 'zod';
import { siteConfig } from '@/lib/config/site';
import { emailRule } from '@/lib/forms/email';
import { isOneLine } from '@/lib/forms/one-line';
import { DEFAULT_LOCALE, ltrText, type Locale } from '@/lib/i18n/locales';
import { formatNumber, translator } from '@/lib/i18n/translate';
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

/** The examples the phone and e-mail messages give (figures stay out of the translations). */
const PHONE_EXAMPLE_IN = '+91 98765 43210';
const PHONE_EXAMPLE_PK = '+92 300 1234567';
const EMAIL_EXAMPLE = 'name@example.com';

const noMarkup = (s: string) => !/[<>]/.test(s);

/**
 * The lead forms' schemas, their messages in `locale` (lib/i18n/messages/contact, `leadErrors`):
 * the form's page language, so a Hindi page's mistakes are told in Hindi. What they accept is the
 * same in every language. Built once per language.
 */
function buildLeadSchemas(locale: Locale) {
  const t = translator(locale, 'leadErrors');
  // English keeps its figures as they were written ("3000"); other languages write their own.
  const figure = (n: number) => (locale === 'en' ? String(n) : formatNumber(locale, n));
  const ltr = (text: string) => ltrText(locale, text);
  const MARKUP = t('markup');

  const text = (empty: string, max: number) =>
    z
      .string()
      .trim()
      .min(1, empty)
      .max(max, t('tooLong', { max: figure(max) }))
      .refine(noMarkup, MARKUP);

  /** A person's name: one line (the database refuses the rest: leads_full_name_one_line). */
  const personName = () => text(t('nameEmpty'), 100).refine(isOneLine, t('nameOneLine'));

  const optionalText = (max: number) =>
    z
      .string()
      .trim()
      .max(max, t('tooLong', { max: figure(max) }))
      .refine(noMarkup, MARKUP)
      .optional()
      .default('');

  const email = emailRule({
    empty: t('emailEmpty'),
    long: t('emailLong'),
    invalid: t('emailInvalid', { example: ltr(EMAIL_EXAMPLE) }),
  });

  /** International format, as WhatsApp needs: a plus, the country code and the number. */
  const phone = z
    .string()
    .trim()
    .min(1, t('phoneEmpty'))
    .max(32, t('phoneLong'))
    .refine((v) => /^\+?[\d\s()-]+$/.test(v), t('phoneDigits', { example: ltr(PHONE_EXAMPLE_IN) }))
    .refine(
      (v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 8 && digits <= 15;
      },
      t('phoneFull', { example: ltr(PHONE_EXAMPLE_PK) }),
    );

  const country = z.enum(countries, { error: t('country') });
  const visaInterest = z.enum(visaInterests, { error: t('visaInterest') });

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

  const contact = z.object({
    fullName: personName(),
    email,
    phone: z
      .union([z.literal(''), phone])
      .optional()
      .default(''),
    country,
    visaInterest,
    message: text(t('messageEmpty'), 3000).refine(
      (v) => v.length >= 10,
      t('messageShort', { min: figure(10) }),
    ),
    ...common,
  });

  const callback = z.object({
    fullName: personName(),
    phone,
    email: z
      .union([z.literal(''), email])
      .optional()
      .default(''),
    country,
    visaInterest,
    preferredWindow: z.enum(callbackWindows, { error: t('callWhen') }),
    ...common,
  });

  const consultation = z
    .object({
      fullName: personName(),
      email,
      phone,
      country,
      visaInterest,
      preferredDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, t('date'))
        // Only a well-formed date can be a wrong one (2026-13-01): one message per mistake.
        .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || isValidIsoDate(v), t('dateFromCalendar')),
      preferredWindow: z.enum(consultationWindows.map((w) => w.id) as [string, ...string[]], {
        error: t('time'),
      }),
      timeZone: z
        .string()
        .trim()
        .max(64)
        .refine((v) => v === '' || isValidTimeZone(v), t('timeZone'))
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
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: t('weekend') });
      }
      const start = zonedTimeToUtc(v.preferredDate, v.preferredWindow, siteConfig.hours.timeZone);
      if (v.preferredDate < today || start.getTime() < Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: t('dateFuture') });
      }
      const horizon = new Date(Date.now() + BOOKING_HORIZON_DAYS * 86_400_000);
      if (start > horizon) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredDate'],
          message: t('dateHorizon', { days: figure(BOOKING_HORIZON_DAYS) }),
        });
      }
    });

  return { contact, callback, consultation } as const;
}

type LeadSchemas = ReturnType<typeof buildLeadSchemas>;
const built = new Map<Locale, LeadSchemas>();

/** One zod schema per lead form, with its messages in `locale` (English by default). */
export function leadSchemasIn(locale: Locale = DEFAULT_LOCALE): LeadSchemas {
  let schemas = built.get(locale);
  if (!schemas) built.set(locale, (schemas = buildLeadSchemas(locale)));
  return schemas;
}

/** The unsafe-characters message in `locale` (lib/forms/field-errors.ts's check, translated). */
export const unsafeTextMessage = (locale: Locale) => translator(locale, 'leadErrors')('unsafe');

export const leadSchemas = leadSchemasIn();
export const consultationSchema = leadSchemas.consultation;

export type ContactInput = z.infer<LeadSchemas['contact']>;
export type CallbackInput = z.infer<LeadSchemas['callback']>;
export type ConsultationInput = z.infer<LeadSchemas['consultation']>;
export type LeadInput = ContactInput | CallbackInput | ConsultationInput;
