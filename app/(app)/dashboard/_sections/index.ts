/**
 * The dashboard's tabs, in the order the tab bar shows them: one line each. A tab is one folder
 * beside this file (its page part, its actions and its components) and one line here; page.tsx and
 * the tab bar read nothing else. URLs are the spec's (`/dashboard?tab=<tab>`, the assessments tab
 * once per type with `&type=`); no `tab` is the profile tab.
 *
 * `loader` imports the tab's part only when that tab is shown, so its server code runs for that
 * tab alone. Its client components still reach every tab's page: measured with Next 16.4.6
 * (Turbopack), the page's entry scripts carry every client component its server graph can reach,
 * through `import()` or next/dynamic alike (10.5 KiB gzip for all tabs together; the rest of a
 * tab's weight is the shared shell and zod, bench/portal-weight.mjs).
 */
import type { ComponentType } from 'react';
import { ASSESSMENT_TYPES, type AssessmentType } from '@/lib/assessments/constants';
import { assessmentLabels, assessmentsHref } from '@/lib/assessments/kinds/labels';
import type { CurrentUser } from '@/lib/auth/server';

/** The dashboard's query string, as page.tsx receives it. */
export interface DashboardQuery {
  tab?: string;
  type?: string;
  family?: string;
  sent?: string;
  error?: string;
  matter?: string;
}

export interface SectionProps {
  user: CurrentUser;
  query: DashboardQuery;
}

export interface DashboardSection {
  /** Unique: the `tab` value, or the assessment type for the assessments tabs. */
  id: string;
  label: string;
  href: string;
  loader: () => Promise<ComponentType<SectionProps>>;
}

const tab = (id: string, label: string, loader: DashboardSection['loader']): DashboardSection => ({
  id,
  label,
  href: `/dashboard?tab=${id}`,
  loader,
});

const assessments = (type: AssessmentType): DashboardSection => ({
  id: type,
  label: `${assessmentLabels[type].short} assessments`,
  href: assessmentsHref(type),
  loader: () => import('./assessments/assessments-tab').then((m) => m.AssessmentsSection),
});

export const dashboardSections: readonly DashboardSection[] = [
  tab('profile', 'Profile', () => import('./profile/profile-tab').then((m) => m.ProfileTab)),
  tab('documents', 'Documents', () =>
    import('./documents/documents-tab').then((m) => m.DocumentsTab),
  ),
  tab('engagement', 'Your agreement', () =>
    import('./engagement/engagement-tab').then((m) => m.EngagementTab),
  ),
  tab('matters', 'Visa applications', () =>
    import('./matters/matters-tab').then((m) => m.MattersTab),
  ),
  tab('billing', 'Payments', () => import('./billing/billing-tab').then((m) => m.BillingTab)),
  tab('messages', 'Messages', () => import('./messages/messages-tab').then((m) => m.MessagesTab)),
  ...ASSESSMENT_TYPES.map(assessments),
  tab('security', 'Security', () => import('./security/security-tab').then((m) => m.SecurityTab)),
];

/** The section a query asks for; null for an unknown tab or type (the page says so). */
export function sectionFor({ tab, type }: DashboardQuery): DashboardSection | null {
  if (!tab) return dashboardSections[0]!;
  const id = tab === 'assessments' ? type : tab;
  const found = dashboardSections.find((s) => s.id === id);
  // `?tab=permanent-residency` is no tab; an assessment type is reached only through `assessments`.
  if (!found || (tab === 'assessments') !== found.href.includes('tab=assessments')) return null;
  return found;
}
