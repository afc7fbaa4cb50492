/**
 * The one way text is translated: `translator(locale, namespace)`, synchronous, so the same call
 * works in server components, static parts (which render inside client components during SSR),
 * route handlers, server actions and e-mails. The locale always arrives explicitly (a route
 * param, a profile setting); nothing here reads the request.
 *
 * Messages are ICU strings (use-intl, the core of next-intl). Figures, fees and names are never
 * typed into a translation: they arrive as arguments from lib/config, formatted for the locale.
 * Each locale's file must have exactly en.json's keys (typed below; tests/unit/i18n-messages.test.ts
 * checks keys and arguments).
 *
 * Server-side only in practice: nothing in the browser imports it (all five files would follow).
 * A client component gets its one namespace in its one language, precompiled, as a prop
 * (lib/i18n/client-messages.ts).
 */
import { createTranslator } from 'use-intl/core';
import { localeInfo, type Locale } from './locales';
import mailBn from './messages/mail/bn.json';
import mailEn from './messages/mail/en.json';
import mailHi from './messages/mail/hi.json';
import mailPa from './messages/mail/pa.json';
import mailUr from './messages/mail/ur.json';
import calculatorBn from './messages/calculator/bn.json';
import calculatorEn from './messages/calculator/en.json';
import calculatorHi from './messages/calculator/hi.json';
import calculatorPa from './messages/calculator/pa.json';
import calculatorUr from './messages/calculator/ur.json';
import contactBn from './messages/contact/bn.json';
import contactEn from './messages/contact/en.json';
import contactHi from './messages/contact/hi.json';
import contactPa from './messages/contact/pa.json';
import contactUr from './messages/contact/ur.json';
import siteBn from './messages/site/bn.json';
import siteEn from './messages/site/en.json';
import siteHi from './messages/site/hi.json';
import sitePa from './messages/site/pa.json';
import siteUr from './messages/site/ur.json';

/*
 * One folder of messages per area of the site (messages/<area>/<locale>.json), each a set of
 * namespaces: an area's files change together, and an area can later be sent to the browser on
 * its own. Every locale's object must have English's shape, or this file does not compile.
 */
const en = { ...siteEn, ...mailEn, ...calculatorEn, ...contactEn };
export type Messages = typeof en;
type Namespace = keyof Messages;

export const messages: Record<Locale, Messages> = {
  en,
  hi: { ...siteHi, ...mailHi, ...calculatorHi, ...contactHi },
  ur: { ...siteUr, ...mailUr, ...calculatorUr, ...contactUr },
  bn: { ...siteBn, ...mailBn, ...calculatorBn, ...contactBn },
  pa: { ...sitePa, ...mailPa, ...calculatorPa, ...contactPa },
};

export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({
    locale: localeInfo[locale].tag,
    messages: messages[locale],
    namespace,
  });
}

/** A number formatted for the locale (digits and grouping as its readers write them). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo[locale].tag).format(value);
}

type VisaGroupId = keyof Messages['visaGroups'];

/** A visa group's name and blurb (lib/config/visas.ts ids; en.json equals the config: tested). */
export function visaGroupText(locale: Locale, id: string): { name: string; blurb: string } {
  const t = translator(locale, 'visaGroups');
  const key = id as VisaGroupId;
  return { name: t(`${key}.name`), blurb: t(`${key}.blurb`) };
}
