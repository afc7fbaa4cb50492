/** Public static routes: the sitemap lists them, and the crawl test expects each to be linked. */
export const staticRoutes = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/contact',
  '/book-consultation',
  '/pr-calculator',
  '/calculators',
  '/visas',
  '/blog',
  '/privacy',
  '/terms',
  '/disclaimer',
] as const;
