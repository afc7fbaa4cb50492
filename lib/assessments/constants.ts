/**
 * Assessment types and statuses: the names portal.md fixes. Browser-safe (no server imports), so
 * pages, forms and the Drizzle schema share one list.
 */
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

export const assessmentTypeNames: Record<AssessmentType, string> = {
  'permanent-residency': 'Permanent Residency',
  'student-visa': 'Student Visa',
  'business-visa': 'Business Visa',
};

/** What each status means to the client, in plain words. */
export const statusLabels: Record<AssessmentStatus, string> = {
  draft: 'Draft: not sent yet',
  submitted: 'Sent: waiting for an agent',
  in_review: 'An agent is reviewing it',
  info_requested: 'Your agent has a question',
  responded: 'Your agent has answered',
  closed: 'Closed',
};
