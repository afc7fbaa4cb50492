import Link from 'next/link';
import type { CurrentUser } from '@/lib/auth/server';
import { QUEUE_LIST_SIZE } from '@/lib/admin/queue';
import { unansweredThreads } from '@/lib/messages/queries';
import { UnansweredList } from './unanswered-list';

/** The queue's messages card: unread client messages and the threads waiting longest. */
export async function MessagesQueue({ agent }: { agent: CurrentUser }) {
  const { threads, total, unread } = await unansweredThreads(agent, QUEUE_LIST_SIZE);
  return (
    <section
      id="messages"
      aria-labelledby="messages-title"
      className="border-border bg-background mt-4 rounded-lg border p-4"
    >
      <h2 id="messages-title" className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">Client messages</span>
        <span className="text-muted-foreground text-sm">
          <span className="font-bold" data-testid="queue-count-messages">
            {unread}
          </span>{' '}
          unread
        </span>
      </h2>
      <div className="mt-2">
        <UnansweredList
          threads={threads}
          testId="queue-messages"
          empty="No client is waiting for an answer."
        />
      </div>
      {total > threads.length && (
        <Link href="/admin/messages" className="text-primary mt-2 inline-block text-sm underline">
          All {total} waiting →
        </Link>
      )}
    </section>
  );
}
