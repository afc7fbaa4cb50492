import Link from 'next/link';
import { requireUser } from '@/lib/auth/server';
import { unreadCount } from '@/lib/messages/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import { LinkPending } from '@/components/portal/link-pending';
import { cn } from '@/lib/utils';
import { EngagementNotice } from './_components/engagement-notice';
import { FactorRemovedNotice } from './_components/factor-removed-notice';
import { Overview } from './_components/overview';
import { type DashboardQuery, dashboardSections, sectionFor } from './_sections';

export const metadata = buildMetadata({
  title: 'Your Dashboard',
  description: 'Your profile, documents and visa assessments.',
  path: '/dashboard',
  noIndex: true,
});

type Props = { searchParams: Promise<DashboardQuery> };

export default async function DashboardPage({ searchParams }: Props) {
  const query = await searchParams;
  const user = await requireUser('/dashboard');
  const section = sectionFor(query);
  const [Section, unread] = await Promise.all([
    section?.loader(),
    // On the messages tab the thread is on screen: the menu counts what waits elsewhere, and the
    // thread is marked read by the tab itself (after it is shown, not while rendering).
    section?.id === 'messages' ? 0 : unreadCount(user),
  ]);
  const activeKey = section?.id ?? null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Overview user={user} />
      <EngagementNotice user={user} tab={query.tab} />
      <FactorRemovedNotice user={user} />
      {!section && (
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
        {/* No prefetch: on load the ten other tabs each cost a request to the server (their
            session check and layout) and about 2 KiB of a phone's data, for tabs most visits never
            open; a tap shows LinkPending at once instead. */}
        {dashboardSections.map((item) => (
          <Link
            key={item.id}
            href={item.href}
            prefetch={false}
            aria-current={item.id === activeKey ? 'page' : undefined}
            className={cn(
              'flex min-h-11 items-center justify-center rounded-lg border px-2 py-1 text-center text-sm leading-tight font-medium',
              'sm:min-h-0 sm:shrink-0 sm:rounded-full sm:px-4 sm:py-1.5',
              item.id === activeKey
                ? 'border-primary bg-primary text-white'
                : 'border-border bg-background hover:bg-muted',
            )}
          >
            {item.label}
            {item.id === 'messages' && unread > 0 && (
              <span
                className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs text-white"
                data-testid="unread-count"
              >
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
            <LinkPending />
          </Link>
        ))}
      </nav>
      <div className="mt-6">{Section && <Section user={user} query={query} />}</div>
    </div>
  );
}
