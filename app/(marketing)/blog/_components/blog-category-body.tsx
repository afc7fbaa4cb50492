import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { blogCategories, type BlogCategoryId } from '@/lib/config/blog';
import { listPosts } from '@/lib/content';
import { CategoryNav, PostList } from './post-list';

/** A blog category page's body, rendered as a static part (app/(marketing)/parts.tsx). */
export function BlogCategoryBody({ category }: { category: string }) {
  const found = blogCategories.find((c) => c.id === category);
  if (!found) return null;
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: found.name, path: `/blog/category/${found.id}` },
        ]}
      />
      <PageHero eyebrow="Guides" title={`${found.name} guides`} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <CategoryNav active={found.id} />
        <PostList posts={listPosts({ category: found.id as BlogCategoryId })} />
      </div>
    </>
  );
}
