/** How each status reads to a person (client and agent alike). */
export const ENGAGEMENT_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft (not sent)',
  sent: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};
/** The agent's wording where it differs. */
export const AGENT_STATUS_LABELS: Record<string, string> = {
  ...ENGAGEMENT_STATUS_LABELS,
  sent: 'Sent, waiting for the client',
};
