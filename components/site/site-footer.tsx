'use client';

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
      <p className="font-semibold text-white">{label}</p>
      <ul className="mt-3 space-y-2 text-sm">
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
 * A client component without state, for the RSC payload's sake (see site-nav.tsx): as a server
 * component its whole tree was repeated three times in every page's inline payload.
 */
export function SiteFooter() {
  const { contact, hours, marn } = siteConfig;
  return (
    <footer className="border-border mt-auto border-t bg-slate-950 text-slate-200 [&_a:hover]:text-white [&_a:hover]:underline">
      <div className="mx-auto grid max-w-7xl gap-10 py-12 pr-20 pl-4 sm:pr-24 sm:pl-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-slate-300">{siteConfig.tagline}.</p>
          <a
            href={whatsappHref()}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonVariants({ variant: 'whatsapp' })} mt-4`}
          >
            <WhatsAppIcon /> Chat on WhatsApp
          </a>
          <ul className="mt-4 flex gap-4 text-sm">
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
            <Link href="/visas" prefetch={false} className="font-medium text-white">
              All visas
            </Link>
          </li>
        </FooterLinks>
        <FooterLinks label="Company" links={footerCompanyLinks} />
        <div className="text-sm">
          <p className="font-semibold text-white">Contact</p>
          <ul className="mt-3 space-y-2">
            <li>
              Phone and WhatsApp:{' '}
              <a href={telHref()} className="whitespace-nowrap">
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
          <p className="mt-4 font-semibold text-white">Business hours ({hours.timeZoneLabel})</p>
          <ul className="mt-2 space-y-1">
            {hours.summary.map((h) => (
              <li key={h.label}>
                {h.label}: {h.value}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 py-6 pr-20 pl-4 text-xs text-slate-400 sm:pr-24 sm:pl-6 md:flex-row md:items-center md:justify-between">
          <p>
            Advice is given by a registered migration agent, MARN {marn.number}. Read the{' '}
            <a
              href={marn.codeOfConductUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline"
            >
              Code of Conduct for registered migration agents
            </a>
            . Information on this site is general and is not migration advice for your situation.
          </p>
          <ul className="flex shrink-0 gap-4">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <p className="mx-auto max-w-7xl pr-20 pb-6 pl-4 text-xs text-slate-400 sm:pr-24 sm:pl-6">
          {/* The year at build time may differ from the reader's clock around New Year. */}
          <span suppressHydrationWarning>© {new Date().getFullYear()}</span> {siteConfig.name}
        </p>
      </div>
    </footer>
  );
}
