import { BookConsultationBody } from '@/app/(marketing)/book-consultation/book-consultation-body';
import { translatedPageMetadata, translatedParams } from '@/lib/i18n/page';

export const generateMetadata = translatedPageMetadata('/book-consultation', 'bookConsultation');

export default async function LocalizedBookConsultationPage({
  params,
}: PageProps<'/[locale]/book-consultation'>) {
  return <BookConsultationBody locale={await translatedParams(params)} />;
}
