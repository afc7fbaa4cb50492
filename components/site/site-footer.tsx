import Link from 'next/link';
import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { telHref, whatsappHref } from '@/lib/config/links';
import { footerCompanyLinks, legalLinks } from '@/lib/config/nav';
import { siteConfig } from '@/lib/config/site';
import { visaGroups, visaPath } from '@/lib/config/visas';
import { cn } from '@/lib/utils';

const linkClass = 'hover:text-white hover:underline';

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
            <Link href={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** Footer: popular visa pages, company links, WhatsApp, hours, contact, MARN and legal links. */
export function SiteFooter() {
  const { contact, hours, marn } = siteConfig;
  const popular = visaGroups.flatMap((g) => g.visas.slice(0, 2));
  return (
    <footer className="border-border mt-auto border-t bg-slate-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-slate-300">{siteConfig.tagline}.</p>
          <a
            href={whatsappHref()}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'whatsapp' }), 'mt-4')}
          >
            <WhatsAppIcon /> Chat on WhatsApp
          </a>
          <ul className="mt-4 flex gap-4 text-sm">
            {siteConfig.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white hover:underline"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks
          label="Visas"
          links={popular.map((v) => ({ href: visaPath(v.slug), label: v.name }))}
        >
          <li>
            <Link href="/visas" className="font-medium text-white hover:underline">
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
              <a href={telHref()} className="hover:text-white hover:underline">
                {contact.phone}
              </a>
            </li>
            <li>
              E-mail:{' '}
              <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">
                {contact.email}
              </a>
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
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            Advice is given by a registered migration agent, MARN {marn.number}. Read the{' '}
            <a
              href={marn.codeOfConductUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline hover:text-white"
            >
              Code of Conduct for registered migration agents
            </a>
            . Information on this site is general and is not migration advice for your situation.
          </p>
          <ul className="flex shrink-0 gap-4">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <p className="mx-auto max-w-7xl px-4 pb-24 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {siteConfig.name}
        </p>
      </div>
    </footer>
  );
}
