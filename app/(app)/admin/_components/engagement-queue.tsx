import Link from 'next/link';
import { When } from '@/components/time/when';
import type { CurrentUser } from '@/lib/auth/server';
import { ENGAGEMENT_EXPIRING_DAYS } from '@/lib/config/engagement';
import { engagementQueue } from '@/lib/engagements/queries';
import { formatCalendarDate } from '@/lib/time/format';

type Item = Awaited<ReturnType<typeof engagementQueue>>['sent'][number];

function List({
  id,
  title,
  items,
  empty,
  detail,
}: {
  id: string;
  title: string;
  items: Item[];
  empty: string;
  detail: (e: Item) => React.ReactNode;
}) {
  return (
    <div>
      <h3 className="flex items-baseline justify-between gap-2 text-sm font-semibold">
        <span>{title}</span>
        <span className="text-muted-foreground" data-testid={`queue-count-${id}`}>
          {items.length}
        </span>
      </h3>
      <ol className="divide-border mt-1 divide-y text-sm" data-testid={`queue-${id}`}>
        {items.map((e) => (
          <li key={e.id}>
            <Link
              href={`/admin/engagements/${e.id}`}
              className="hover:bg-muted -mx-2 flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2"
            >
              <span className="text-primary font-medium">{e.clientName || e.clientEmail}</span>
              <span className="text-muted-foreground">{detail(e)}</span>
            </Link>
          </li>
        ))}
        {items.length === 0 && <li className="text-muted-foreground py-2">{empty}</li>}
      </ol>
    </div>
  );
}

/** The queue's engagement card: offers out, closing soon, accepted today (Sydney's day). */
export async function EngagementQueue({ agent }: { agent: CurrentUser }) {
  const q = await engagementQueue(agent);
  return (
    <section
      id="engagements"
      aria-labelledby="engagements-title"
      className="border-border bg-background mt-4 space-y-4 rounded-lg border p-4"
    >
      <h2 id="engagements-title" className="font-semibold">
        Engagement offers
      </h2>
      <List
        id="engagements-sent"
        title="Sent, waiting for the client"
        items={q.sent}
        empty="No offer is waiting."
        detail={(e) => (
          <>
            sent <When at={e.sentAt} />
          </>
        )}
      />
      <List
        id="engagements-expiring"
        title={`Closing within ${ENGAGEMENT_EXPIRING_DAYS} days`}
        items={q.expiring}
        empty="None closing soon."
        detail={(e) => <>open until {formatCalendarDate(e.expiresOn)}</>}
      />
      <List
        id="engagements-accepted"
        title="Accepted today"
        items={q.acceptedToday}
        empty="None accepted today yet."
        detail={(e) => <When at={e.acceptedAt} />}
      />
    </section>
  );
}
