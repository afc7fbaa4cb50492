/**
 * The only reader of the generated content collections. Lists return items without their
 * rendered bodies so index pages, the sitemap and the feed stay small.
 */
import { allPosts as generatedPosts, allVisas as generatedVisas } from 'content-collections';

export type VisaPage = (typeof generatedVisas)[number];
export type Post = (typeof generatedPosts)[number];
export type PostSummary = Omit<Post, 'html' | 'content' | 'toc'>;
export type VisaSummary = Omit<VisaPage, 'html' | 'content' | 'toc'>;

function withoutBody<T extends { html: unknown; content: unknown; toc: unknown }>(doc: T) {
  const { html, content, toc, ...rest } = doc;
  return rest;
}

const byNewest = (a: Post, b: Post) =>
  (b.updated ?? b.published).localeCompare(a.updated ?? a.published) ||
  a.title.localeCompare(b.title);

export function getVisaPage(slug: string): VisaPage | undefined {
  return generatedVisas.find((v) => v.slug === slug);
}

export function listVisaPages(): VisaSummary[] {
  return generatedVisas.map(withoutBody);
}

export function getPost(slug: string): Post | undefined {
  return generatedPosts.find((p) => p.slug === slug);
}

/** Newest first (by published date, then title). */
export function listPosts(filter: { category?: Post['category'] } = {}): PostSummary[] {
  return [...generatedPosts]
    .sort((a, b) => b.published.localeCompare(a.published) || byNewest(a, b))
    .filter((p) => !filter.category || p.category === filter.category)
    .map(withoutBody);
}

/** alias slug → canonical slug, from each post's frontmatter. */
export function postAliases(): Record<string, string> {
  return Object.fromEntries(generatedPosts.flatMap((p) => p.aliases.map((a) => [a, p.slug])));
}

/** The post's chosen related posts, topped up with others from its category. */
export function relatedPosts(post: Post, count = 3): PostSummary[] {
  const chosen = post.related.map(getPost).filter((p): p is Post => Boolean(p));
  const sameCategory = listPosts({ category: post.category }).filter((p) => p.slug !== post.slug);
  const seen = new Set<string>();
  const out: PostSummary[] = [];
  for (const p of [...chosen.map(withoutBody), ...sameCategory]) {
    if (seen.has(p.slug) || p.slug === post.slug) continue;
    seen.add(p.slug);
    out.push(p);
  }
  return out.slice(0, count);
}
