import Link from 'next/link';
import type { CurrentUser } from '@/lib/auth/server';
import { STAGE_LABELS, visaName } from '@/lib/matters/labels';
import { acceptedEngagements, clientMatters } from '@/lib/matters/queries';

/** The client's matters, and "Open a matter" for an accepted engagement that has none yet. */
export async function MattersSection({
  agent,
  clientId,
}: {
  agent: CurrentUser;
  clientId: string;
}) {
  const [list, accepted] = await Promise.all([
    clientMatters(agent, clientId),
    acceptedEngagements(agent, clientId),
  ]);
  const waiting = accepted.filter((e) => e.matters.length === 0);
  return (
    <section
      aria-labelledby="client-matters"
      className="border-border bg-background rounded-lg border p-4"
      data-testid="client-matters"
    >
      <h2 id="client-matters" className="font-semibold">
        Matters
      </h2>
      {list.length === 0 ? (
        <p className="text-muted-foreground mt-1 text-sm">No matter yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {list.map((m) => (
            <li key={m.id}>
              <Link href={`/admin/matters/${m.id}`} className="text-primary font-medium underline">
                {m.title}
              </Link>{' '}
              · {visaName(m.visaSubclass)} · {STAGE_LABELS[m.stage]}
            </li>
          ))}
        </ul>
      )}
      {waiting.map((e) => (
        <Link
          key={e.id}
          href={`/admin/matters?engagement=${e.id}#open`}
          className="btn btn-outline btn-sm mt-3 mr-2 inline-flex"
          data-testid="open-matter-link"
        >
          Open a matter
        </Link>
      ))}
    </section>
  );
}
