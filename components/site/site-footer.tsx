import Link from 'next/link';
import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { telHref, whatsappHref } from '@/lib/config/links';
import { footerCompanyLinks, legalLinks } from '@/lib/config/nav';
import { siteConfig } from '@/lib/config/site';
import { visaGroups } from '@/lib/config/visas';

/** One titled column of footer links. */
function FooterLinks({
  label,
  links,
  children,
}: {
  label: string;
  links: { href: string; label: string }[];
  children?: React.ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <p className="footer-title">{label}</p>
      <ul className="footer-list">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} prefetch={false}>
              {l.label}
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
export function SiteFooter() {
  const { contact, hours, marn } = siteConfig;
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <p className="footer-name">{siteConfig.name}</p>
          <p className="footer-tagline">{siteConfig.tagline}.</p>
          <a
            href={whatsappHref()}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonVariants({ variant: 'whatsapp' })} mt-4`}
          >
            <WhatsAppIcon /> Chat on WhatsApp
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
          label="Visas"
          links={visaGroups.map((g) => ({ href: `/visas#group-${g.id}`, label: g.name }))}
        >
          <li>
            <Link href="/visas" prefetch={false} className="footer-all">
              All visas
            </Link>
          </li>
        </FooterLinks>
        <FooterLinks label="Company" links={footerCompanyLinks} />
        <div>
          <p className="footer-title">Contact</p>
          <ul className="footer-list">
            <li>
              Phone and WhatsApp:{' '}
              <a href={telHref()} className="nowrap">
                {contact.phone}
              </a>
            </li>
            <li>
              E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              {contact.address.street}, {contact.address.locality} {contact.address.region}{' '}
              {contact.address.postalCode}
            </li>
          </ul>
          <p className="footer-title">Business hours ({hours.timeZoneLabel})</p>
          <ul className="footer-hours">
            {hours.summary.map((h) => (
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
            Advice is given by a registered migration agent, MARN {marn.number}. Read the{' '}
            <a href={marn.codeOfConductUrl} target="_blank" rel="noopener noreferrer">
              Code of Conduct for registered migration agents
            </a>
            . Information on this site is general and is not migration advice for your situation.
          </p>
          <ul className="footer-legal-links">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false}>
                  {l.label}
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
