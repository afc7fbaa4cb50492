import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { blogCategories, type BlogCategoryId } from '@/lib/config/blog';
import { listPosts } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { CategoryNav, PostList } from '../../_components/post-list';

type Params = { params: Promise<{ category: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories.map((c) => ({ category: c.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { category } = await params;
  const found = blogCategories.find((c) => c.id === category);
  if (!found) return {};
  return buildMetadata({
    title: `${found.name} guides for Australian visa applicants`,
    description: `Guides on ${found.name.toLowerCase()} for Australian visa applicants, written by registered migration agents and checked against official sources.`,
    keywords: [found.name, 'Australia visa guide'],
    path: `/blog/category/${found.id}`,
  });
}

export default async function CategoryPage({ params }: Params) {
  const { category } = await params;
  const found = blogCategories.find((c) => c.id === category);
  if (!found) notFound();
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
