/**
 * The lead forms in Hindi, Urdu, Bengali and Punjabi (issue 41): the server's messages are in the
 * page's language, English says exactly what it always said, and what a form accepts and stores
 * is the same in every language (values, never labels).
 */
import {
  consultationTimeText,
  leadFormChoices,
  leadFormText,
} from '@/app/(marketing)/_components/lead-form/lead-form-text';
import { EMAIL_MESSAGES } from '@/lib/forms/email-rule';
import { UNSAFE_TEXT_MESSAGE } from '@/lib/forms/field-errors';
import { ONE_LINE_MESSAGE } from '@/lib/forms/one-line';
import { LOCALES, TRANSLATED_LOCALES, ltrText } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import {
  callbackWindowLabel,
  callbackWindows,
  countries,
  visaInterests,
} from '@/lib/leads/options';
import { leadSchemasIn, unsafeTextMessage } from '@/lib/leads/schema';

const contact = {
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  country: 'India',
  visaInterest: 'GSM Visa',
  message: 'I am a nurse in Pune. Which visa suits me?',
};

/** The first message per field, as the form shows it. */
function errorsOf(locale: (typeof LOCALES)[number], values: Record<string, unknown>) {
  const r = leadSchemasIn(locale).contact.safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}

describe('the lead forms speak the page language', () => {
  it('English says exactly what it always said', () => {
    expect(errorsOf('en', { ...contact, phone: '98765-abc' }).phone).toBe(
      'Use digits only, with your country code, e.g. +91 98765 43210.',
    );
    expect(errorsOf('en', { ...contact, phone: '+91 123' }).phone).toBe(
      'Enter the full number with your country code, e.g. +92 300 1234567.',
    );
    expect(errorsOf('en', { ...contact, message: 'Hi' }).message).toBe(
      'Tell us a little more (at least 10 characters).',
    );
    expect(errorsOf('en', { ...contact, message: 'x'.repeat(3001) }).message).toBe(
      'Use at most 3000 characters.',
    );
    expect(errorsOf('en', { ...contact, fullName: '' }).fullName).toBe('Enter your name.');
    expect(errorsOf('en', { ...contact, country: 'Mars' }).country).toBe('Choose your country.');
    expect(errorsOf('en', { ...contact, message: 'a <b> tag in here' }).message).toBe(
      'Please remove the < and > characters.',
    );
  });

  it("English shares the site's own messages for e-mail, names and unsafe text", () => {
    const t = translator('en', 'leadErrors');
    expect({
      empty: t('emailEmpty'),
      long: t('emailLong'),
      invalid: t('emailInvalid', { example: 'name@example.com' }),
    }).toEqual(EMAIL_MESSAGES);
    expect(t('nameOneLine')).toBe(ONE_LINE_MESSAGE);
    expect(unsafeTextMessage('en')).toBe(UNSAFE_TEXT_MESSAGE);
    expect(errorsOf('en', { ...contact, email: 'nope' }).email).toBe(EMAIL_MESSAGES.invalid);
  });

  it.each(TRANSLATED_LOCALES)('%s: a bad phone number is told in the language', (locale) => {
    const message = errorsOf(locale, { ...contact, phone: '98765-abc' }).phone!;
    expect(message).toBe(
      translator(locale, 'leadErrors')('phoneDigits', {
        example: ltrText(locale, '+91 98765 43210'),
      }),
    );
    // No English but the example number.
    expect(message.replace('+91 98765 43210', '')).not.toMatch(/[A-Za-z]/);
  });

  it('Urdu keeps the example number left to right inside its right-to-left sentence', () => {
    expect(errorsOf('ur', { ...contact, phone: '98765-abc' }).phone).toContain(
      '\u2066+91 98765 43210\u2069',
    );
    expect(errorsOf('hi', { ...contact, phone: '98765-abc' }).phone).not.toContain('\u2066');
  });

  it.each(TRANSLATED_LOCALES)('%s: figures are written as the language writes them', (locale) => {
    const message = errorsOf(locale, { ...contact, message: 'Hi' }).message!;
    expect(message).toContain(new Intl.NumberFormat(locale).format(10));
  });

  it.each(LOCALES)('%s accepts and stores exactly what English does', (locale) => {
    expect(leadSchemasIn(locale).contact.parse(contact)).toEqual(
      leadSchemasIn('en').contact.parse(contact),
    );
  });
});

describe('the lead form words the browser gets', () => {
  it('English: the labels it always had, the choices their own values', () => {
    const text = leadFormText('en', 'callback');
    expect(text.submit).toBe('Request a call back');
    expect(text.phoneHint).toBe('With your country code, e.g. +91 98765 43210');
    const choices = leadFormChoices('en');
    expect(choices.countries.map((c) => c.label)).toEqual([...countries]);
    expect(choices.visaInterests.map((c) => c.label)).toEqual([...visaInterests]);
    expect(choices.callbackWindows).toEqual(
      callbackWindows.map((w) => ({ value: w, label: callbackWindowLabel[w] })),
    );
    expect(consultationTimeText('en').yourTime).toBe('Sydney time. Your time ({zone}): {range}.');
  });

  it.each(TRANSLATED_LOCALES)('%s: values stay English, labels are translated', (locale) => {
    const choices = leadFormChoices(locale);
    expect(choices.countries.map((c) => c.value)).toEqual([...countries]);
    expect(choices.visaInterests.map((c) => c.value)).toEqual([...visaInterests]);
    expect(choices.callbackWindows.map((c) => c.value)).toEqual([...callbackWindows]);
    const labels = [...choices.countries, ...choices.visaInterests, ...choices.callbackWindows]
      .map((c) => c.label)
      .join(' ');
    // Latin letters only where the language writes them: GSM, and the clock's AM/PM (Intl).
    expect(labels.replace(/\b(GSM|AM|PM|am|pm)\b/g, '')).not.toMatch(/[A-Za-z]/);
    // The browser fills in the zone and the window: the templates keep their slots.
    const time = consultationTimeText(locale);
    expect(time.yourTime).toContain('{zone}');
    expect(time.yourTime).toContain('{range}');
    expect(time.option).toContain('{range}');
  });

  it('Hindi names the countries as Hindi does', () => {
    const india = leadFormChoices('hi').countries.find((c) => c.value === 'India');
    expect(india?.label).toBe('भारत');
  });
});
