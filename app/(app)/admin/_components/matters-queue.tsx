import Link from 'next/link';
import type { CurrentUser } from '@/lib/auth/server';
import { matterQueueCounts } from '@/lib/matters/queries';
import { APPROVAL_LODGE_STAGES } from '@/lib/matters/ready';
import { AGENCY_TIME_ZONE } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';

/** The queue's matters and deadlines counts, each a link to the list behind it. */
export async function MattersQueue({ agent }: { agent: CurrentUser }) {
  const c = await matterQueueCounts(agent, dateInZone(new Date(), AGENCY_TIME_ZONE));
  // Approved by the client: no longer waiting for them, but for the agent to lodge.
  const ready = APPROVAL_LODGE_STAGES.reduce((n, s) => n + (c.approved[s] ?? 0), 0);
  const items = [
    {
      key: 'overdue',
      n: c.overdue,
      label: 'deadlines overdue',
      href: '/admin/deadlines#dl-overdue',
    },
    {
      key: 'week',
      n: c.week,
      label: 'deadlines in the next 7 days',
      href: '/admin/deadlines#dl-week',
    },
    {
      key: 'unconfirmed',
      n: c.unconfirmed,
      label: 'proposed deadlines to confirm',
      href: '/admin/deadlines',
    },
    {
      key: 'preparing',
      n: c.stages.preparing ?? 0,
      label: 'matters being prepared',
      href: '/admin/matters?stage=preparing',
    },
    {
      key: 'client_review',
      n: (c.stages.client_review ?? 0) - (c.approved.client_review ?? 0),
      label: 'with clients for review',
      href: '/admin/matters?stage=client_review',
    },
    {
      key: 'ready',
      n: ready,
      label: 'approved by the client, ready to lodge',
      href: '/admin/matters?ready=1',
    },
    {
      key: 'info_requested',
      n: c.stages.info_requested ?? 0,
      label: 'information requested',
      href: '/admin/matters?stage=info_requested',
    },
  ];
  return (
    <section
      aria-labelledby="matters-queue-title"
      className="border-border bg-background mt-4 rounded-lg border p-4"
    >
      <h2 id="matters-queue-title" className="font-semibold">
        Matters and deadlines
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {items.map((i) => (
          <li key={i.key}>
            <Link
              href={i.href}
              className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 ${
                i.key === 'overdue' && i.n > 0
                  ? 'border-destructive text-destructive'
                  : i.key === 'ready' && i.n > 0
                    ? 'border-primary text-primary'
                    : 'border-border'
              }`}
            >
              <span className="font-bold" data-testid={`matters-queue-${i.key}`}>
                {i.n}
              </span>
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
