'use client';
import { useEffect } from 'react';
/* eslint-disable @typescript-eslint/no-require-imports -- see components/static-part.tsx: a
   require() in a branch the bundler knows is dead never reaches the browser bundle. */

/**
 * The marketing pages' stylesheet, inline in the head (scripts/marketing-css.mjs compiles it).
 *
 * Served as a <link>, it cost every first visit a second round trip before anything could paint.
 * Rendered by a server component, its text would also be copied into the page's inline RSC
 * payload. So, like a static part, this client component has the text only while rendering on the
 * server: React hoists the <style> into the head, and in the browser it finds that element by its
 * href and adopts it without reading the (empty) children.
 *
 * After a client-side navigation from a portal page into a marketing page, the element React
 * inserts is empty; the portal's sheet (app/app.css), already in the document, covers every class.
 *
 * Where `next start` serves the pages precompressed (scripts/precompress-pages.mjs), the first
 * page a visitor opens is the only one that needs the sheet inline: once it is idle,
 * useCacheSheet fetches the same sheet as a file and sets a cookie, and later pages come with a
 * <link> to that cached file instead (no React involvement: their <style> element is then absent,
 * so React adds an empty one, as after a portal navigation).
 */
const css =
  typeof window === 'undefined' || process.env.NODE_ENV === 'development'
    ? (require('@/.generated/marketing-css') as typeof import('@/.generated/marketing-css'))
        .MARKETING_CSS
    : '';

const SHEET_COOKIE = 'marketing-sheet';
const SHEET_FILE = /^\/_precompressed\/marketing-([0-9a-f]{16})\.css$/;

async function sheetHash(css: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

/**
 * The cookie lasts a week from the last page that used the sheet, a guess at how long a browser
 * keeps a file it keeps using: with the cookie and without the file, a page waits for one sheet
 * request (what every page did before the sheet went inline).
 */
function rememberSheet(hash: string) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SHEET_COOKIE}=${hash}; Path=/; Max-Age=604800; SameSite=Lax${secure}`;
}

/**
 * On a page with the sheet inline, once idle: its file into the HTTP cache, then the cookie. On a
 * page that linked the file: the cookie's week starts again.
 */
function useCacheSheet() {
  useEffect(() => {
    if (!process.env.PRECOMPRESSED_PAGES || !crypto.subtle) return;
    const css = document.querySelector('style[data-href="marketing-shell"]')?.textContent;
    if (!css) {
      const link = document.querySelector<HTMLLinkElement>('link[href^="/_precompressed/"]');
      const linked = SHEET_FILE.exec(link?.getAttribute('href') ?? '')?.[1];
      if (linked) rememberSheet(linked);
      return;
    }
    const controller = new AbortController();
    const cache = async () => {
      const hash = await sheetHash(css);
      if (document.cookie.split('; ').includes(`${SHEET_COOKIE}=${hash}`)) return;
      const res = await fetch(`/_precompressed/marketing-${hash}.css`, {
        priority: 'low',
        signal: controller.signal,
      });
      if (!res.ok) return;
      await res.arrayBuffer();
      rememberSheet(hash);
    };
    const later = () => {
      const start = () => void cache().catch(() => {});
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
      else setTimeout(start, 1000);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      controller.abort();
      window.removeEventListener('load', later);
    };
  }, []);
}

export function MarketingStyle() {
  useCacheSheet();
  // Under `next dev` the sheet changes while a page is open (scripts/marketing-css.mjs watches the
  // sources): a plain <style>, which React updates in place; it never rewrites a hoisted one.
  if (process.env.NODE_ENV === 'development') return <style>{css}</style>;
  return (
    <style href="marketing-shell" precedence="marketing-shell">
      {css}
    </style>
  );
}
