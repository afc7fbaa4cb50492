import { History } from '@/components/documents/history';
import { formatCalendarDate } from '@/lib/time/format';
import { documentCategories } from '@/lib/config/document-checklist';
import type { clientFile, documentHistory } from '@/lib/documents/queries';
import { AgentDocument } from '../agent-document';
import { RequestForm } from '../request-form';
import { Section } from './section';

type File = NonNullable<Awaited<ReturnType<typeof clientFile>>>;

/** The documents issue's section (review, request, open with an audited 60-second link). */
export function DocumentsSection({
  clientId,
  file,
  history,
}: {
  clientId: string;
  file: File;
  history: Awaited<ReturnType<typeof documentHistory>>;
}) {
  const open = file.requests.filter((r) => !r.fulfilledBy);
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
          <ul className="mt-2">
            {open.map((r) => (
              <li key={r.id}>
                Waiting: {documentCategories[r.category].label}
                {r.dueOn && <> (by {formatCalendarDate(r.dueOn)})</>}
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
