import { ServicesPart } from '@/app/(marketing)/parts';
import { translatedPageMetadata, translatedParams } from '@/lib/i18n/page';

export const generateMetadata = translatedPageMetadata('/services', 'services');

export default async function LocalizedServicesPage({ params }: PageProps<'/[locale]/services'>) {
  return <ServicesPart locale={await translatedParams(params)} />;
}
