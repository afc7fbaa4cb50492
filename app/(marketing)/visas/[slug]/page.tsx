import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getVisaPage, listVisaPages } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { VisaPagePart } from '../../parts';

type Params = { params: Promise<{ slug: string }> };

/**
 * Only the pages built from generateStaticParams exist. An unknown slug matches no route, so it is
 * answered by app/[...missing] (logged once, full 404 page in the server HTML) instead of a
 * notFound() thrown while rendering, which Next 16 answers with an empty error shell.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return listVisaPages().map((v) => ({ slug: v.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const visa = getVisaPage((await params).slug);
  if (!visa) return {};
  return buildMetadata({
    title: visa.title,
    description: visa.description,
    keywords: visa.keywords,
    path: `/visas/${visa.slug}`,
  });
}

export default async function VisaPage({ params }: Params) {
  const { slug } = await params;
  const visa = getVisaPage(slug);
  if (!visa) {
    notFound();
  }
  return <VisaPagePart slug={slug} />;
}
