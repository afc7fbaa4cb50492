/**
 * The text of an offer exactly as the client is asked to agree to it. Rendered once by the server
 * when the agent sends the offer; the database stores it with its SHA-256 and never lets it change.
 * The client's page shows the same facts (components/engagements/offer-view.tsx reads the frozen
 * columns), the PDF prints this text, and acceptance is refused unless the hash the client's page
 * carried equals the stored one. Plain text, one fact per line, so a lawyer can read the record
 * without the portal.
 *
 * Every value put into a line goes through `oneLine`: a value is rendered, never structure. A
 * client's name with a line break ("Carla\n- Total professional fees: $0.00 (waived)") used to
 * become a line of its own that read like the agency's. The database refuses such names now
 * (20261128110000_holds_offers_names.sql); this holds even for one that got through.
 */
import { createHash } from 'node:crypto';
import { CONSUMER_GUIDE, termsPoints } from '@/lib/config/engagement';
import { siteConfig } from '@/lib/config/site';
import { oneLine } from '@/lib/forms/one-line';
import { formatCalendarDate } from '@/lib/time/format';
import type { OfferContent } from './offer';
import { feeTotals, formatAud } from './fees';
import { DISBURSEMENTS_NOTE, GST_FREE_NOTE } from './snapshot-notes';

export interface SnapshotInput extends OfferContent {
  id: string;
  clientName: string;
  agentName: string;
  agentMarn: string;
  consumerGuideVersion: string;
  termsVersion: string;
}

export function renderSnapshot(o: SnapshotInput): string {
  const t = feeTotals(o.feeItems, o.gstApplies, o.disbursements);
  const terms = termsPoints(o.termsVersion);
  // An offer is sent with a version this build holds (offer-facts.ts names the current one).
  if (!terms) throw new Error(`renderSnapshot: unknown terms version ${o.termsVersion}`);
  const lines: string[] = [
    'SERVICE AGREEMENT AND FEE ESTIMATE',
    `${siteConfig.name}`,
    `Offer reference: ${o.id}`,
    `Prepared for: ${oneLine(o.clientName)}`,
    `Responsible registered migration agent: ${oneLine(o.agentName)}, MARN ${oneLine(o.agentMarn)}`,
    '',
    'SERVICES WE WILL PROVIDE',
    ...o.services.map(
      (s, i) => `${i + 1}. ${oneLine(s.label)}${s.detail ? ` (${oneLine(s.detail)})` : ''}`,
    ),
    '',
    'OUR PROFESSIONAL FEES (AUD)',
    ...t.lines.map((l) =>
      o.gstApplies
        ? `- ${oneLine(l.label)}: ${formatAud(l.amount_cents)} + GST ${formatAud(l.gst_cents)} = ${formatAud(l.total_cents)}`
        : `- ${oneLine(l.label)}: ${formatAud(l.amount_cents)}`,
    ),
    `Fees before GST: ${formatAud(t.subtotalCents)}`,
    `GST: ${formatAud(t.gstCents)}`,
    `Total professional fees: ${formatAud(t.totalCents)}`,
    ...(o.gstApplies ? [] : [GST_FREE_NOTE]),
    '',
    'ESTIMATED GOVERNMENT CHARGES AND OTHER COSTS',
    DISBURSEMENTS_NOTE,
    ...(o.disbursements.length
      ? o.disbursements.map((d) => `- ${oneLine(d.label)}: ${formatAud(d.amount_cents)}`)
      : ['- None expected.']),
    `Estimated total paid by you to others: ${formatAud(t.disbursementsCents)}`,
    '',
    'WHEN YOU PAY OUR FEES',
    ...(o.paymentTerms.length
      ? o.paymentTerms.map((p) => `- ${formatAud(p.amount_cents)}: ${oneLine(p.trigger)}`)
      : [`- ${formatAud(t.totalCents)}: on accepting this offer`]),
    '',
    'CONFLICT OF INTEREST',
    o.conflictDeclaration,
    '',
    'CONSUMER GUIDE',
    `Before you accept, read the ${CONSUMER_GUIDE.title} published by the ${CONSUMER_GUIDE.publisher}, version ${o.consumerGuideVersion}: ${CONSUMER_GUIDE.url}`,
    '',
    `TERMS (version ${o.termsVersion})`,
    ...terms.map((p) => `- ${p}`),
    '',
    `This offer is open until the end of ${formatCalendarDate(o.expiresOn)} (Sydney time).`,
  ];
  return lines.join('\n');
}

/** SHA-256 in hex of a text (as UTF-8) or of bytes (the signed PDF). */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
