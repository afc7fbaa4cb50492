import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/server';
import { MATTER_STAGES, type MatterStage } from '@/lib/matters/constants';
import { STAGE_LABELS, visaName } from '@/lib/matters/labels';
import { acceptedEngagements, agentMatters, agentNames } from '@/lib/matters/queries';
import { isReadyToLodge, READY_TO_LODGE } from '@/lib/matters/ready';
import { buildMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { When } from '@/components/time/when';
import { OpenMatterForm } from './_components/open-matter-form';

export const metadata = buildMetadata({
  title: 'Matters',
  description: 'Visa applications by stage and agent.',
  path: '/admin/matters',
  noIndex: true,
});

type Props = {
  searchParams: Promise<{ stage?: string; assignee?: string; engagement?: string; ready?: string }>;
};

const isStage = (s?: string): s is MatterStage => MATTER_STAGES.includes(s as MatterStage);

/** A filter link: the chosen one filled. */
const chip = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1',
    active ? 'border-primary bg-primary text-white' : 'border-border',
  );

export default async function AdminMattersPage({ searchParams }: Props) {
  const { stage, assignee, engagement, ready } = await searchParams;
  const agent = await requireAdmin('/admin/matters');
  const filter = {
    stage: isStage(stage) ? stage : undefined,
    assignee: assignee && /^[0-9a-f-]{36}$|^none$/i.test(assignee) ? assignee : undefined,
    ready: ready === '1',
  };
  const [rows, agents, accepted] = await Promise.all([
    agentMatters(agent, filter),
    agentNames(agent),
    acceptedEngagements(agent),
  ]);
  const names = new Map(agents.map((a) => [a.id, a.name]));
  const href = (s?: string, a?: string, r = false) => {
    const q = new URLSearchParams();
    if (s) q.set('stage', s);
    if (r) q.set('ready', '1');
    if (a) q.set('assignee', a);
    return `/admin/matters${q.size ? `?${q}` : ''}`;
  };
  const waiting = accepted.filter((e) => e.matters.length === 0 || e.id === engagement);
  return (
    <div>
      <h1 className="text-2xl font-bold">Matters</h1>
      <nav aria-label="Stage" className="mt-4 flex flex-wrap gap-2 text-sm">
        {[undefined, ...MATTER_STAGES].map((s) => (
          <Link
            key={s ?? 'all'}
            href={href(s, filter.assignee)}
            aria-current={s === filter.stage && !filter.ready ? 'page' : undefined}
            className={chip(s === filter.stage && !filter.ready)}
          >
            {s ? STAGE_LABELS[s] : 'All stages'}
          </Link>
        ))}
        <Link
          href={href(undefined, filter.assignee, true)}
          aria-current={filter.ready ? 'page' : undefined}
          className={chip(filter.ready)}
        >
          {READY_TO_LODGE}
        </Link>
      </nav>
      <nav aria-label="Agent" className="mt-2 flex flex-wrap gap-2 text-sm">
        {[{ id: undefined, name: 'Everyone' }, ...agents, { id: 'none', name: 'Unassigned' }].map(
          (a) => (
            <Link
              key={a.id ?? 'all'}
              href={href(filter.stage, a.id, filter.ready)}
              aria-current={a.id === filter.assignee ? 'page' : undefined}
              className={chip(a.id === filter.assignee)}
            >
              {a.name}
            </Link>
          ),
        )}
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6">No matters here.</p>
      ) : (
        <ol className="mt-6 space-y-2" data-testid="matter-list">
          {rows.map((r) => (
            <li key={r.id}>
              <Link
                href={`/admin/matters/${r.id}`}
                className="border-border hover:border-primary block rounded-lg border p-3"
              >
                <span className="font-semibold break-words">{r.title}</span> · {r.clientName}
                {isReadyToLodge(r) && (
                  <span
                    className="border-primary text-primary ml-2 inline-block rounded-full border px-2 text-xs font-semibold"
                    data-testid="matter-ready"
                  >
                    {READY_TO_LODGE}: the client approved
                  </span>
                )}
                <span className="text-muted-foreground block text-sm">
                  {STAGE_LABELS[r.stage]} · {visaName(r.visaSubclass)} ·{' '}
                  {r.assignedAgentId ? (names.get(r.assignedAgentId) ?? 'Agent') : 'Unassigned'} ·{' '}
                  <When at={r.lastActionAt} dateOnly />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <section
        id="open"
        aria-labelledby="open-h"
        className="border-border bg-background mt-8 rounded-lg border p-4"
      >
        <h2 id="open-h" className="font-semibold">
          Open a matter
        </h2>
        <p className="text-muted-foreground mt-1 mb-3 text-sm">
          From an engagement the client has accepted. They are told by e-mail.
        </p>
        {waiting.length === 0 ? (
          <p className="text-sm">No accepted engagement is waiting for a matter.</p>
        ) : (
          <OpenMatterForm
            selected={engagement}
            engagements={waiting.map((e) => ({
              id: e.id,
              label: `${e.clientName || 'Client'}${e.matters.length ? ` (${e.matters.length} open)` : ''}`,
            }))}
          />
        )}
      </section>
    </div>
  );
}
