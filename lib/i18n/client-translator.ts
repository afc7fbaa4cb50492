import format, { type FormatValues } from 'icu-minify/format';
import { createElement, Fragment, type ReactNode } from 'react';
import type { ClientMessages, DateStyle } from './client-messages';
import { localeInfo } from './locales';
import type { Messages } from './translate';

/*
 * The browser's side of lib/i18n/client-messages.ts: formats the precompiled messages of one
 * namespace with icu-minify's runtime and the browser's own Intl (numbers, plurals and dates as the
 * locale writes them). The same ICU messages as `translator()` on the server.
 */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

type Namespace = 'calculator';
type Compiled = Parameters<typeof format>[0];
type Values = FormatValues<ReactNode>;

function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = make(...args)));
    return found;
  };
}

const formatters = {
  getNumberFormat: memo(
    (locale?: string | string[], options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options),
  ),
  getDateTimeFormat: memo(
    (locale?: string | string[], options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, options),
  ),
  getPluralRules: memo(
    (locale?: string | string[], options?: Intl.PluralRulesOptions) =>
      new Intl.PluralRules(locale, options),
  ),
};

export function clientTranslator<N extends Namespace>(text: ClientMessages<N>) {
  const tag = localeInfo[text.locale].tag;
  const find = (key: string): Compiled => {
    let node: unknown = text.messages;
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    if (node === undefined) throw new Error(`No message ${key}`);
    return node as Compiled;
  };
  /** Any message by its id, for ids that arrive as data (the engine's wordings). */
  const say = (id: string, values?: Values): string => {
    const out = format(find(id), tag, values, { formatters });
    return Array.isArray(out) ? out.join('') : String(out);
  };
  return {
    locale: text.locale,
    tag,
    say,
    t: (key: Paths<Messages[N]>, values?: Values) => say(key, values),
    /** A message with tags (`<link>…</link>`), each rendered by the function of its name. */
    rich: (key: Paths<Messages[N]>, values: Values): ReactNode => {
      const out = format<ReactNode>(find(key), tag, values, { formatters });
      // Keyed, as React wants children given as a list.
      return Array.isArray(out)
        ? out.map((part, i) => createElement(Fragment, { key: i }, part))
        : out;
    },
    number: (value: number) => formatters.getNumberFormat(tag).format(value),
    /**
     * An ISO date (YYYY-MM-DD) as the locale writes it: "7 Aug 2025", or "7 August 2025" long.
     * Formatted on the server when the page named it (ClientMessages.dates).
     */
    date: (iso: string, style: DateStyle = 'medium') =>
      text.dates[`${style}:${iso}`] ??
      formatters
        .getDateTimeFormat(tag, { dateStyle: style, timeZone: 'UTC' })
        .format(new Date(`${iso}T00:00:00Z`)),
    /** "a, b and c" as the locale lists things (its pattern from the server). */
    list: (items: string[]) => {
      const pattern = text.lists[items.length];
      return pattern
        ? pattern.replace(/\{(\d)\}/g, (_, i: string) => items[Number(i)] ?? '')
        : items.join(', ');
    },
  };
}
