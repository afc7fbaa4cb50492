import 'server-only';
import compile from 'icu-minify/compile';
import { localeInfo, type Locale } from './locales';
import { messages, type Messages } from './translate';

/*
 * A client component's messages: one namespace in one language, compiled on the server to
 * icu-minify's small form, so the browser formats them with a <1 KiB runtime
 * (lib/i18n/client-translator.ts) instead of a message parser, and gets no other language.
 * They travel as a prop, inside the page's RSC payload, not in its JavaScript.
 */
type Compiled = ReturnType<typeof compile>;
type CompiledTree<T> = { [K in keyof T]: T[K] extends string ? Compiled : CompiledTree<T[K]> };

/** Only namespaces that a client component words (whose whole tree the browser may see). */
type ClientNamespace = 'calculator';

export interface ClientMessages<N extends ClientNamespace = ClientNamespace> {
  locale: Locale;
  messages: CompiledTree<Messages[N]>;
  /**
   * Formatted here with Node's full ICU, because browsers may not have the locale's data
   * (Chromium formats Punjabi dates as "2025 M08 7" and lists with "and"): the dates the
   * component quotes, keyed `medium:2025-08-07`, and the locale's list of 2, 3 and 4 items with
   * {0}, {1}, … for the items.
   */
  dates: Record<string, string>;
  lists: Record<number, string>;
}

export type DateStyle = 'medium' | 'long';

function compileTree<T extends object>(tree: T): CompiledTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      // A plain JSON copy: compile() makes its `select` cases objects without a prototype, which
      // React cannot pass to a client component.
      typeof value === 'string'
        ? (JSON.parse(JSON.stringify(compile(value))) as Compiled)
        : compileTree(value as object),
    ]),
  ) as CompiledTree<T>;
}

const cache = new Map<string, ClientMessages>();

export function clientMessages<N extends ClientNamespace>(
  locale: Locale,
  namespace: N,
  quotedDates: Partial<Record<DateStyle, readonly string[]>> = {},
): ClientMessages<N> {
  const key = `${locale}:${namespace}:${JSON.stringify(quotedDates)}`;
  let found = cache.get(key);
  if (!found) {
    const tag = localeInfo[locale].tag;
    const dates: Record<string, string> = {};
    for (const [style, isos] of Object.entries(quotedDates))
      for (const iso of isos)
        dates[`${style}:${iso}`] = new Intl.DateTimeFormat(tag, {
          dateStyle: style as DateStyle,
          timeZone: 'UTC',
        }).format(new Date(`${iso}T00:00:00Z`));
    const list = new Intl.ListFormat(tag, { type: 'conjunction' });
    const lists: Record<number, string> = {};
    for (const n of [2, 3, 4])
      lists[n] = list.format(Array.from({ length: n }, (_, i) => `{${i}}`));
    found = { locale, messages: compileTree(messages[locale][namespace]), dates, lists };
    cache.set(key, found);
  }
  return found as ClientMessages<N>;
}
