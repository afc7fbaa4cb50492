import type { AuditEntry } from '@/lib/documents/types';
import { When } from '@/components/time/when';
import { documentCategories } from '@/lib/config/document-checklist';
import type { DocumentCategory } from '@/lib/documents/constants';
import { historyVerb } from '@/lib/documents/format';

/** The audit trail about this client's documents, newest first. */
export function History({
  entries,
  agentView = false,
}: {
  entries: AuditEntry[];
  agentView?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <section
      className="border-border bg-background rounded-lg border p-5 sm:p-6"
      data-testid="history"
    >
      <h2 className="text-lg font-semibold">History</h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((e) => {
          const category = e.details.category as DocumentCategory | undefined;
          const who = e.actorId === e.clientId ? (agentView ? 'Client' : 'You') : 'Your agent';
          return (
            <li key={e.id} className="flex flex-wrap gap-x-2">
              <When at={e.at} className="text-muted-foreground" />
              <span>
                {agentView && who === 'Your agent' ? 'Agent' : who} {historyVerb(e.action)}{' '}
                {category ? documentCategories[category]?.label.toLowerCase() : 'a document'}
                {e.action === 'document.needs_replacement' && typeof e.details.reason === 'string'
                  ? `: “${e.details.reason}”`
                  : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
