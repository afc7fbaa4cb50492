import Link from 'next/link';
import { When } from '@/components/time/when';
import type { CurrentUser } from '@/lib/auth/server';
import { AGENT_STATUS_LABELS } from '@/lib/engagements/labels';
import { feeTotals, formatAud } from '@/lib/engagements/fees';
import { clientEngagements, effectiveStatus, sydneyTodayFor } from '@/lib/engagements/queries';
import { Section } from './section';

/** The client's engagement offers, newest first, and the way to compose a new one. */
export async function EngagementsSection({
  agent,
  clientId,
}: {
  agent: CurrentUser;
  clientId: string;
}) {
  const [rows, today] = await Promise.all([
    clientEngagements(agent, clientId),
    sydneyTodayFor(agent),
  ]);
  return (
    <Section
      id="engagements"
      title="Engagements"
      action={
        <Link
          href={`/admin/engagements/new?client=${clientId}`}
          className="text-primary inline-flex min-h-11 items-center text-sm font-medium underline"
          data-testid="new-engagement"
        >
          New offer
        </Link>
      }
    >
      {rows.length === 0 ? (
        <p className="text-muted-foreground">
          No offer yet. Work on an application starts only after the client accepts one.
        </p>
      ) : (
        <ol className="divide-border divide-y" data-testid="client-engagements">
          {rows.map((e) => {
            const status = effectiveStatus(e, today);
            return (
              <li key={e.id}>
                <Link
                  href={`/admin/engagements/${e.id}`}
                  className="hover:bg-muted -mx-2 flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2"
                >
                  <span className="text-primary font-medium">
                    {AGENT_STATUS_LABELS[status] ?? status}
                  </span>
                  <span className="text-muted-foreground">
                    {formatAud(feeTotals(e.feeItems, e.gstApplies).totalCents)} ·{' '}
                    <When at={e.acceptedAt ?? e.sentAt ?? e.createdAt} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
