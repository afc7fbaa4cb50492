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
 * cached request.
 */

type Tag = 'div' | 'footer' | 'section';
type PartProps = Record<string, string>;

function partId(name: string, props: PartProps): string {
  const key = Object.values(props).join('-');
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

function BrowserPart({ tag, id, className }: { tag: Tag; id: string; className?: string }) {
  // While hydrating, the server's element is in the document: adopt its HTML unchanged.
  const [html, setHtml] = useState<string | null>(
    () => document.getElementById(id)?.innerHTML ?? null,
  );

  useEffect(() => {
    if (html !== null) return;
    const controller = new AbortController();
    const here = window.location.href;
    fetch(here, { signal: controller.signal, headers: { accept: 'text/html' } })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((text) => {
        const found = new DOMParser().parseFromString(text, 'text/html').getElementById(id);
        if (found) setHtml(found.innerHTML);
        else window.location.assign(here);
      })
      .catch(() => {
        // Offline or a server error: a full load shows the visitor what the browser would.
        if (!controller.signal.aborted) window.location.assign(here);
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
