import { MessagePoller } from '@/components/messages/message-poller';
import { requireAdmin } from '@/lib/auth/server';
import { unansweredThreads } from '@/lib/messages/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import { UnansweredList } from '../_components/unanswered-list';

export const metadata = buildMetadata({
  title: 'Messages',
  description: 'Client messages waiting for an answer.',
  path: '/admin/messages',
  noIndex: true,
});

/** Threads whose client wrote last, the longest waiting first. */
export default async function AdminMessagesPage() {
  const admin = await requireAdmin('/admin/messages');
  const { threads, total, unread, cursor } = await unansweredThreads(admin);
  return (
    <div>
      <h1 className="text-2xl font-bold">Messages</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        <span data-testid="admin-unread-count">{unread}</span> unread ·{' '}
        <span data-testid="unanswered-count">{total}</span> waiting for an answer, oldest first.
      </p>
      <div className="border-border bg-background mt-4 rounded-lg border p-2">
        <UnansweredList
          threads={threads}
          testId="unanswered"
          empty="Every client message has an answer."
        />
      </div>
      <MessagePoller since={cursor} />
    </div>
  );
}
