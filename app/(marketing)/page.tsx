import { siteConfig } from '@/lib/config/site';
import { metadataFor } from '@/lib/i18n/page';
import { translator } from '@/lib/i18n/translate';
import { HomePage } from './_components/home-page';

export const metadata = {
  ...metadataFor('en', '/', 'home', [
    'Australia visa consultant',
    'Australia PR from India',
    'Australia PR from Pakistan',
    'Australia PR from Bangladesh',
  ]),
  title: { absolute: translator('en', 'home')('absoluteTitle', { name: siteConfig.name }) },
};

export default function Home() {
  return <HomePage />;
}
