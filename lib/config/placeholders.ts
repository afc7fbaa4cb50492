/**
 * Placeholder business facts must never reach a real site: a made-up MARN or an example.com
 * address on a migration agent's website misleads the people relying on it (and the MARA Code of
 * Conduct requires the real number). lib/config/site.ts runs this when its module loads, so a
 * production build (NODE_ENV=production and a public site URL) fails on the first page it
 * prerenders, with a message naming each fact to fix. Local builds and tests keep the placeholders.
 */
import { isLocalUrl } from '@/lib/env/local-url';

export interface FactsToCheck {
  url: string;
  contact: { phone: string; email: string; address: { street: string } };
  schedulingUrl: string;
  marn: { number: string };
}

/** ACMA reserves these 0491 570 numbers for fiction; +61 491 570 156 is the repository default. */
const FICTIONAL_PHONE = /^\+61 ?491 ?570 ?(006|110|156|157|158|159|313|737)$/;
const EXAMPLE_DOMAIN = /(^|[@.])example\.(com|org|net)(\.au)?$/i;

/** The placeholder facts still in the configuration, one line each. */
export function placeholderFacts(facts: FactsToCheck): string[] {
  const out: string[] = [];
  if (!/^\d{7}$/.test(facts.marn.number) || /^0+$/.test(facts.marn.number))
    out.push(`marn.number (lib/config/site.ts): "${facts.marn.number}" is a placeholder MARN`);
  if (EXAMPLE_DOMAIN.test(facts.contact.email))
    out.push(`contact.email (lib/config/site.ts): ${facts.contact.email} is a placeholder address`);
  if (/\bexample\b/i.test(facts.contact.address.street))
    out.push(`contact.address.street (lib/config/site.ts): "${facts.contact.address.street}"`);
  if (FICTIONAL_PHONE.test(facts.contact.phone))
    out.push(`NEXT_PUBLIC_SUPPORT_PHONE: ${facts.contact.phone} is a fictional number`);
  let scheduling: URL | undefined;
  try {
    scheduling = new URL(facts.schedulingUrl);
  } catch {}
  if (
    !scheduling ||
    scheduling.pathname.includes('your-agency') ||
    EXAMPLE_DOMAIN.test(scheduling.hostname)
  )
    out.push(`NEXT_PUBLIC_SCHEDULING_URL: ${facts.schedulingUrl} is a placeholder page`);
  return out;
}

/** Throws, naming every placeholder, when these facts would be published on a real site. */
export function assertRealFacts(facts: FactsToCheck, nodeEnv: string | undefined): void {
  if (nodeEnv !== 'production' || isLocalUrl(facts.url)) return;
  const problems = placeholderFacts(facts);
  if (problems.length)
    throw new Error(
      `Placeholder business facts on a production site (${facts.url}):\n  ${problems.join('\n  ')}\nSet the real values before building for production.`,
    );
}
