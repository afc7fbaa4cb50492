import { OCCUPATION_SLUGS, occupationWords } from '@/lib/occupations';

/** The subtitle and meta description of each occupation calculator page. */
describe('occupation calculator descriptions', () => {
  it.each(OCCUPATION_SLUGS.map((slug) => [slug, occupationWords[slug].description]))(
    '%s: whole sentences that fit a meta description',
    (_slug, description) => {
      expect(description.length).toBeGreaterThanOrEqual(50);
      // Search engines show about 160 characters; the content schema allows up to 170.
      expect(description.length).toBeLessThanOrEqual(170);
      expect(description).toMatch(/[.!?]$/);
      expect(description).not.toMatch(/\s{2}|…/);
    },
  );

  it('each page has its own description', () => {
    const all = OCCUPATION_SLUGS.map((slug) => occupationWords[slug].description);
    expect(new Set(all).size).toBe(all.length);
  });
});
