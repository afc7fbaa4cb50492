import { JsonLd } from '@/components/json-ld';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { isIndexable } from '@/lib/i18n/seo';
import { translator } from '@/lib/i18n/translate';
import { breadcrumbLd, type Crumb } from '@/lib/seo/json-ld';

/**
 * Visible breadcrumbs plus their BreadcrumbList JSON-LD; the last crumb is the current page.
 * Plain links: on a page outside a static part (/contact, /book-consultation) a next/link here put
 * its 4 KiB gzip of script into the page (bench/page-weight.mjs); a crumb now loads its page whole,
 * as links inside the static parts always have.
 */
export function Breadcrumbs({ crumbs, locale = 'en' }: { crumbs: Crumb[]; locale?: Locale }) {
  const home = { name: translator(locale, 'chrome')('home'), path: localizedPath(locale, '/') };
  return (
    <>
      {/* Styles, and the / between crumbs: `.crumbs` in app/globals.css. */}
      <nav aria-label="Breadcrumb" className="crumbs">
        <ol>
          <li>
            <a href={home.path}>{home.name}</a>
          </li>
          {crumbs.map((c, i) => (
            <li key={c.path}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{c.name}</span>
              ) : (
                <a href={c.path}>{c.name}</a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {/* A translation not yet reviewed is noindex: no structured data for search engines. */}
      {isIndexable(locale) && <JsonLd data={breadcrumbLd(crumbs, home)} />}
    </>
  );
}
