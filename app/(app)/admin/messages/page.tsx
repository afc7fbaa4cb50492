import Link from 'next/link';
import { MessagePoller } from '@/components/messages/message-poller';
import { When } from '@/components/time/when';
import { requireAdmin } from '@/lib/auth/server';
import { unansweredThreads, unreadCount } from '@/lib/messages/queries';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Messages',
  description: 'Client messages waiting for an answer.',
  path: '/admin/messages',
  noIndex: true,
});

/** Threads whose client wrote last, the longest waiting first. */
export default async function AdminMessagesPage() {
  const admin = await requireAdmin('/admin/messages');
  const [{ threads, total }, unread] = await Promise.all([
    unansweredThreads(admin),
    unreadCount(admin),
  ]);
  return (
    <div>
      <h1 className="text-2xl font-bold">Messages</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        <span data-testid="admin-unread-count">{unread}</span> unread ·{' '}
        <span data-testid="unanswered-count">{total}</span> waiting for an answer, oldest first.
      </p>
      <ol
        className="divide-border border-border bg-background mt-4 divide-y rounded-lg border text-sm"
        data-testid="unanswered"
      >
        {threads.map((t) => (
          <li key={t.clientId}>
            <Link
              href={`/admin/clients/${t.clientId}#messages`}
              className="hover:bg-muted flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-3"
            >
              <span className="text-primary font-medium">{t.name}</span>
              <span className="text-muted-foreground">
                {t.count === 1 ? '1 message' : `${t.count} messages`} · waiting since{' '}
                <When at={t.since} />
              </span>
            </Link>
          </li>
        ))}
        {threads.length === 0 && (
          <li className="text-muted-foreground px-4 py-3">Every client message has an answer.</li>
        )}
      </ol>
      <MessagePoller since={new Date().toISOString()} />
    </div>
  );
}
