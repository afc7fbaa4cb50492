/**
 * What each assessment kind is called. Kept apart from the kind modules (./<type>.ts) because the
 * signed-in header menu (components/auth/dashboard-menu.tsx, a client component on every page)
 * needs the names but must not ship the forms, zod and the points engine. Browser-safe, tiny.
 * A type in ASSESSMENT_TYPES without names here does not compile.
 */
import type { AssessmentType } from '../constants';

export interface KindLabels {
  /** "Permanent Residency": headings, the admin list, the header menu ("… assessments"). */
  name: string;
  /** "PR": the dashboard tab ("PR assessments"). */
  short: string;
}

export const assessmentLabels = {
  'permanent-residency': { name: 'Permanent Residency', short: 'PR' },
  'student-visa': { name: 'Student Visa', short: 'Student' },
  'business-visa': { name: 'Business Visa', short: 'Business' },
} as const satisfies Record<AssessmentType, KindLabels>;

/** The assessments tab of one kind, as the dashboard, the menu and the e-mails link to it. */
export const assessmentsHref = (type: AssessmentType) =>
  `/dashboard?tab=assessments&type=${type}` as const;
