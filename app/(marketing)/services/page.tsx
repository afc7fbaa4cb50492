import { buildMetadata } from '@/lib/seo/metadata';
import { ServicesPart } from '../parts';

export const metadata = buildMetadata({
  title: 'Our Visa Services: Skilled, Employer, Student and Family',
  description:
    'Visa services from registered migration agents: skilled PR, state nomination, employer sponsorship, student, partner, parent, visitor and business visas.',
  keywords: ['visa services', 'skilled migration help', 'partner visa help', 'student visa help'],
  path: '/services',
});

export default function ServicesPage() {
  return <ServicesPart />;
}
