'use client';

import { createElement, useEffect, useState, type ComponentType } from 'react';

/*
 * Static parts: server-rendered HTML that is neither in the page's inline RSC payload nor hydrated.
 *
 * Next's App Router sends every server component twice: once as HTML and once as the RSC payload
 * that React hydrates against. For markup that never changes after it is rendered (the nav, the
 * footer, an article), that copy was about two thirds of each page's bytes, and hydrating it was
 * most of the page's main-thread work (bench/page-weight.mjs, bench/compare.mjs).
 *
 * A static part is a client component that renders its content only during server rendering. In
 * the browser it renders the same element with `dangerouslySetInnerHTML` set to the HTML already in
 * the document, so React adopts the server's markup as it is and has nothing inside it to hydrate.
 * Links inside are plain links; behaviour comes from small scripts that find the markup by id
 * (components/site/use-nav-behaviour.ts), never from React state inside the part.
 *
 * Each part is declared in its own 'use client' module as
 *
 *   export const FooterPart = staticPart('site-footer', typeof window === 'undefined' ? SiteFooter : null);
 *
 * The condition must be written at the call site: the bundler folds `typeof window` to a constant,
 * so the browser bundle gets `null` and drops the content's module (and the data it imports)
 * entirely. tests/e2e/static-parts.spec.ts checks that no page's scripts contain part content.
 *
 * After a client-side navigation (a <Link>, router.push, a server action's redirect) the part
 * mounts with no server HTML in the document. It then reads its HTML from the server-rendered page
 * at the new address, as a full page load would; pages with parts are static, so that is one
 * cached request. An error page's shell (a 403 or 404 rendered during a request) has no part HTML
 * either; it reads the site chrome from the home page.
 */

type Tag = 'div' | 'footer' | 'section';
/** A part's props name its variant (a slug, a language); they make its id, so they are strings. */
type PartProps = Record<string, string | undefined>;

function partId(name: string, props: PartProps): string {
  const key = Object.values(props)
    .filter((v) => v !== undefined)
    .join('-');
  return key ? `part-${name}-${key}` : `part-${name}`;
}

export function staticPart<P extends PartProps = Record<never, string>>(
  name: string,
  Content: ComponentType<P> | null,
  { tag = 'div', className }: { tag?: Tag; className?: string } = {},
) {
  function StaticPart(props: P) {
    const id = partId(name, props);
    if (Content) return createElement(tag, { id, className }, createElement(Content, props));
    return <BrowserPart tag={tag} id={id} className={className} />;
  }
  StaticPart.displayName = `StaticPart(${name})`;
  return StaticPart;
}

/** The address this document was loaded from; client-side navigations change location, not this. */
function loadedFrom(): string | undefined {
  return performance.getEntriesByType('navigation')[0]?.name;
}

function BrowserPart({ tag, id, className }: { tag: Tag; id: string; className?: string }) {
  // While hydrating, the server's element is in the document: adopt its HTML unchanged.
  const [html, setHtml] = useState<string | null>(
    () => document.getElementById(id)?.innerHTML ?? null,
  );

  useEffect(() => {
    if (html !== null) return;
    const controller = new AbortController();
    const here = window.location.href;
    // A document loaded from this very address may be an error page (forbidden() or notFound()
    // during a request): Next sends those as an empty shell that React fills in, so no part's HTML
    // is in it, and loading the address again gives the same shell. That full load was a reload
    // loop (a 403 page reloaded itself every second). The site chrome (header, footer) is on every
    // page, so the home page has it.
    const errorShell = loadedFrom() === here;
    const sources = errorShell ? [here, new URL('/', here).href] : [here];
    const read = async () => {
      for (const url of sources) {
        const res = await fetch(url, {
          signal: controller.signal,
          headers: { accept: 'text/html' },
        });
        if (!res.ok) continue;
        const found = new DOMParser()
          .parseFromString(await res.text(), 'text/html')
          .getElementById(id);
        if (found) return found.innerHTML;
      }
      throw new Error(`static part ${id} not found`);
    };
    read()
      .then(setHtml)
      .catch(() => {
        if (controller.signal.aborted) return;
        // Offline or a server error after a client-side navigation: a full load shows the visitor
        // what the browser would. Never on an error shell (see above): the part stays empty.
        if (errorShell) setHtml('');
        else window.location.assign(here);
      });
    return () => controller.abort();
  }, [html, id]);

  return createElement(tag, {
    id,
    className,
    'aria-busy': html === null ? true : undefined,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html ?? '' },
  });
}
