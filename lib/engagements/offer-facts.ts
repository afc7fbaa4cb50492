/**
 * Who is responsible for an offer, and whether the facts an offer quotes are real. The agent's
 * name and MARN come from lib/config/site.ts (profiles have no MARN field yet). On a production
 * site (NODE_ENV=production and a public URL) an offer is never sent with the placeholder MARN or
 * an unverified Consumer Guide edition: the client would be agreeing to a false statement.
 */
import { CONSUMER_GUIDE, ENGAGEMENT_TERMS } from '@/lib/config/engagement';
import { placeholderFacts } from '@/lib/config/placeholders';
import { siteConfig } from '@/lib/config/site';
import { isLocalUrl } from '@/lib/env/local-url';

export interface OfferFacts {
  agentName: string;
  agentMarn: string;
  consumerGuideVersion: string;
  termsVersion: string;
}

export class PlaceholderFactsError extends Error {}

export function offerFacts(
  nodeEnv: string | undefined = process.env.NODE_ENV,
  siteUrl: string = siteConfig.url,
): OfferFacts {
  const facts: OfferFacts = {
    agentName: siteConfig.marn.agentName,
    agentMarn: siteConfig.marn.number,
    consumerGuideVersion: CONSUMER_GUIDE.version,
    termsVersion: ENGAGEMENT_TERMS.version,
  };
  if (nodeEnv === 'production' && !isLocalUrl(siteUrl)) {
    const problems = placeholderFacts(siteConfig).filter((p) => p.startsWith('marn.'));
    if (facts.agentName === 'Registered Migration Agent')
      problems.push('marn.agentName (lib/config/site.ts) is a placeholder name');
    if (facts.consumerGuideVersion === 'UNVERIFIED')
      problems.push('CONSUMER_GUIDE.version (lib/config/engagement.ts) is not set');
    if (problems.length) throw new PlaceholderFactsError(problems.join('; '));
  }
  return facts;
}
