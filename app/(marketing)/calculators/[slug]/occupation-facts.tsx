import type { Occupation } from '@/lib/occupations';
import { formatCalendarDate } from '@/lib/time/format';

function Unverified({ verified }: { verified: boolean }) {
  return verified ? null : (
    <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
      check with the assessor
    </span>
  );
}

/** Codes, assessor and its rules, lists and visas for one occupation, each fact flagged if unconfirmed. */
export function OccupationFacts({ occupation }: { occupation: Occupation }) {
  return (
    <section aria-labelledby="occupation-facts" className="grid gap-6 md:grid-cols-2">
      <h2 id="occupation-facts" className="sr-only">
        Occupation facts
      </h2>
      <div className="border-border rounded-lg border p-5 text-sm">
        <h3 className="font-semibold">ANZSCO codes</h3>
        <ul className="mt-2 space-y-1">
          {occupation.anzsco.map((c) => (
            <li key={c.code}>
              <span className="font-mono font-semibold">{c.code}</span> {c.title}{' '}
              <span className="text-muted-foreground">(ANZSCO {c.version})</span>
            </li>
          ))}
        </ul>
        <h3 className="mt-4 font-semibold">Assessing authority</h3>
        <ul className="mt-2 space-y-1">
          {occupation.assessingAuthorities.map((a) => (
            <li key={a.id}>
              <a
                href={a.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline"
              >
                {a.name}
              </a>
            </li>
          ))}
        </ul>
        <h3 className="mt-4 font-semibold">Lists and visas</h3>
        <ul className="mt-2 space-y-1">
          {occupation.lists.map((l) => (
            <li key={l.list}>
              {l.list}: {l.onList ? 'on the list' : 'not on the list'}
              {l.note ? ` (${l.note})` : ''}
              <Unverified verified={l.verified} />
            </li>
          ))}
        </ul>
        <p className="mt-2">Visas: {occupation.visas.map((v) => v.subclass).join(', ')}</p>
        {occupation.visas.some((v) => v.note) && (
          <ul className="text-muted-foreground mt-1 list-disc pl-5">
            {occupation.visas
              .filter((v) => v.note)
              .map((v) => (
                <li key={v.subclass}>
                  {v.subclass}: {v.note}
                </li>
              ))}
          </ul>
        )}
        {occupation.excludedVisas?.map((v) => (
          <p key={v.subclass} className="text-destructive mt-2 font-medium">
            Not eligible for the {v.subclass}: {v.reason}
          </p>
        ))}
        {occupation.unconfirmedVisas?.map((v) => (
          <p key={v.subclass} className="mt-2">
            <span className="font-medium">Not confirmed for the {v.subclass}:</span> {v.reason}{' '}
            <a href={v.listUrl} target="_blank" rel="noopener noreferrer" className="underline">
              Check the official list
            </a>
            .
          </p>
        ))}
      </div>
      <div className="border-border rounded-lg border p-5 text-sm">
        <h3 className="font-semibold">Key assessment rules</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          {occupation.assessmentRules.map((r) => (
            <li key={r.text}>
              {r.text}
              <Unverified verified={r.verified} />
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-4 text-xs">
          Reviewed{' '}
          <time dateTime={occupation.reviewed}>
            {formatCalendarDate(occupation.reviewed, { month: 'long' })}
          </time>
          . Sources:{' '}
          {occupation.sources.map((s, i) => (
            <span key={s}>
              {i > 0 && ', '}
              <a href={s} target="_blank" rel="noopener noreferrer" className="underline">
                {new URL(s).hostname}
              </a>
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
