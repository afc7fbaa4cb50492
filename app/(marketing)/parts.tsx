'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- see components/static-part.tsx: a
   require() in a branch the bundler knows is dead never reaches the browser bundle. */

/*
 * The marketing pages' static parts (components/static-part.tsx): server-rendered HTML that is not
 * in the RSC payload and is not hydrated. Each content module is required inside
 * `typeof window === 'undefined'`, written at each call: that keeps the page's content, and the
 * data it imports, out of the browser's JavaScript (a top-level import would keep their code).
 */
import { staticPart } from '@/components/static-part';
import type { Locale } from '@/lib/i18n/locales';

/** Pages that exist in every language: English passes no locale (its part ids stay as they were). */
type LocaleProps = { locale?: Locale };

export const HomeTopPart = staticPart<LocaleProps>(
  'home-top',
  typeof window === 'undefined'
    ? (require('./_components/home-sections') as typeof import('./_components/home-sections'))
        .HomeTop
    : null,
);
export const HomeBottomPart = staticPart<LocaleProps>(
  'home-bottom',
  typeof window === 'undefined'
    ? (require('./_components/home-sections') as typeof import('./_components/home-sections'))
        .HomeBottom
    : null,
);
export const AboutPart = staticPart<LocaleProps>(
  'about',
  typeof window === 'undefined'
    ? (require('./about/about-body') as typeof import('./about/about-body')).AboutBody
    : null,
);
export const ServicesPart = staticPart<LocaleProps>(
  'services',
  typeof window === 'undefined'
    ? (require('./services/services-body') as typeof import('./services/services-body'))
        .ServicesBody
    : null,
);
export const VisasHubPart = staticPart(
  'visas',
  typeof window === 'undefined'
    ? (require('./visas/visas-body') as typeof import('./visas/visas-body')).VisasHubBody
    : null,
);
export const VisaPagePart = staticPart<{ slug: string }>(
  'visa',
  typeof window === 'undefined'
    ? (require('./visas/[slug]/visa-page-body') as typeof import('./visas/[slug]/visa-page-body'))
        .VisaPageBody
    : null,
);
export const BlogIndexPart = staticPart(
  'blog',
  typeof window === 'undefined'
    ? (
        require('./blog/_components/blog-index-body') as typeof import('./blog/_components/blog-index-body')
      ).BlogIndexBody
    : null,
);
export const BlogCategoryPart = staticPart<{ category: string }>(
  'blog-category',
  typeof window === 'undefined'
    ? (
        require('./blog/_components/blog-category-body') as typeof import('./blog/_components/blog-category-body')
      ).BlogCategoryBody
    : null,
);
export const GuidePart = staticPart<{ slug: string }>(
  'guide',
  typeof window === 'undefined'
    ? (require('./blog/[slug]/guide-body') as typeof import('./blog/[slug]/guide-body')).GuideBody
    : null,
);
