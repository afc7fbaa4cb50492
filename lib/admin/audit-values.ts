/**
 * The values inside an audit entry's details (a status, a stage, a document category) in the words
 * the rest of the portal uses for them, so /admin/audit reads "With the client for review → Lodged"
 * rather than the database's "client_review → lodged" (issue 38, finding 9). The CSV export keeps
 * the codes: it is for records, not for reading. Browser-safe.
 */
import { statusLabels as ASSESSMENT_LABELS } from '@/lib/assessments/constants';
import { documentCategories } from '@/lib/config/document-checklist';
import type { DocumentCategory } from '@/lib/documents/constants';
import { STATUS_LABELS as DOCUMENT_LABELS } from '@/lib/documents/format';
import { AGENT_STATUS_LABELS as ENGAGEMENT_LABELS } from '@/lib/engagements/labels';
import { OUTCOME_LABELS, STAGE_LABELS } from '@/lib/matters/labels';
import { statusLabel } from './constants';

/** Each domain's labels for the `from` and `to` of its entries, by the action's prefix. */
const BY_PREFIX: Record<string, Record<string, string>> = {
  'assessment.': ASSESSMENT_LABELS,
  'document.': DOCUMENT_LABELS,
  'engagement.': ENGAGEMENT_LABELS,
  'matter.': { ...STAGE_LABELS, ...OUTCOME_LABELS },
};

/** A status or stage as a person reads it; a code nobody named reads with spaces, capitalised. */
export function auditValueLabel(action: string, value: string): string {
  const labels = Object.entries(BY_PREFIX).find(([p]) => action.startsWith(p))?.[1];
  const label = labels && Object.hasOwn(labels, value) ? labels[value] : undefined;
  if (label) return label;
  const words = statusLabel(value);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A document category's name ("Police certificate"), or the code when it is not one. */
export const auditCategoryLabel = (category: string): string =>
  Object.hasOwn(documentCategories, category)
    ? documentCategories[category as DocumentCategory].label
    : category;
