/**
 * Who is responsible for an offer, and whether the facts an offer quotes are real. The agent's
 * name and MARN are the sending agent's own registration (lib/admin/registration.ts; the
 * database refuses a send that names anyone else, 20261130160000_agent_registrations.sql, and a
 * placeholder MARN). On a production site (NODE_ENV=production and a public URL) an offer is never
 * sent with an unverified Consumer Guide edition: the client would be agreeing to a false statement.
 */
import { CONSUMER_GUIDE, ENGAGEMENT_TERMS } from '@/lib/config/engagement';
import { siteConfig } from '@/lib/config/site';
import { isLocalUrl } from '@/lib/env/local-url';

export interface OfferFacts {
  agentName: string;
  agentMarn: string;
  consumerGuideVersion: string;
  termsVersion: string;
}

/** What the sender is registered as (agent_registrations). */
export interface SenderRegistration {
  registeredName: string;
  marn: string;
}

export class PlaceholderFactsError extends Error {}

/** The sending agent has not added their name and MARN yet. */
export class MissingRegistrationError extends Error {
  constructor() {
    super('Add your name and MARN (Team page) before you send an offer.');
  }
}

export function offerFacts(
  sender: SenderRegistration | undefined,
  nodeEnv: string | undefined = process.env.NODE_ENV,
  siteUrl: string = siteConfig.url,
): OfferFacts {
  if (!sender) throw new MissingRegistrationError();
  const facts: OfferFacts = {
    agentName: sender.registeredName,
    agentMarn: sender.marn,
    consumerGuideVersion: CONSUMER_GUIDE.version,
    termsVersion: ENGAGEMENT_TERMS.version,
  };
  if (nodeEnv === 'production' && !isLocalUrl(siteUrl)) {
    if (facts.consumerGuideVersion === 'UNVERIFIED')
      throw new PlaceholderFactsError(
        'CONSUMER_GUIDE.version (lib/config/engagement.ts) is not set',
      );
  }
  return facts;
}
