import { documentCategories } from '@/lib/config/document-checklist';
import { formatCalendarDate } from '@/lib/time/format';
import { When } from '@/components/time/when';
import { formatBytes, STATUS_LABELS } from '@/lib/documents/format';
import { canView } from '@/lib/documents/viewer';
import type { DocumentRow } from '@/lib/documents/types';
import { LegalHoldForm } from './legal-hold-form';
import { ReviewForm } from './review-form';

export function AgentDocument({ doc }: { doc: DocumentRow }) {
  return (
    <li className="border-border bg-background rounded-lg border p-4" data-testid="agent-document">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{doc.originalName}</p>
          <p className="text-muted-foreground text-sm">
            {documentCategories[doc.category].label} · {doc.mimeType} · {formatBytes(doc.sizeBytes)}{' '}
            · <When at={doc.createdAt} />
            {doc.expiresOn && <> · expires {formatCalendarDate(doc.expiresOn)}</>}
          </p>
          <p className="text-muted-foreground font-mono text-xs break-all">
            SHA-256 {doc.sha256.slice(0, 16)}…
          </p>
        </div>
        <span className="text-sm font-semibold" data-testid="status">
          {STATUS_LABELS[doc.status]}
          {doc.hiddenAt &&
            ` · removed by client, kept until ${formatCalendarDate(doc.retainUntil)}`}
        </span>
      </div>
      {doc.reviewReason && <p className="mt-2 text-sm">Reason given: {doc.reviewReason}</p>}
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {/* "View" opens a PDF or picture in a new tab (recorded, shown by the browser, nothing
            run); "Download" says where the file goes, since it lands in the device's Downloads. */}
        {canView(doc.mimeType) && (
          <a
            href={`/api/documents/${doc.id}/view`}
            target="_blank"
            rel="noopener"
            className="text-primary inline-flex min-h-11 items-center font-medium underline"
          >
            View (recorded)<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <a
          href={`/api/documents/${doc.id}/open`}
          className="text-primary inline-flex min-h-11 items-center font-medium underline"
        >
          Download (saves to your device, recorded)
        </a>
        <LegalHoldForm id={doc.id} clientId={doc.clientId} hold={doc.legalHold} />
      </div>
      <ReviewForm id={doc.id} status={doc.status} />
    </li>
  );
}
