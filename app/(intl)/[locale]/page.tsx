import type { Metadata } from 'next';
import { HomePage } from '@/app/(marketing)/_components/home-page';
import { siteConfig } from '@/lib/config/site';
import { metadataFor, translatedParams } from '@/lib/i18n/page';
import { translator } from '@/lib/i18n/translate';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await translatedParams(params);
  return {
    ...metadataFor(locale, '/', 'home'),
    title: { absolute: translator(locale, 'home')('absoluteTitle', { name: siteConfig.name }) },
  };
}

export default async function LocalizedHome({ params }: PageProps<'/[locale]'>) {
  return <HomePage locale={await translatedParams(params)} />;
}
