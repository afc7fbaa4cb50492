import { oneLine } from '@/lib/forms/one-line';

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

/**
 * The address the acceptance came from, or why there is none: a server that is not told which
 * proxy header to trust (CLIENT_IP_HEADER or TRUSTED_PROXY_HOPS, lib/http/client-address.ts)
 * records 'unknown', which read as if the client had hidden something.
 */
export function acceptedIpText(ip: string | null | undefined): string {
  const v = oneLine(ip ?? '');
  // 'unknown' is lib/http/client-address.ts UNKNOWN_ADDRESS, not imported: it loads node:net and
  // this file reaches the portal's browser bundle.
  return v && v !== 'unknown'
    ? v
    : 'not recorded (the portal was not set up to receive it from its host)';
}
