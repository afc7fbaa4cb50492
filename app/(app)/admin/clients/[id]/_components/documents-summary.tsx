import { sydney } from '@/components/admin/format';
import type { clientFile } from '@/lib/documents/queries';
import { ymd } from '@/lib/admin/format-date';
import { Section } from './section';

type File = NonNullable<Awaited<ReturnType<typeof clientFile>>>;

/**
 * Documents with status and expiry. Review, request and open (audited) live in the documents
 * issue's section; this read-only list stands in until that lands here.
 */
export function DocumentsSummary({ documents }: { documents: File['documents'] }) {
  return (
    <Section id="documents" title="Documents">
      <ul className="divide-border divide-y" data-testid="client-documents">
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="font-medium">{d.category.replace(/-/g, ' ')}</span>
            <span className="text-muted-foreground">
              <span className="bg-muted text-foreground rounded px-2 py-0.5">
                {d.status.replace(/_/g, ' ')}
              </span>
              {d.expiresOn ? ` · expires ${ymd(d.expiresOn)}` : ''}
              {d.hiddenAt ? ' · removed by client' : ''} · {sydney(d.createdAt)}
            </span>
          </li>
        ))}
        {documents.length === 0 && <li className="text-muted-foreground">No documents.</li>}
      </ul>
    </Section>
  );
}
