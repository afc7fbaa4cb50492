import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/server';
import { DEADLINE_LABELS } from '@/lib/matters/labels';
import { deadlineGroups } from '@/lib/matters/deadline-groups';
import { openDeadlines } from '@/lib/matters/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import { AGENCY_TIME_ZONE, formatCalendarDate } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { DeadlineDoneButton } from '../matters/_components/matter-forms';

export const metadata = buildMetadata({
  title: 'Deadlines',
  description: 'Every open deadline, overdue first.',
  path: '/admin/deadlines',
  noIndex: true,
});

/** Overdue first, then due within 7, 14 and 30 days, then later; done ones last, to reopen. */
export default async function AdminDeadlinesPage() {
  const agent = await requireAdmin('/admin/deadlines');
  // Deadlines are calendar dates in Sydney, the agency's (and the Department's) calendar.
  const today = dateInZone(new Date(), AGENCY_TIME_ZONE);
  const groups = deadlineGroups(await openDeadlines(agent, true), today);
  return (
    <div>
      <h1 className="text-2xl font-bold">Deadlines</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        Today in Sydney is {formatCalendarDate(today)}.
      </p>
      <div className="mt-6 space-y-6">
        {groups.map((g) => (
          <section key={g.key} aria-labelledby={`dl-${g.key}`} data-testid={`deadlines-${g.key}`}>
            <h2 id={`dl-${g.key}`} className="font-semibold">
              {g.title} <span className="text-muted-foreground text-sm">({g.items.length})</span>
            </h2>
            {g.items.length === 0 ? (
              <p className="text-muted-foreground mt-1 text-sm">None.</p>
            ) : (
              <ul className="divide-border border-border mt-2 divide-y rounded-lg border">
                {g.items.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                    <div className="min-w-0 text-sm">
                      <p className={d.doneAt ? 'line-through' : 'font-medium'}>
                        {formatCalendarDate(d.dueOn)} · {DEADLINE_LABELS[d.kind]}
                      </p>
                      <p className="text-muted-foreground">
                        <Link
                          href={`/admin/matters/${d.matterId}`}
                          className="text-primary underline"
                        >
                          {d.matterTitle}
                        </Link>{' '}
                        · {d.clientName}
                        {!d.confirmedAt && ' · proposed, check and confirm'}
                        {d.visibleToClient ? ' · shown to the client' : ''}
                      </p>
                    </div>
                    <DeadlineDoneButton id={d.id} done={Boolean(d.doneAt)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
