import { When } from '@/components/time/when';
import type { MatterStage } from '@/lib/matters/constants';
import { STAGE_LABELS } from '@/lib/matters/labels';

export interface TimelineEntry {
  id: number;
  fromStage: MatterStage | null;
  toStage: MatterStage | null;
  note: string | null;
  agentOnly?: boolean;
  createdAt: Date;
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
        </li>
      ))}
    </ol>
  );
}
