import { documentCategories } from '@/lib/config/document-checklist';
import { STATUS_LABELS } from '@/lib/documents/format';
import { DEADLINE_LABELS } from '@/lib/matters/labels';
import { groupByPerson } from '@/lib/matters/member-labels';
import type { ClientMatter } from '@/lib/matters/queries';
import { formatCalendarDate } from '@/lib/time/format';
import { Uploader } from '@/components/documents/uploader';

/**
 * A family matter on the client's page, one card per person ("You", "Ayesha (partner)", "Zara
 * (child)"): what we need from them (with an uploader whose files go to that person), the files
 * we have for them and their key dates. A member's own login gets "You" and the shared items.
 */
export function FamilyItems({
  matter,
  viewer,
  className,
}: {
  matter: ClientMatter;
  viewer: { isHolder: boolean; memberId: string | null };
  className: string;
}) {
  const byId = new Map(matter.members.map((m) => [m.id, m]));
  const groups = groupByPerson(viewer, matter.members, {
    requests: matter.requests.filter((r) => !r.fulfilledBy),
    documents: matter.documents,
    dates: matter.deadlines.filter((d) => !d.doneAt),
  });
  return (
    <div className="space-y-4" data-testid="family-items">
      {groups.map((g) => {
        const person = byId.get(g.key);
        const passport = person?.passportExpiresOn;
        const headingId = `person-${g.key}`;
        return (
          <section
            key={g.key}
            className={className}
            aria-labelledby={headingId}
            data-testid="family-person"
          >
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {g.label}
            </h2>

            <h3 className="mt-3 text-sm font-semibold">What we need</h3>
            {g.requests.length === 0 ? (
              <p className="text-muted-foreground mt-1 text-sm">Nothing right now.</p>
            ) : (
              <ul className="mt-1 space-y-2 text-sm" data-testid="person-needs">
                {g.requests.map((r) => (
                  <li key={r.id}>
                    <span className="font-medium">{documentCategories[r.category].label}</span>
                    {r.dueOn && <> — please send it by {formatCalendarDate(r.dueOn)}</>}
                    {r.note && <p className="text-muted-foreground break-words">“{r.note}”</p>}
                  </li>
                ))}
              </ul>
            )}
            {g.requests.length > 0 && (g.key !== 'shared' || viewer.isHolder) && (
              <Uploader
                defaultCategory={g.requests[0]!.category}
                member={g.uploadFor ?? undefined}
              />
            )}

            {g.documents.length > 0 && (
              <>
                <h3 className="mt-4 text-sm font-semibold">Files we have</h3>
                <ul className="mt-1 space-y-1 text-sm" data-testid="person-documents">
                  {g.documents.map((d) => (
                    <li key={d.id} className="break-words">
                      <a
                        href={`/api/documents/${d.id}/open`}
                        className="text-primary font-medium underline"
                      >
                        {documentCategories[d.category].label}
                      </a>{' '}
                      · {STATUS_LABELS[d.status]}
                    </li>
                  ))}
                </ul>
              </>
            )}

            {(g.dates.length > 0 || passport) && (
              <>
                <h3 className="mt-4 text-sm font-semibold">Key dates</h3>
                <ul className="mt-1 space-y-1 text-sm" data-testid="person-dates">
                  {passport && (
                    <li>
                      <span className="font-medium">{formatCalendarDate(passport)}</span> · Passport
                      expires
                    </li>
                  )}
                  {g.dates.map((d) => (
                    <li key={d.id}>
                      <span className="font-medium">{formatCalendarDate(d.dueOn)}</span> ·{' '}
                      {DEADLINE_LABELS[d.kind]}
                      {d.note && <p className="text-muted-foreground break-words">{d.note}</p>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
