import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { listPosts } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { CategoryNav, PostList } from './_components/post-list';

export const metadata = buildMetadata({
  title: 'Australian Visa Guides: PR Points, Visas and Study',
  description:
    'Guides from registered migration agents on PR points, skilled visas, state nomination, occupations and student visas, each dated and sourced.',
  keywords: [
    'Australia visa guide',
    'PR points guide',
    'state nomination guide',
    'student visa guide',
  ],
  path: '/blog',
});

export default function BlogIndexPage() {
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
