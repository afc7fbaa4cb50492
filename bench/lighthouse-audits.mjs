/**
 * Shared by bench/lighthouse.mjs and bench/compare.mjs.
 *
 * firstVisit: every run loads the page as a first visit. Lighthouse clears the HTTP cache and some
 * storage before each run, but keeps cookies by default; the marketing-sheet cookie a previous run
 * earned (components/site/marketing-style.tsx) would then ask for the linked page with the cache
 * already cleared, a state no first visitor is in.
 */
export const firstVisit = {
  clearStorageTypes: [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
    'cookies',
  ],
};

/** The accessibility, best-practices and SEO audits a Lighthouse result fails (weighted ones only). */
export function failingAudits(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        ['accessibility', 'best-practices', 'seo'].some((c) =>
          lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0),
        ),
    )
    .map((a) => a.id);
}
