import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { listPosts } from '@/lib/content';
import { CategoryNav, PostList } from './post-list';

/** The blog index's body, rendered as a static part (app/(marketing)/parts.tsx). */
export function BlogIndexBody() {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'Blog', path: '/blog' }]} />
      <PageHero eyebrow="Guides" title="Australian visa guides">
        Plain-English guides for applicants, checked against official sources. Newest first.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <CategoryNav />
        <PostList posts={listPosts()} />
      </div>
    </>
  );
}
