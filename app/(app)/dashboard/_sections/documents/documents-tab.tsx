import Link from 'next/link';
import { formatCalendarDate } from '@/lib/time/format';
import type { SectionProps } from '..';
import {
  ACCEPTED_FORMATS_TEXT,
  checklistByFamily,
  documentCategories,
  VISA_FAMILIES,
  type VisaFamily,
} from '@/lib/config/document-checklist';
import { documentHistory, myDocuments } from '@/lib/documents/queries';
import { cn } from '@/lib/utils';
import { DocumentCard } from './document-card';
import { History } from '@/components/documents/history';
import { Uploader } from '@/components/documents/uploader';

export async function DocumentsTab({ user, query: { family } }: SectionProps) {
  const fam: VisaFamily = VISA_FAMILIES.includes(family as VisaFamily)
    ? (family as VisaFamily)
    : 'skilled';
  const [{ documents, requests }, history] = await Promise.all([
    myDocuments(user),
    documentHistory(user, user.id, 30),
  ]);
  // A request the agent cancelled is no longer asked for (its cancellation is in the history).
  const open = requests.filter((r) => !r.fulfilledBy && !r.cancelledAt);
  // A rejected document that already has its replacement needs nothing more from the client.
  const replacedBy = new Map(documents.filter((d) => d.replacesId).map((d) => [d.replacesId, d]));
  const have = new Set(documents.map((d) => d.category));

  return (
    <div className="space-y-6">
      {open.length > 0 && (
        <section
          className="rounded-lg border border-amber-300 bg-amber-50 p-5"
          data-testid="requests"
        >
          <h2 className="text-lg font-semibold">Asked for by your agent</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {open.map((r) => (
              <li key={r.id}>
                <span className="font-medium">{documentCategories[r.category].label}</span>
                {r.dueOn && <> — by {formatCalendarDate(r.dueOn)}</>}
                {r.note && <p className="text-muted-foreground">“{r.note}”</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="border-border bg-background rounded-lg border p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Upload a document</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {ACCEPTED_FORMATS_TEXT}. Only you and your agent can open your files.
        </p>
        <Uploader defaultCategory={open[0]?.category} />
      </section>

      <section>
        <h2 className="text-lg font-semibold">Your documents</h2>
        {documents.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">Nothing uploaded yet.</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="my-documents">
            {documents.map((d) => (
              <DocumentCard key={d.id} doc={d} replacedBy={replacedBy.get(d.id)} />
            ))}
          </ul>
        )}
      </section>

      <section className="border-border bg-background rounded-lg border p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Checklist</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          What a visa usually needs. Your agent will ask for anything else.
        </p>
        <nav aria-label="Visa type" className="mt-3 flex flex-wrap gap-2">
          {VISA_FAMILIES.map((f) => (
            <Link
              key={f}
              href={`/dashboard?tab=documents&family=${f}`}
              aria-current={f === fam ? 'true' : undefined}
              className={cn(
                'rounded-full border px-3 py-1 text-sm',
                f === fam ? 'border-primary bg-primary text-white' : 'border-border',
              )}
            >
              {checklistByFamily[f].label.split(' (')[0]}
            </Link>
          ))}
        </nav>
        <ul className="mt-4 divide-y">
          {checklistByFamily[fam].categories.map((c) => (
            <li key={c} className="py-3">
              <p className="font-medium">
                {have.has(c) ? '✓ ' : ''}
                {documentCategories[c].label}
              </p>
              <p className="text-muted-foreground text-sm">{documentCategories[c].what}</p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {documentCategories[c].tips.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <History entries={history} />
    </div>
  );
}
