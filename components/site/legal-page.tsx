import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';

/** Shell for the privacy policy, terms and disclaimer. */
export function LegalPage({
  title,
  path,
  updated,
  children,
}: {
  title: string;
  path: string;
  updated: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: title, path }]} />
      <PageHero title={title}>
        Last updated{' '}
        {new Date(updated).toLocaleDateString('en-AU', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        })}
        .
      </PageHero>
      <div className="prose-content mx-auto max-w-3xl px-4 py-12 sm:px-6">{children}</div>
    </>
  );
}
