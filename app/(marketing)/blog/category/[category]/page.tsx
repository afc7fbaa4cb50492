import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogCategories } from '@/lib/config/blog';
import { buildMetadata } from '@/lib/seo/metadata';
import { BlogCategoryPart } from '../../../parts';

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
  return <BlogCategoryPart category={found.id} />;
}
