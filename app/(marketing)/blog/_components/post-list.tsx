import Link from 'next/link';
import { blogCategories, categoryName } from '@/lib/config/blog';
import type { PostSummary } from '@/lib/content';
import { formatCalendarDate } from '@/lib/time/format';

/*
 * Styles: `.chips` and `.post-list` in app/globals.css, so each of the ~85 guides carries no class
 * lists (they were sent twice, in the HTML and the inline RSC payload). Links fetch on tap: a
 * visible list would otherwise prefetch every guide and category on screen at load.
 */

/** Category filter as links: works without JavaScript and every filter has its own URL. */
export function CategoryNav({ active }: { active?: string }) {
  return (
    <nav aria-label="Guide categories" className="chips">
      <Link href="/blog" prefetch={false} aria-current={!active ? 'page' : undefined}>
        All guides
      </Link>
      {blogCategories.map((c) => (
        <Link
          key={c.id}
          href={`/blog/category/${c.id}`}
          prefetch={false}
          aria-current={active === c.id ? 'page' : undefined}
        >
          {c.name}
        </Link>
      ))}
    </nav>
  );
}

/** One card per guide: category, title, summary, dates and reading time. */
export function PostList({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="post-list">
      {/* Index keys: the list never reorders in the browser, and a slug key is ~40 more bytes a
          guide in the page's inline RSC payload. */}
      {posts.map((p, i) => (
        <li key={i}>
          <p>{categoryName(p.category)}</p>
          <h2>
            <Link href={`/blog/${p.slug}`} prefetch={false}>
              {p.title}
            </Link>
          </h2>
          <p>{p.description}</p>
          <p>
            Published{' '}
            <time dateTime={p.published}>{formatCalendarDate(p.published, { month: 'long' })}</time>
            {p.updated && p.updated !== p.published.slice(0, 10) && (
              <>
                {' · Updated '}
                <time dateTime={p.updated}>{formatCalendarDate(p.updated, { month: 'long' })}</time>
              </>
            )}
            {` · ${p.readingMinutes} min read`}
          </p>
        </li>
      ))}
    </ul>
  );
}
