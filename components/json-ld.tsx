import { serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * Renders one or more JSON-LD objects; the only place structured data reaches the page. Pages put
 * it after their content: search engines read it anywhere, and before the <h1> its bytes (up to
 * 3 KB on a visa page) pushed the first screen out of the first round trip (tests/e2e/marketing-css.spec.ts).
 */
export function JsonLd({ data }: { data: object | object[] }) {
  const items = Array.isArray(data) ? data : [data];
  return (
    <>
      {items.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
