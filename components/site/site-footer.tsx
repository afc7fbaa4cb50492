import Link from 'next/link';
import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { telHref, whatsappHref } from '@/lib/config/links';
import { footerCompanyLinks, legalLinks } from '@/lib/config/nav';
import { siteConfig } from '@/lib/config/site';
import { hoursSummary, hoursZone } from '@/lib/i18n/hours';
import { visaGroups } from '@/lib/config/visas';
import { hrefIn, type Locale } from '@/lib/i18n/locales';
import { translator, visaGroupText } from '@/lib/i18n/translate';
import { EnglishOnlyMark } from './english-only';

/** One titled column of footer links. */
function FooterLinks({
  label,
  links,
  locale,
  children,
}: {
  label: string;
  links: { href: string; label: string }[];
  locale: Locale;
  children?: React.ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <p className="footer-title">{label}</p>
      <ul className="footer-list">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={hrefIn(locale, l.href)} prefetch={false}>
              {l.label}
              <EnglishOnlyMark locale={locale} path={l.href} />
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/**
 * Footer: visa groups, company links, WhatsApp, hours, contact, MARN and legal links.
 * The visa pages themselves are listed once, in the header; here each group links to its place on
 * /visas. The right padding of each row keeps a column free for the floating WhatsApp button (chat-button.tsx)
 * at every width, so it never sits on a link or a line of text, whatever the scroll position.
 *
 * Rendered as a static part (chrome-parts.tsx, components/static-part.tsx): its markup is in the
 * HTML only, neither in the inline RSC payload nor in JavaScript, and its links are plain links.
 */
export function SiteFooter({ locale = 'en' }: { locale?: Locale }) {
  const { contact, marn } = siteConfig;
  const t = translator(locale, 'chrome');
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <p className="footer-name">{siteConfig.name}</p>
          <p className="footer-tagline">{t('tagline')}.</p>
          <a
            href={whatsappHref()}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonVariants({ variant: 'whatsapp' })} mt-4`}
          >
            <WhatsAppIcon /> {t('chatWhatsApp')}
          </a>
          <ul className="footer-social">
            {siteConfig.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks
          label={t('visas')}
          links={visaGroups.map((g) => ({
            href: `/visas#group-${g.id}`,
            label: visaGroupText(locale, g.id).name,
          }))}
          locale={locale}
        >
          <li>
            <Link href={hrefIn(locale, '/visas')} prefetch={false} className="footer-all">
              {t('allVisas')}
              <EnglishOnlyMark locale={locale} path="/visas" />
            </Link>
          </li>
        </FooterLinks>
        <FooterLinks
          label={t('company')}
          links={footerCompanyLinks.map((l) => ({ href: l.href, label: t(l.key) }))}
          locale={locale}
        />
        <div>
          <p className="footer-title">{t('contact')}</p>
          <ul className="footer-list">
            <li>
              {t('phoneAndWhatsApp')}{' '}
              <a href={telHref()} className="nowrap">
                {contact.phone}
              </a>
            </li>
            <li>
              {t('email')} <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              {contact.address.street}, {contact.address.locality} {contact.address.region}{' '}
              {contact.address.postalCode}
            </li>
          </ul>
          <p className="footer-title">{t('hoursTitle', { zone: hoursZone(locale) })}</p>
          <ul className="footer-hours">
            {hoursSummary(locale).map((h) => (
              <li key={h.label}>
                {h.label}: {h.value}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer-legal">
        <div className="footer-legal-row">
          <p>
            {t.rich('legal', {
              marn: marn.number,
              code: (text) => (
                <a href={marn.codeOfConductUrl} target="_blank" rel="noopener noreferrer">
                  {text}
                </a>
              ),
            })}
          </p>
          <ul className="footer-legal-links">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false}>
                  {t(l.key)}
                  <EnglishOnlyMark locale={locale} path={l.href} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <p className="footer-copyright">
          {/* The year at build time may differ from the reader's clock around New Year. */}
          <span suppressHydrationWarning>© {new Date().getFullYear()}</span> {siteConfig.name}
        </p>
      </div>
    </footer>
  );
}
