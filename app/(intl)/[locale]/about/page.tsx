import { AboutPart } from '@/app/(marketing)/parts';
import { translatedPageMetadata, translatedParams } from '@/lib/i18n/page';

export const generateMetadata = translatedPageMetadata('/about', 'about');

export default async function LocalizedAboutPage({ params }: PageProps<'/[locale]/about'>) {
  return <AboutPart locale={await translatedParams(params)} />;
}
