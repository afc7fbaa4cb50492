import Link from 'next/link';
import { When } from '@/components/time/when';
import type { UnansweredThread } from '@/lib/messages/queries';

/** Threads waiting for an answer, each linking to the client's messages; the queue and /admin/messages. */
export function UnansweredList({
  threads,
  testId,
  empty,
}: {
  threads: UnansweredThread[];
  testId: string;
  empty: string;
}) {
  return (
    <ol className="divide-border divide-y text-sm" data-testid={testId}>
      {threads.map((t) => (
        <li key={t.clientId}>
          <Link
            href={`/admin/clients/${t.clientId}#messages`}
            className="hover:bg-muted flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2"
          >
            <span className="text-primary font-medium">{t.name}</span>
            <span className="text-muted-foreground">
              {t.count === 1 ? '1 message' : `${t.count} messages`} · waiting since{' '}
              <When at={t.since} />
            </span>
          </Link>
        </li>
      ))}
      {threads.length === 0 && <li className="text-muted-foreground px-2 py-2">{empty}</li>}
    </ol>
  );
}
