'use client';
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
 */
const css =
  typeof window === 'undefined' || process.env.NODE_ENV === 'development'
    ? (require('@/.generated/marketing-css') as typeof import('@/.generated/marketing-css'))
        .MARKETING_CSS
    : '';

export function MarketingStyle() {
  // Under `next dev` the sheet changes while a page is open (scripts/marketing-css.mjs watches the
  // sources): a plain <style>, which React updates in place; it never rewrites a hoisted one.
  if (process.env.NODE_ENV === 'development') return <style>{css}</style>;
  return (
    <style href="marketing-shell" precedence="marketing-shell">
      {css}
    </style>
  );
}
