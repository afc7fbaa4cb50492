import { ContactBody } from '@/app/(marketing)/contact/contact-body';
import { translatedPageMetadata, translatedParams } from '@/lib/i18n/page';

export const generateMetadata = translatedPageMetadata('/contact', 'contact');

export default async function LocalizedContactPage({ params }: PageProps<'/[locale]/contact'>) {
  return <ContactBody locale={await translatedParams(params)} />;
}
