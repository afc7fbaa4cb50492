/** Engagement statuses (portal.md part 2): draft -> sent -> accepted | declined | withdrawn | expired. */
export const ENGAGEMENT_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** One line of professional fees or of estimated government charges, in AUD cents. */
export interface MoneyItem {
  label: string;
  amount_cents: number;
}
export interface EngagementService {
  code: string;
  label: string;
  detail?: string;
}
export interface PaymentInstalment extends MoneyItem {
  /** What makes it payable, e.g. "On signing", "Before lodgement". */
  trigger: string;
}

/**
 * The name a client types to accept an offer, trimmed (private.respond_to_engagement refuses
 * others; engagements.accepted_name checks the maximum), and the longest reason for declining
 * (engagements.decline_reason). tests/rls/catalogue-cases.ts holds these to the database.
 */
export const ACCEPTED_NAME_LENGTH = { min: 2, max: 200 } as const;
export const DECLINE_REASON_MAX = 2000;
