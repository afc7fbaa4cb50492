import Link from 'next/link';
import { When } from '@/components/time/when';
import type { CurrentUser } from '@/lib/auth/server';
import { QUEUE_LIST_SIZE } from '@/lib/admin/queue';
import { unansweredThreads, unreadCount } from '@/lib/messages/queries';

/** The queue's messages card: unread client messages and the threads waiting longest. */
export async function MessagesQueue({ agent }: { agent: CurrentUser }) {
  const [{ threads, total }, unread] = await Promise.all([
    unansweredThreads(agent, QUEUE_LIST_SIZE),
    unreadCount(agent),
  ]);
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
      <ol className="divide-border mt-2 divide-y text-sm" data-testid="queue-messages">
        {threads.map((t) => (
          <li key={t.clientId}>
            <Link
              href={`/admin/clients/${t.clientId}#messages`}
              className="hover:bg-muted -mx-2 flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2"
            >
              <span className="text-primary font-medium">{t.name}</span>
              <span className="text-muted-foreground">
                waiting since <When at={t.since} />
              </span>
            </Link>
          </li>
        ))}
        {threads.length === 0 && (
          <li className="text-muted-foreground py-2">No client is waiting for an answer.</li>
        )}
      </ol>
      {total > threads.length && (
        <Link href="/admin/messages" className="text-primary mt-2 inline-block text-sm underline">
          All {total} waiting →
        </Link>
      )}
    </section>
  );
}
