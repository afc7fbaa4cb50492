import { listPosts } from '@/lib/content';
import { buildRss } from '@/lib/seo/rss';

export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRss(listPosts()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
