import type { DocumentRow } from '@/lib/documents/types';
import { formatCalendarDate } from '@/lib/time/format';
import { When } from '@/components/time/when';
import { documentCategories } from '@/lib/config/document-checklist';
import { formatBytes, STATUS_LABELS } from '@/lib/documents/format';
import { canView } from '@/lib/documents/viewer';
import { cn } from '@/lib/utils';
import { RemoveButton } from './remove-button';
import { Uploader } from '@/components/documents/uploader';

const badge = {
  uploaded: 'bg-slate-100 text-slate-800',
  accepted: 'bg-green-100 text-green-900',
  needs_replacement: 'bg-red-100 text-red-900',
  replaced: 'bg-slate-100 text-slate-700',
} as const;

/** One document; a rejected one that has been replaced says by what, and is no longer red. */
export function DocumentCard({ doc, replacedBy }: { doc: DocumentRow; replacedBy?: DocumentRow }) {
  const status = replacedBy ? 'replaced' : doc.status;
  return (
    <li className="border-border bg-background rounded-lg border p-4" data-testid="document">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{doc.originalName}</p>
          <p className="text-muted-foreground text-sm">
            {documentCategories[doc.category].label} · {formatBytes(doc.sizeBytes)} · sent{' '}
            <When at={doc.createdAt} />
            {doc.expiresOn && <> · expires {formatCalendarDate(doc.expiresOn)}</>}
          </p>
        </div>
        {doc.agentProvided ? (
          <span
            className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-900"
            data-testid="status"
          >
            From your agent
          </span>
        ) : (
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge[status])}
            data-testid="status"
          >
            {status === 'replaced' ? 'Replaced' : STATUS_LABELS[status]}
          </span>
        )}
      </div>
      {replacedBy && (
        <p className="mt-2 text-sm break-words" data-testid="replaced-by">
          Replaced by {replacedBy.originalName}, sent <When at={replacedBy.createdAt} dateOnly />.
        </p>
      )}
      {status === 'needs_replacement' && doc.reviewReason && (
        <p className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-900" data-testid="reason">
          Your agent says: {doc.reviewReason}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        {/* A PDF or picture shows in a new tab (nothing in it runs); every file can also be
            saved to the device. */}
        {canView(doc.mimeType) && (
          <a
            href={`/api/documents/${doc.id}/view`}
            target="_blank"
            rel="noopener"
            className="text-primary font-medium underline"
          >
            View<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <a
          href={`/api/documents/${doc.id}/open`}
          target="_blank"
          rel="noopener"
          className="text-primary font-medium underline"
        >
          {canView(doc.mimeType) ? 'Download' : 'Open'}
        </a>
        {/* The agent's file (a summary, draft forms) is the agency's record of what it sent:
            the database refuses a client's removal, so the button is not offered. */}
        {!doc.agentProvided && <RemoveButton id={doc.id} reviewed={doc.status !== 'uploaded'} />}
      </div>
      {status === 'needs_replacement' && (
        <div className="mt-3 border-t pt-3">
          <p className="text-sm font-medium">Send a new copy</p>
          <Uploader defaultCategory={doc.category} replaces={doc.id} compact />
        </div>
      )}
    </li>
  );
}
