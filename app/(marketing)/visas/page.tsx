import { buildMetadata } from '@/lib/seo/metadata';
import { VisasHubPart } from '../parts';

export const metadata = buildMetadata({
  title: 'Australian Visas: Every Option in One Place',
  description:
    'All Australian visa options explained: skilled, employer sponsored, visitor, talent, partner, parent, family, student, temporary activity and business visas.',
  keywords: ['Australian visa types', 'Australia visa list', 'which Australian visa'],
  path: '/visas',
});

export default function VisasHubPage() {
  return <VisasHubPart />;
}
