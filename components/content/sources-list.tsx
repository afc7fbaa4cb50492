import { formatCalendarDate } from '@/lib/time/format';

/** Official sources and the date the page was last checked against them. */
export function SourcesList({
  sources,
  reviewed,
  label = 'Last reviewed',
}: {
  sources: { title: string; url: string }[];
  reviewed: string;
  label?: string;
}) {
  return (
    <section aria-labelledby="sources" className="bg-muted/60 mt-12 rounded-lg p-5 text-sm">
      <h2 id="sources" className="text-base font-semibold">
        Sources
      </h2>
      <ul className="sources">
        {sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} target="_blank" rel="noopener noreferrer">
              {s.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-3">
        {label}: <time dateTime={reviewed}>{formatCalendarDate(reviewed, { month: 'long' })}</time>.
        General information, not migration advice.
      </p>
    </section>
  );
}
