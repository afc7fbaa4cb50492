/**
 * Assessment types and statuses: the names portal.md fixes. Browser-safe (no server imports), so
 * pages, forms and the Drizzle schema share one list.
 */
import { assessmentLabels } from './kinds/labels';

export const ASSESSMENT_TYPES = ['permanent-residency', 'student-visa', 'business-visa'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const ASSESSMENT_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'info_requested',
  'responded',
  'closed',
] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const isAssessmentType = (v: unknown): v is AssessmentType =>
  typeof v === 'string' && (ASSESSMENT_TYPES as readonly string[]).includes(v);

/** "Permanent Residency", from the kinds' names (kinds/labels.ts). */
export const assessmentTypeNames = Object.fromEntries(
  ASSESSMENT_TYPES.map((type) => [type, assessmentLabels[type].name]),
) as Record<AssessmentType, string>;

/** What each status means to the client, in plain words. */
export const statusLabels: Record<AssessmentStatus, string> = {
  draft: 'Draft: not sent yet',
  submitted: 'Sent: waiting for an agent',
  in_review: 'An agent is reviewing it',
  info_requested: 'Your agent has a question',
  responded: 'Your agent has answered',
  closed: 'Closed',
};
