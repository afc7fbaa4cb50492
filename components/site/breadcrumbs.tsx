import Link from 'next/link';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbLd, type Crumb } from '@/lib/seo/json-ld';

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs)} />
      <nav
        aria-label="Breadcrumb"
        className="text-muted-foreground mx-auto max-w-5xl px-4 pt-4 text-sm sm:px-6"
      >
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" prefetch={false} className="hover:text-foreground hover:underline">
              Home
            </Link>
          </li>
          {crumbs.map((c, i) => (
            <li key={c.path} className="flex items-center gap-1">
              <span aria-hidden="true">/</span>
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="text-foreground">
                  {c.name}
                </span>
              ) : (
                <Link
                  href={c.path}
                  prefetch={false}
                  className="hover:text-foreground hover:underline"
                >
                  {c.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
