import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';
import { AboutPart } from '../parts';

export const metadata = buildMetadata({
  title: 'About Us: Registered Migration Agents for Australia',
  description: `Who we are: registered migration agents helping skilled workers, students and families move to Australia since ${siteConfig.claims.foundedYear}.`,
  keywords: ['registered migration agent', 'MARN', 'about us'],
  path: '/about',
});

export default function AboutPage() {
  return <AboutPart />;
}
