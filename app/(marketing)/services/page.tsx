import { metadataFor } from '@/lib/i18n/page';
import { ServicesPart } from '../parts';

export const metadata = metadataFor('en', '/services', 'services', [
  'visa services',
  'skilled migration help',
  'partner visa help',
  'student visa help',
]);

export default function ServicesPage() {
  return <ServicesPart />;
}
