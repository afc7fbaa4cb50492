import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPost, listPosts } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { GuidePart } from '../../parts';

type Params = { params: Promise<{ slug: string }> };

/**
 * Only the pages built from generateStaticParams exist. An unknown slug matches no route, so it is
 * answered by app/[...missing] (logged once, full 404 page in the server HTML) instead of a
 * notFound() thrown while rendering, which Next 16 answers with an empty error shell.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return listPosts().map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.description,
    keywords: post.keywords,
    path: `/blog/${post.slug}`,
    type: 'article',
    publishedTime: post.published,
    modifiedTime: post.updated ?? post.published,
  });
}

export default async function PostPage({ params }: Params) {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) {
    notFound();
  }
  return <GuidePart slug={slug} />;
}
