import Link from 'next/link';
import { requireUser } from '@/lib/auth/server';
import { isAssessmentType, type AssessmentType } from '@/lib/assessments/constants';
import { personLimits } from '@/lib/config/limits';
import { dashboardTabs } from '@/lib/config/nav';
import { markThreadRead } from '@/lib/messages/post';
import { unreadCount } from '@/lib/messages/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { AssessmentsTab } from './_sections/assessments/assessments-tab';
import { DocumentsTab } from './_sections/documents/documents-tab';
import { EngagementNotice } from './_components/engagement-notice';
import { EngagementTab } from './_sections/engagement/engagement-tab';
import { FactorRemovedNotice } from './_components/factor-removed-notice';
import { MattersTab } from './_sections/matters/matters-tab';
import { MessagesTab } from './_sections/messages/messages-tab';
import { Overview } from './_components/overview';
import { ProfileTab } from './_sections/profile/profile-tab';
import { SecurityTab } from './_sections/security/security-tab';

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
    matter?: string;
  }>;
};

/** Why starting an assessment did not work (startAssessmentAction redirects with `error`). */
const START_ERRORS: Record<string, string> = {
  start: 'We could not start your assessment just now. Please try again in a minute.',
  limit: `You have started ${personLimits.assessmentsStartedPerDay} assessments today, the most we take in one day. Please continue one of your drafts below, or start a new one tomorrow.`,
};

type View =
  | { kind: 'profile' | 'documents' | 'engagement' | 'security' | 'matters' | 'messages' }
  | { kind: 'assessments'; type: AssessmentType }
  | { kind: 'unknown' };

/** The spec's URLs: no tab is the profile tab; an unknown tab or type is said out loud. */
function viewOf(tab?: string, type?: string): View {
  if (!tab || tab === 'profile') return { kind: 'profile' };
  if (tab === 'documents') return { kind: 'documents' };
  if (tab === 'security') return { kind: 'security' };
  if (tab === 'engagement') return { kind: 'engagement' };
  if (tab === 'matters') return { kind: 'matters' };
  if (tab === 'messages') return { kind: 'messages' };
  if (tab === 'assessments' && isAssessmentType(type)) return { kind: 'assessments', type };
  return { kind: 'unknown' };
}

export default async function DashboardPage({ searchParams }: Props) {
  const { tab, type, family, sent, error, matter } = await searchParams;
  const startError = error && Object.hasOwn(START_ERRORS, error) ? START_ERRORS[error] : null;
  const user = await requireUser('/dashboard');
  const view = viewOf(tab, type);
  // Opening the messages tab reads them; the menu's count is what is still unread.
  if (view.kind === 'messages') await markThreadRead(user, user.id);
  const unread = await unreadCount(user);
  const activeKey =
    view.kind === 'assessments' ? view.type : view.kind === 'unknown' ? null : view.kind;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Overview user={user} />
      <EngagementNotice user={user} tab={tab} />
      <FactorRemovedNotice user={user} />
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
      {/* On a phone, nine pills wrapped into five rows and pushed the tab's content off the first
          screen. A grid of three a row keeps every tab in sight (no sideways scrolling to find
          one) in three rows of 44 px targets; from 640 px the pills flow in a line again. */}
      <nav
        aria-label="Dashboard"
        className="mt-6 grid grid-cols-3 gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
      >
        {dashboardTabs.map((item) => (
          <Link
            key={item.key}
            href={item.href}
            aria-current={item.key === activeKey ? 'page' : undefined}
            className={cn(
              'flex min-h-11 items-center justify-center rounded-lg border px-2 py-1 text-center text-sm leading-tight font-medium',
              'sm:min-h-0 sm:shrink-0 sm:rounded-full sm:px-4 sm:py-1.5',
              item.key === activeKey
                ? 'border-primary bg-primary text-white'
                : 'border-border bg-background hover:bg-muted',
            )}
          >
            {item.label}
            {item.key === 'messages' && unread > 0 && (
              <span
                className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs text-white"
                data-testid="unread-count"
              >
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
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
        {view.kind === 'security' && <SecurityTab />}
        {view.kind === 'engagement' && <EngagementTab user={user} />}
        {view.kind === 'matters' && <MattersTab user={user} />}
        {view.kind === 'messages' && <MessagesTab user={user} matter={matter} />}
        {view.kind === 'assessments' && (
          <AssessmentsTab user={user} type={view.type} justSent={sent === '1'} />
        )}
      </div>
    </div>
  );
}
