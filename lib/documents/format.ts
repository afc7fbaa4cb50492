/** Display helpers shared by the dashboard and the admin pages. Browser-safe. */
import type { DocumentStatus } from './constants';

export const STATUS_LABELS: Record<DocumentStatus, string> = {
  uploaded: 'Uploaded — waiting for review',
  accepted: 'Accepted',
  needs_replacement: 'Needs replacement',
};

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

const HISTORY_TEXT: Record<string, string> = {
  'document.uploaded': 'uploaded',
  'document.accepted': 'accepted',
  'document.needs_replacement': 'asked for a new copy of',
  'document.requested': 'asked for',
  'document.request_changed': 'changed the request for',
  'document.request_cancelled': 'no longer needs',
  'document.hidden': 'removed from the list (kept on file)',
  'document.removed': 'deleted',
  'document.signed_url': 'opened',
  'document.agent_uploaded': 'uploaded for the client',
};
export const historyVerb = (action: string) => HISTORY_TEXT[action] ?? action;
