import { metadataFor } from '@/lib/i18n/page';
import { AboutPart } from '../parts';

export const metadata = metadataFor('en', '/about', 'about', [
  'registered migration agent',
  'MARN',
  'about us',
]);

export default function AboutPage() {
  return <AboutPart />;
}
