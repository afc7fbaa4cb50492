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
