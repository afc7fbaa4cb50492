import { metadataFor } from '@/lib/i18n/page';
import { BookConsultationBody } from './book-consultation-body';

export const metadata = metadataFor('en', '/book-consultation', 'bookConsultation', [
  'book visa consultation',
  'migration agent consultation',
  'Australia visa appointment',
]);

export default function BookConsultationPage() {
  return <BookConsultationBody locale="en" />;
}
