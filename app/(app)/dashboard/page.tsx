import Link from 'next/link';
import { requireUser } from '@/lib/auth/server';
import { isAssessmentType, type AssessmentType } from '@/lib/assessments/constants';
import { personLimits } from '@/lib/config/limits';
import { dashboardTabs } from '@/lib/config/nav';
import { buildMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { AssessmentsTab } from './_components/assessments-tab';
import { CloseAccountForm } from './_components/close-account-form';
import { DocumentsTab } from './_components/documents-tab';
import { Overview } from './_components/overview';
import { ProfileTab } from './_components/profile-tab';

export const metadata = buildMetadata({
  title: 'Your Dashboard',
  description: 'Your profile, documents and visa assessments.',
  path: '/dashboard',
  noIndex: true,
});

type Props = {
  searchParams: Promise<{
    tab?: string;
    type?: string;
    family?: string;
    sent?: string;
    error?: string;
  }>;
};

/** Why starting an assessment did not work (startAssessmentAction redirects with `error`). */
const START_ERRORS: Record<string, string> = {
  start: 'We could not start your assessment just now. Please try again in a minute.',
  limit: `You have started ${personLimits.assessmentsStartedPerDay} assessments today, the most we take in one day. Please continue one of your drafts below, or start a new one tomorrow.`,
};

type View =
  | { kind: 'profile' | 'documents' | 'security' }
  | { kind: 'assessments'; type: AssessmentType }
  | { kind: 'unknown' };

/** The spec's URLs: no tab is the profile tab; an unknown tab or type is said out loud. */
function viewOf(tab?: string, type?: string): View {
  if (!tab || tab === 'profile') return { kind: 'profile' };
  if (tab === 'documents') return { kind: 'documents' };
  if (tab === 'security') return { kind: 'security' };
  if (tab === 'assessments' && isAssessmentType(type)) return { kind: 'assessments', type };
  return { kind: 'unknown' };
}

export default async function DashboardPage({ searchParams }: Props) {
  const { tab, type, family, sent, error } = await searchParams;
  const startError = error && Object.hasOwn(START_ERRORS, error) ? START_ERRORS[error] : null;
  const user = await requireUser('/dashboard');
  const view = viewOf(tab, type);
  const activeKey =
    view.kind === 'assessments' ? view.type : view.kind === 'unknown' ? null : view.kind;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Overview user={user} />
      {view.kind === 'unknown' && (
        <p
          role="alert"
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="unknown-tab"
        >
          We could not find that part of your dashboard, so here is your overview. Choose a section
          below.
        </p>
      )}
      <nav aria-label="Dashboard" className="mt-6 flex flex-wrap gap-2">
        {dashboardTabs.map((item) => (
          <Link
            key={item.key}
            href={item.href}
            aria-current={item.key === activeKey ? 'page' : undefined}
            className={cn(
              'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium',
              item.key === activeKey
                ? 'border-primary bg-primary text-white'
                : 'border-border bg-background hover:bg-muted',
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {view.kind === 'assessments' && startError && (
          <p
            role="alert"
            className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            data-testid="start-error"
          >
            {startError}
          </p>
        )}
        {view.kind === 'profile' && <ProfileTab user={user} />}
        {view.kind === 'documents' && <DocumentsTab user={user} family={family} />}
        {view.kind === 'security' && <CloseAccountForm />}
        {view.kind === 'assessments' && (
          <AssessmentsTab user={user} type={view.type} justSent={sent === '1'} />
        )}
      </div>
    </div>
  );
}
