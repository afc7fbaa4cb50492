import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';
import { articleLd, breadcrumbLd, faqLd, organizationLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { buildRss } from '@/lib/seo/rss';

describe('buildMetadata', () => {
  it('sets canonical, Open Graph in en_AU, keywords and index,follow', () => {
    const m = buildMetadata({
      title: 'About',
      description: 'About the agency and its agents.',
      keywords: ['MARN'],
      path: '/about',
    });
    expect(m.title).toBe('About');
    expect(m.alternates?.canonical).toBe('http://localhost:3000/about');
    expect(m.openGraph).toMatchObject({
      locale: 'en_AU',
      url: 'http://localhost:3000/about',
      type: 'website',
    });
    expect(m.keywords).toEqual(expect.arrayContaining(['MARN', 'Australian visa']));
    expect(m.robots).toMatchObject({ index: true, follow: true });
  });

  it('marks private pages noindex and articles with their dates', () => {
    expect(
      buildMetadata({ title: 'Dashboard', description: 'x', path: '/dashboard', noIndex: true })
        .robots,
    ).toEqual({ index: false, follow: false });
    const a = buildMetadata({
      title: 'Guide',
      description: 'x',
      path: '/blog/g',
      type: 'article',
      publishedTime: '2026-01-02',
      modifiedTime: '2026-02-03',
    });
    expect(a.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-02',
      modifiedTime: '2026-02-03',
    });
  });
});

describe('JSON-LD builders', () => {
  it('describes the agency as a local business with hours, rating and price range from config', () => {
    const org = organizationLd() as unknown as Record<string, any>;
    expect(org['@type']).toBe('ProfessionalService');
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 500 });
    expect(org.priceRange).toBe('Free Initial Assessment');
    expect(org.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '18:00' });
    expect(org.openingHoursSpecification[0].dayOfWeek).toContain('https://schema.org/Monday');
  });

  it('numbers breadcrumbs from Home with absolute URLs', () => {
    const b = breadcrumbLd([{ name: 'Visas', path: '/visas' }]) as unknown as Record<string, any>;
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Visas', item: 'http://localhost:3000/visas' },
    ]);
  });

  it('builds FAQ and Article objects with their required properties', () => {
    const f = faqLd([{ q: 'Q?', a: 'A.' }]) as unknown as Record<string, any>;
    expect(f.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Q?',
      acceptedAnswer: { text: 'A.' },
    });
    const a = articleLd({
      title: 'T',
      description: 'D',
      path: '/blog/t',
      published: '2026-11-01',
      keywords: ['k'],
    }) as unknown as Record<string, any>;
    expect(a).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      datePublished: '2026-11-01',
      dateModified: '2026-11-01',
    });
    expect(a.author).toEqual({
      '@type': 'Person',
      name: siteConfig.marn.agentName,
      jobTitle: `Registered Migration Agent (MARN ${siteConfig.marn.number})`,
    });
  });

  it('escapes < so content cannot close the script tag', () => {
    const s = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(s).not.toContain('<');
    expect(JSON.parse(s).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('RSS', () => {
  it('escapes XML and uses absolute links', () => {
    const xml = buildRss([
      {
        slug: 'a',
        title: 'Fees & charges <2026>',
        description: 'D',
        category: 'visas',
        published: '2026-11-20',
        keywords: [],
        aliases: [],
        faq: [],
        sources: [],
        related: [],
        words: 1,
        readingMinutes: 1,
        _meta: {} as never,
      } as never,
    ]);
    expect(xml).toContain('<title>Fees &amp; charges &lt;2026&gt;</title>');
    expect(xml).toContain('<link>http://localhost:3000/blog/a</link>');
  });
});
