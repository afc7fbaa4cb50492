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

export interface PaymentDetailsToCheck {
  account: { accountName: string; bsb: string; accountNumber: string; payId: string | null };
  agency: { legalName: string; abn: string };
}

/**
 * The ABN's check digits (the ATO's method: subtract 1 from the first digit, weigh, modulo 89):
 * catches a mistyped or made-up number before it is printed on a tax invoice.
 */
export function isValidAbn(abn: string): boolean {
  if (!/^\d{11}$/.test(abn)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const digits = [...abn].map(Number);
  digits[0] = digits[0]! - 1;
  return digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 89 === 0;
}

/** The placeholder payment details still in lib/config/billing.ts, one line each. */
export function placeholderPaymentDetails(facts: PaymentDetailsToCheck): string[] {
  const out: string[] = [];
  const where = '(lib/config/billing.ts)';
  const { account, agency } = facts;
  if (/\bexample\b/i.test(account.accountName))
    out.push(`CLIENTS_ACCOUNT.accountName ${where}: "${account.accountName}" is a placeholder`);
  if (!/^\d{6}$/.test(account.bsb) || /^0+$/.test(account.bsb))
    out.push(`CLIENTS_ACCOUNT.bsb ${where}: "${account.bsb}" is a placeholder BSB`);
  if (!/^\d{6,10}$/.test(account.accountNumber) || /^0+$/.test(account.accountNumber))
    out.push(
      `CLIENTS_ACCOUNT.accountNumber ${where}: "${account.accountNumber}" is a placeholder account`,
    );
  if (account.payId !== null && (EXAMPLE_DOMAIN.test(account.payId) || /^0+$/.test(account.payId)))
    out.push(`CLIENTS_ACCOUNT.payId ${where}: ${account.payId} is a placeholder PayID`);
  if (/\bexample\b/i.test(agency.legalName))
    out.push(`AGENCY_TAX.legalName ${where}: "${agency.legalName}" is a placeholder`);
  if (!isValidAbn(agency.abn) || /^0+$/.test(agency.abn))
    out.push(`AGENCY_TAX.abn ${where}: "${agency.abn}" is not a valid ABN`);
  return out;
}

/** Throws, naming every placeholder, when these payment details would reach a real site. */
export function assertRealPaymentDetails(
  facts: PaymentDetailsToCheck,
  siteUrl: string,
  nodeEnv: string | undefined,
): void {
  if (nodeEnv !== 'production' || isLocalUrl(siteUrl)) return;
  const problems = placeholderPaymentDetails(facts);
  if (problems.length)
    throw new Error(
      `Placeholder payment details on a production site (${siteUrl}):\n  ${problems.join('\n  ')}\nSet the clients' account and ABN before building for production.`,
    );
}
