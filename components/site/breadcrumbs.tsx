import Link from 'next/link';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbLd, type Crumb } from '@/lib/seo/json-ld';

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs)} />
      {/* Styles, and the / between crumbs: `.crumbs` in app/globals.css. */}
      <nav aria-label="Breadcrumb" className="crumbs">
        <ol>
          <li>
            <Link href="/" prefetch={false}>
              Home
            </Link>
          </li>
          {crumbs.map((c, i) => (
            <li key={c.path}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{c.name}</span>
              ) : (
                <Link href={c.path} prefetch={false}>
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
