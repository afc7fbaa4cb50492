import { History } from '@/components/documents/history';
import { calendarDay, formatCalendarDate } from '@/lib/time/format';
import { documentCategories } from '@/lib/config/document-checklist';
import type { clientFile, documentHistory } from '@/lib/documents/queries';
import { AgentDocument } from '../agent-document';
import { RequestForm } from '../request-form';
import { RequestControls } from '../request-item';
import { agentToday } from '@/lib/time/due-date';
import { When } from '@/components/time/when';
import { Section } from './section';

type File = NonNullable<Awaited<ReturnType<typeof clientFile>>>;

/** The documents issue's section (review, request, open with an audited 60-second link). */
export async function DocumentsSection({
  clientId,
  file,
  history,
}: {
  clientId: string;
  file: File;
  history: Awaited<ReturnType<typeof documentHistory>>;
}) {
  const open = file.requests.filter((r) => !r.fulfilledBy && !r.cancelledAt);
  const cancelled = file.requests.filter((r) => r.cancelledAt);
  const today = await agentToday();
  return (
    <Section id="documents" title="Documents">
      <p className="text-muted-foreground">
        Opening a file records it in the audit log; the link works for 60 seconds.
      </p>
      {file.documents.length === 0 ? (
        <p className="text-muted-foreground mt-3">No documents yet.</p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="agent-documents">
          {file.documents.map((d) => (
            <AgentDocument key={d.id} doc={d} />
          ))}
        </ul>
      )}
      <div className="border-border mt-6 border-t pt-4">
        <h3 className="font-semibold">Ask for a document</h3>
        {open.length > 0 && (
          <ul className="divide-border mt-2 divide-y" data-testid="open-requests">
            {open.map((r) => {
              const due = r.dueOn ? calendarDay(r.dueOn) : null;
              return (
                <li key={r.id} className="py-2" data-testid="open-request">
                  Waiting: {documentCategories[r.category].label}
                  {due && <> (by {formatCalendarDate(due)})</>}
                  {due && due < today && (
                    <span
                      className="bg-destructive/10 text-destructive ml-2 rounded px-2 py-0.5 text-xs font-semibold"
                      data-testid="overdue"
                    >
                      Overdue
                    </span>
                  )}
                  {r.note && <p className="text-muted-foreground text-sm">“{r.note}”</p>}
                  <RequestControls id={r.id} clientId={clientId} note={r.note} dueOn={due} />
                </li>
              );
            })}
          </ul>
        )}
        {cancelled.length > 0 && (
          <ul className="text-muted-foreground mt-2 text-sm" data-testid="cancelled-requests">
            {cancelled.map((r) => (
              <li key={r.id}>
                Cancelled: {documentCategories[r.category].label} · <When at={r.cancelledAt} />
              </li>
            ))}
          </ul>
        )}
        <RequestForm clientId={clientId} />
      </div>
      <div className="mt-6">
        <History entries={history} agentView />
      </div>
    </Section>
  );
}
