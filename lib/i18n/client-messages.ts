import 'server-only';
import compile from 'icu-minify/compile';
import type { Locale } from './locales';
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
}

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
): ClientMessages<N> {
  const key = `${locale}:${namespace}`;
  let found = cache.get(key);
  if (!found) {
    found = { locale, messages: compileTree(messages[locale][namespace]) };
    cache.set(key, found);
  }
  return found as ClientMessages<N>;
}
