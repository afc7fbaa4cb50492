import { statusLabels, type AssessmentStatus } from '@/lib/assessments/constants';
import { When } from '@/components/time/when';

const what: Partial<Record<AssessmentStatus, string>> = {
  draft: 'Started',
  submitted: 'Sent to the agency',
  in_review: 'An agent started reviewing',
  info_requested: 'The agent asked a question',
  responded: 'The agent responded',
  closed: 'Closed',
};

/** The history both sides see; agent-only notes carry a flag (clients never receive them: RLS). */
export function AssessmentTimeline({
  events,
  showAgentOnly = false,
}: {
  events: {
    id: number;
    fromStatus: AssessmentStatus | null;
    toStatus: AssessmentStatus | null;
    note: string | null;
    agentOnly: boolean;
    createdAt: Date;
  }[];
  showAgentOnly?: boolean;
}) {
  return (
    <details className="text-sm" open={showAgentOnly}>
      <summary className="cursor-pointer font-medium">History</summary>
      <ol className="border-border mt-2 space-y-2 border-l pl-4" data-testid="assessment-timeline">
        {events
          .filter((e) => showAgentOnly || !e.agentOnly)
          .map((e) => (
            <li key={e.id}>
              <When at={e.createdAt} className="text-muted-foreground" />{' '}
              {e.toStatus
                ? (what[e.toStatus] ?? statusLabels[e.toStatus])
                : e.agentOnly
                  ? 'Agent-only note'
                  : 'Note from the agent'}
              {e.toStatus === 'submitted' &&
                e.fromStatus === 'info_requested' &&
                ' (answer to the question)'}
              {e.note && <p className="mt-1 whitespace-pre-line">{e.note}</p>}
            </li>
          ))}
      </ol>
    </details>
  );
}
