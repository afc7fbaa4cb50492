import { When } from '@/components/time/when';
import { documentCategories } from '@/lib/config/document-checklist';
import type { DocumentCategory } from '@/lib/documents/constants';
import type { DeadlineKind, MatterStage } from '@/lib/matters/constants';
import { DEADLINE_LABELS, STAGE_LABELS } from '@/lib/matters/labels';
import { formatCalendarDate } from '@/lib/time/format';

export interface TimelineEntry {
  id: number | string;
  fromStage: MatterStage | null;
  toStage: MatterStage | null;
  note: string | null;
  agentOnly?: boolean;
  createdAt: Date;
  /** A file the entry is about (a received document), opened through the audited route. */
  link?: { href: string; text: string };
}

interface RequestFact {
  id: string;
  category: DocumentCategory;
  dueOn: string | null;
  createdAt: Date;
  fulfilledBy: string | null;
  fulfilledAt: Date | null;
}
interface DeadlineFact {
  id: string;
  kind: DeadlineKind;
  dueOn: string;
  createdAt: Date;
}

/**
 * The matter's own events with its document requests (asked, received: with a link to the file)
 * and its deadlines (set), newest first: one history on both pages.
 */
export function withRequestsAndDeadlines(
  events: TimelineEntry[],
  requests: RequestFact[],
  deadlines: DeadlineFact[],
): TimelineEntry[] {
  const base = { fromStage: null, toStage: null } as const;
  const asked = requests.flatMap((r): TimelineEntry[] => {
    const name = documentCategories[r.category].label;
    const entries: TimelineEntry[] = [
      {
        ...base,
        id: `request-${r.id}`,
        createdAt: r.createdAt,
        note: `Document asked for: ${name}${r.dueOn ? `, by ${formatCalendarDate(r.dueOn)}` : ''}`,
      },
    ];
    if (r.fulfilledBy && r.fulfilledAt)
      entries.push({
        ...base,
        id: `received-${r.id}`,
        createdAt: r.fulfilledAt,
        note: `Document received: ${name}`,
        link: { href: `/api/documents/${r.fulfilledBy}/open`, text: 'Open the file' },
      });
    return entries;
  });
  const dates = deadlines.map((d): TimelineEntry => ({
    ...base,
    id: `deadline-${d.id}`,
    createdAt: d.createdAt,
    note: `Date set: ${DEADLINE_LABELS[d.kind]}, ${formatCalendarDate(d.dueOn)}`,
  }));
  return [...events, ...asked, ...dates].sort(
    (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
}

/** A matter's timeline, newest first; shared by the agent's and the client's pages. */
export function Timeline({
  entries,
  stageText = (to) => (to === 'preparing' ? 'Matter opened' : `Moved to ${STAGE_LABELS[to]}`),
}: {
  entries: TimelineEntry[];
  stageText?: (to: MatterStage, from: MatterStage | null) => string;
}) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">Nothing yet.</p>;
  return (
    <ol className="border-border space-y-3 border-l-2 pl-4 text-sm" data-testid="timeline">
      {entries.map((e) => (
        <li key={e.id}>
          <p className="text-muted-foreground text-xs">
            <When at={e.createdAt} />
            {e.agentOnly && ' · agents only'}
          </p>
          {e.toStage && <p className="font-medium">{stageText(e.toStage, e.fromStage)}</p>}
          {e.note && <p className="break-words whitespace-pre-line">{e.note}</p>}
          {e.link && (
            <a
              href={e.link.href}
              target="_blank"
              rel="noopener"
              className="text-primary inline-flex min-h-11 items-center underline"
            >
              {e.link.text}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
