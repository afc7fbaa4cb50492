import { metadataFor } from '@/lib/i18n/page';
import { ContactBody } from './contact-body';

export const metadata = metadataFor('en', '/contact', 'contact', [
  'contact migration agent',
  'request call back',
  'visa enquiry',
]);

export default function ContactPage() {
  return <ContactBody locale="en" />;
}
