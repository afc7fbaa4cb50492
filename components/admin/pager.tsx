import Link from 'next/link';

/** "← Previous · Page 2 of 9 · Next →" under an admin list; links keep the list's filters. */
export function Pager({
  page,
  pages,
  hrefFor,
  previous = '← Previous',
  next = 'Next →',
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  previous?: string;
  next?: string;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} className="text-primary underline">
          {previous}
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link href={hrefFor(page + 1)} className="text-primary underline">
          {next}
        </Link>
      )}
    </nav>
  );
}
