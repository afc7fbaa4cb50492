import Link from 'next/link';
import { When } from '@/components/time/when';
import type { CurrentUser } from '@/lib/auth/server';
import { recentReminders } from '@/lib/jobs/queue';
import { formatCalendarDate } from '@/lib/time/format';

const markText = (days: number | null) =>
  days === null
    ? 'overdue: agent told'
    : days === 0
      ? 'due today: client told'
      : `${days}-day reminder sent`;

/** The queue's line for each expiry or deadline reminder sent this week (lib/jobs/reminders.ts). */
export async function RemindersQueue({ agent }: { agent: CurrentUser }) {
  const lines = await recentReminders(agent);
  return (
    <section
      id="reminders"
      aria-labelledby="reminders-title"
      className="border-border bg-background mt-4 rounded-lg border p-4"
    >
      <h2 id="reminders-title" className="font-semibold">
        Reminders sent this week
      </h2>
      <ol className="divide-border mt-2 divide-y text-sm" data-testid="queue-reminders">
        {lines.map((l) => (
          <li key={l.key}>
            <Link
              href={`/admin/clients/${l.clientId}`}
              className="hover:bg-muted -mx-2 flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2"
            >
              <span className="text-primary font-medium">{l.client}</span>
              <span className="text-muted-foreground">
                {l.what}, {formatCalendarDate(l.date)} · {markText(l.days)} · <When at={l.sentAt} />
              </span>
            </Link>
          </li>
        ))}
        {lines.length === 0 && (
          <li className="text-muted-foreground py-2">No reminders sent this week.</li>
        )}
      </ol>
    </section>
  );
}
