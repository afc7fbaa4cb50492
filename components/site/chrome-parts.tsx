'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- see components/static-part.tsx: a
   require() in a branch the bundler knows is dead never reaches the browser bundle. */

import { staticPart } from '@/components/static-part';
import type { Locale } from '@/lib/i18n/locales';

/** English parts take no props (their ids stay `part-header-start`, `part-footer`). */
type ChromeProps = { locale?: Locale };

/** The logo and nav, one static part; NavBehaviour sits beside it in site-header.tsx. */
export const HeaderStartPart = staticPart<ChromeProps>(
  'header-start',
  typeof window === 'undefined'
    ? (require('./header-start') as typeof import('./header-start')).HeaderStart
    : null,
  { className: 'contents' },
);

export const FooterPart = staticPart<ChromeProps>(
  'footer',
  typeof window === 'undefined'
    ? (require('./site-footer') as typeof import('./site-footer')).SiteFooter
    : null,
  { className: 'contents' },
);
