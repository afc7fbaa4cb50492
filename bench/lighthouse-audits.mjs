/**
 * The accessibility, best-practices and SEO audits a Lighthouse result fails (weighted ones only),
 * shared by bench/lighthouse.mjs and bench/compare.mjs.
 */
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
