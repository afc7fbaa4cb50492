/**
 * The clients' account's payment details and the agency's tax facts: the one place they live.
 * Deposit requests show the client where to pay (account name, BSB, account number, PayID, and
 * the request's own reference); tax invoices show the agency's name and ABN (and the MARN from
 * lib/config/site.ts). The values below are placeholders: like the MARN, a production build for a
 * real site refuses them (lib/config/placeholders.ts placeholderPaymentDetails), because a client
 * paying into a made-up account loses their money. No card data is ever kept here or anywhere.
 */
import { assertRealPaymentDetails } from './placeholders';

export interface PaymentDetails {
  /** The clients' account's name at the bank (a trust account in the agency's name). */
  accountName: string;
  /** 6 digits, shown as 123-456. */
  bsb: string;
  /** 6 to 10 digits. */
  accountNumber: string;
  /** The account's PayID (an e-mail address or ABN), or null when it has none. */
  payId: string | null;
  bankName: string;
}

export interface AgencyTaxFacts {
  /** The legal or trading name a tax invoice shows. */
  legalName: string;
  /** 11 digits, no spaces. */
  abn: string;
}

export const CLIENTS_ACCOUNT: PaymentDetails = {
  accountName: 'Example Migration Pty Ltd Clients Account',
  bsb: '000000',
  accountNumber: '00000000',
  payId: 'clients@example.com',
  bankName: 'Example Bank',
};

export const AGENCY_TAX: AgencyTaxFacts = {
  legalName: 'Example Migration Pty Ltd',
  abn: '00000000000',
};

assertRealPaymentDetails(
  { account: CLIENTS_ACCOUNT, agency: AGENCY_TAX },
  // The same public URL lib/config/site.ts reads (its default: a local site).
  process.env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000',
  process.env.NODE_ENV,
);
