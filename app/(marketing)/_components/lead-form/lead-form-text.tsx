import 'server-only';
import type { ReactNode } from 'react';
import { EnglishOnlyMark } from '@/components/site/english-only';
import { visaGroups } from '@/lib/config/visas';
import { clock } from '@/lib/i18n/hours';
import { hrefIn, localeInfo, ltrText, type Locale } from '@/lib/i18n/locales';
import { translator, visaGroupText } from '@/lib/i18n/translate';
import type { LeadKind } from '@/lib/leads/constants';
import {
  callbackWindowLabel,
  callbackWindowSpan,
  callbackWindows,
  countries,
  visaInterests,
} from '@/lib/leads/options';

/*
 * The lead forms' words in one language, made on the server and handed to the client components
 * as props: the browser gets the page's language only, as plain strings, and no translator (its
 * code and every language's messages stay on the server). Messages the browser completes (the
 * visitor's time zone, a window in their time) come as templates with `{zone}` and `{range}` left
 * for it to fill (fillTemplate in consultation-time.tsx).
 */

/** A choice in a dropdown: the value stored (English, as the agency reads it) and what is shown. */
export interface Choice {
  value: string;
  label: string;
}

export interface LeadFormText {
  submit: string;
  sending: string;
  optional: string;
  fullName: string;
  email: string;
  emailHint: string;
  phone: string;
  phoneHint: string;
  country: string;
  chooseCountry: string;
  visaInterest: string;
  chooseVisa: string;
  callWhen: string;
  callWhenHint: string;
  chooseTime: string;
  message: string;
  updates: string;
  privacy: ReactNode;
}

export interface ConsultationTimeText {
  date: string;
  dateHint: string;
  weekend: string;
  time: string;
  chooseTime: string;
  /** Templates: `{range}`, and `{zone}` in the last two. */
  option: string;
  sydneyTime: string;
  yourTime: string;
  chooseToSee: string;
}

const SUBMIT = {
  contact: 'submitContact',
  callback: 'submitCallback',
  consultation: 'submitConsultation',
} as const satisfies Record<LeadKind, string>;

/** The examples in the hints (figures stay out of the translations). */
const PHONE_EXAMPLE = '+91 98765 43210';

export function leadFormText(locale: Locale, kind: LeadKind): LeadFormText {
  const t = translator(locale, 'leadForm');
  return {
    submit: t(SUBMIT[kind]),
    sending: t('sending'),
    optional: t('optional'),
    fullName: t('fullName'),
    email: t('email'),
    emailHint: t('emailHint'),
    phone: t('phone'),
    phoneHint: t('phoneHint', { example: ltrText(locale, PHONE_EXAMPLE) }),
    country: t('country'),
    chooseCountry: t('chooseCountry'),
    visaInterest: t('visaInterest'),
    chooseVisa: t('chooseVisa'),
    callWhen: t('callWhen'),
    callWhenHint: t('callWhenHint'),
    chooseTime: t('chooseTime'),
    message: kind === 'contact' ? t('message') : t('messageFirst'),
    updates: t('updates'),
    privacy: t.rich('privacy', {
      // A plain link: next/link's code was 4 KiB gzip of /contact's 6.6 KiB of own script
      // (bench/page-weight.mjs), for a tap that loads a new page anyway.
      link: (text) => (
        <>
          <a href={hrefIn(locale, '/privacy')} className="underline">
            {text}
          </a>
          <EnglishOnlyMark locale={locale} path="/privacy" />
        </>
      ),
    }),
  };
}

/** ISO 3166 codes of the countries offered, for their names in the reader's language (Intl). */
const COUNTRY_CODES: Record<Exclude<(typeof countries)[number], 'Other'>, string> = {
  India: 'IN',
  Pakistan: 'PK',
  Bangladesh: 'BD',
  Nepal: 'NP',
  'Sri Lanka': 'LK',
  Australia: 'AU',
  'United Arab Emirates': 'AE',
  'Saudi Arabia': 'SA',
  Qatar: 'QA',
  Malaysia: 'MY',
  Philippines: 'PH',
  Nigeria: 'NG',
  'United Kingdom': 'GB',
  Canada: 'CA',
  'New Zealand': 'NZ',
};

/**
 * The dropdowns' choices: the values stay as stored (English); the labels are the reader's
 * language (country names from Intl, visa names from the translations, call-back hours formatted
 * for the locale). English shows the values themselves, as it always has.
 */
export function leadFormChoices(locale: Locale) {
  const t = translator(locale, 'leadForm');
  const names = new Intl.DisplayNames(localeInfo[locale].tag, { type: 'region' });
  const countryChoices: Choice[] = countries.map((c) => ({
    value: c,
    label:
      locale === 'en' ? c : c === 'Other' ? t('otherCountry') : (names.of(COUNTRY_CODES[c]) ?? c),
  }));
  const visaChoices: Choice[] = visaInterests.map((v) => {
    const group = visaGroups.find((g) => g.name === v);
    return {
      value: v,
      label: group ? visaGroupText(locale, group.id).name : t('notSure'),
    };
  });
  const callbackChoices: Choice[] = callbackWindows.map((w) => {
    if (locale === 'en') return { value: w, label: callbackWindowLabel[w] };
    const span = callbackWindowSpan[w];
    if (span.part === 'any') return { value: w, label: t('callAnyTime') };
    const key = (
      {
        morning: 'callMorning',
        afternoon: 'callAfternoon',
        lateAfternoon: 'callLateAfternoon',
      } as const
    )[span.part];
    const range = `${clock(locale, span.from)}–${clock(locale, span.to)}`;
    return { value: w, label: t(key, { range: ltrText(locale, range) }) };
  });
  return {
    countries: countryChoices,
    visaInterests: visaChoices,
    callbackWindows: callbackChoices,
  };
}

export function consultationTimeText(locale: Locale): ConsultationTimeText {
  const t = translator(locale, 'leadForm');
  // Left for the browser, which alone knows the visitor's zone; kept left to right in Urdu.
  const range = ltrText(locale, '{range}');
  const zone = ltrText(locale, '{zone}');
  return {
    date: t('preferredDate'),
    dateHint: t('preferredDateHint'),
    weekend: t('weekendChosen'),
    time: t('preferredTime'),
    chooseTime: t('chooseTime'),
    option: t('sydneyOption', { range }),
    sydneyTime: t('sydneyTime'),
    yourTime: t('yourTime', { zone, range }),
    chooseToSee: t('chooseToSee', { zone }),
  };
}
