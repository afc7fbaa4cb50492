import { buildMetadata } from '@/lib/seo/metadata';
import { BlogIndexPart } from '../parts';

export const metadata = buildMetadata({
  title: 'Australian Visa Guides: PR Points, Visas and Study',
  description:
    'Guides from registered migration agents on PR points, skilled visas, state nomination, occupations and student visas, each dated and sourced.',
  keywords: [
    'Australia visa guide',
    'PR points guide',
    'state nomination guide',
    'student visa guide',
  ],
  path: '/blog',
});

export default function BlogIndexPage() {
  return <BlogIndexPart />;
}
