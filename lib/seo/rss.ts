/** RSS 2.0 for the guides: absolute URLs, newest first. */
import type { PostSummary } from '@/lib/content';
import { siteConfig } from '@/lib/config/site';
import { absoluteUrl } from './metadata';

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** From a date ("2026-11-23", read as midnight UTC) or a UTC timestamp ("2026-11-22T02:25:00Z"). */
function rfc822(isoDateOrTime: string): string {
  const iso = isoDateOrTime.length === 10 ? `${isoDateOrTime}T00:00:00Z` : isoDateOrTime;
  return new Date(iso).toUTCString();
}

export function buildRss(posts: PostSummary[]): string {
  const items = posts
    .map((p) => {
      const url = absoluteUrl(`/blog/${p.slug}`);
      return [
        '    <item>',
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${escapeXml(p.description)}</description>`,
        `      <category>${escapeXml(p.category)}</category>`,
        `      <pubDate>${rfc822(p.published)}</pubDate>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${siteConfig.name}: Australian visa guides`)}</title>
    <link>${absoluteUrl('/blog')}</link>
    <description>${escapeXml('Guides on PR points, visas, state nomination, occupations and student visas.')}</description>
    <language>en-au</language>
    <atom:link href="${absoluteUrl('/rss.xml')}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
