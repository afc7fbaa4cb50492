import { RequirementsExplorer } from '@/components/site/requirements-explorer';
import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';
import { HomeBottomPart, HomeTopPart } from './parts';
export const metadata = {
  ...buildMetadata({
    title: 'Australian Visa and PR Advice from Registered Migration Agents',
    description:
      'Plan your Australian visa with registered migration agents: skilled PR, employer, student, partner and visitor visas, a free PR points calculator and 30-minute consultations.',
    keywords: [
      'Australia visa consultant',
      'Australia PR from India',
      'Australia PR from Pakistan',
      'Australia PR from Bangladesh',
    ],
    path: '/',
  }),
  title: { absolute: `${siteConfig.name}: Australian visa and PR advice` },
};

/**
 * Static parts (components/static-part.tsx) around the one interactive section: only the
 * requirements explorer is in the RSC payload and hydrated.
 */
export default function HomePage() {
  return (
    <>
      <HomeTopPart />
      <section className="bg-muted/60" aria-labelledby="requirements">
        <div className="section">
          <h2 id="requirements" className="section-title">
            Visa requirements at a glance
          </h2>
          <p className="text-muted-foreground mt-2 mb-8 max-w-2xl">
            A general checklist of what each kind of visa usually asks for. Your exact list depends
            on your stream and circumstances.
          </p>
          <RequirementsExplorer />
        </div>
      </section>

      <HomeBottomPart />
    </>
  );
}
