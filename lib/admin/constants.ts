/** Values the admin pages and their filters share; safe for the browser (no server imports). */

import { ASSESSMENT_STATUSES } from '@/lib/assessments/constants';

/** portal.md's assessment statuses, plus "none" for clients who never started one. */
export const ASSESSMENT_STATUS_FILTERS = [...ASSESSMENT_STATUSES, 'none'] as const;
export type AssessmentStatusFilter = (typeof ASSESSMENT_STATUS_FILTERS)[number];

export const statusLabel = (s: string) => s.replace(/_/g, ' ');
