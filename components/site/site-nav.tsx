import Link from 'next/link';
import { headerLinksAfter, headerLinksBefore, type ChromeLink } from '@/lib/config/nav';
import { siteConfig } from '@/lib/config/site';
import { visaGroups, visaPath } from '@/lib/config/visas';
import { hrefIn, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { EnglishOnlyMark } from './english-only';
import { NAV_MEGA_ID, NAV_ROOT_ID } from './use-nav-behaviour';

/*
 * One nav markup for every screen width, driven by <details> and CSS (app/site-chrome.css):
 * - below lg the outer <details> is the menu button and its panel; above lg it is always open
 *   and the links sit in a row;
 * - "Visa Services" is an inner <details>: a mega menu of ten groups above lg, a flat sub-list
 *   below it.
 * It works with JavaScript off (Opera Mini, a failed script); NavBehaviour adds the hover
 * delay, Escape and close-on-click when JavaScript runs. Links do not prefetch: they are on every
 * page, and a visitor follows at most one of them.
 *
 * Rendered with the logo as a static part (chrome-parts.tsx, components/static-part.tsx): the
 * markup is in the HTML only, neither in the inline RSC payload nor in JavaScript, and its links are
 * plain links (bench/page-weight.mjs).
 */

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="nav-chevron size-4 lg:size-4">
      <path
        fill="currentColor"
        d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
      />
    </svg>
  );
}

type Chrome = ReturnType<typeof translator<'chrome'>>;

function Item({ link, locale, t }: { link: ChromeLink; locale: Locale; t: Chrome }) {
  return (
    <li>
      <Link href={hrefIn(locale, link.href)} prefetch={false}>
        {t(link.key)}
        <EnglishOnlyMark locale={locale} path={link.href} />
      </Link>
    </li>
  );
}

function VisaServices({ locale, t }: { locale: Locale; t: Chrome }) {
  return (
    <li>
      <details id={NAV_MEGA_ID} className="nav-mega">
        <summary data-testid="mega-trigger">
          {t('visaServices')}
          <Chevron />
        </summary>
        <div data-testid="mega-menu" className="nav-mega-panel">
          {/* One line for all the visa pages (English only), not a mark on each of 35 links:
              those bytes came before the first heading of every translated page. */}
          {locale !== 'en' && (
            <p className="nav-mega-note">{translator(locale, 'i18n')('visaPagesInEnglish')}</p>
          )}
          {/* The groups name English pages, so they stay English too (and their bytes stay out of
              a translated page's first round trip). */}
          <div data-testid="mobile-visa-list" className="nav-mega-groups" lang="en-AU">
            {visaGroups.map((group) => (
              <div key={group.id}>
                <p>{group.name}</p>
                <ul>
                  {group.visas.map((visa) => (
                    <li key={visa.slug}>
                      <Link href={visaPath(visa.slug)} prefetch={false}>
                        {visa.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Link href={hrefIn(locale, '/visas')} prefetch={false} className="nav-mega-all">
            {t('allVisasLink')}
            <EnglishOnlyMark locale={locale} path="/visas" />
          </Link>
        </div>
      </details>
    </li>
  );
}

/** The header's navigation: the row of links above lg, the menu button and panel below it. */
export function SiteNav({ locale = 'en' }: { locale?: Locale }) {
  const t = translator(locale, 'chrome');
  return (
    <details id={NAV_ROOT_ID} className="nav-root">
      <summary data-testid="menu-toggle" className="nav-toggle">
        <span className="nav-label-open sr-only">{t('openMenu')}</span>
        <span className="nav-label-close sr-only">{t('closeMenu')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path className="nav-icon-open" d="M4 7h16M4 12h16M4 17h16" />
          <path className="nav-icon-close" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      <nav aria-label={t('mainNav')} data-testid="mobile-menu" className="nav-panel">
        <ul>
          {headerLinksBefore.map((l) => (
            <Item key={l.href} link={l} locale={locale} t={t} />
          ))}
          <VisaServices locale={locale} t={t} />
          {headerLinksAfter.map((l) => (
            <Item key={l.href} link={l} locale={locale} t={t} />
          ))}
          <li className="lg:hidden">
            <a href={siteConfig.schedulingUrl} target="_blank" rel="noopener noreferrer">
              {t('bookConsultation')} <span className="sr-only">{t('opensNewTab')}</span>
            </a>
          </li>
          <li className="lg:hidden">
            <Link href={hrefIn(locale, '/pr-calculator')} prefetch={false}>
              {t('prCalculator')}
              <EnglishOnlyMark locale={locale} path="/pr-calculator" />
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
