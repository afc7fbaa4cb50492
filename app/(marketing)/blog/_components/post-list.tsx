import Link from 'next/link';
import { blogCategories, categoryName } from '@/lib/config/blog';
import type { PostSummary } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Category filter as links: works without JavaScript and every filter has its own URL. */
export function CategoryNav({ active }: { active?: string }) {
  const item = 'rounded-full border px-4 py-1.5 text-sm font-medium';
  return (
    <nav aria-label="Guide categories" className="flex flex-wrap gap-2">
      <Link
        href="/blog"
        aria-current={!active ? 'page' : undefined}
        className={cn(
          item,
          !active ? 'border-primary bg-primary text-white' : 'border-border hover:bg-muted',
        )}
      >
        All guides
      </Link>
      {blogCategories.map((c) => (
        <Link
          key={c.id}
          href={`/blog/category/${c.id}`}
          aria-current={active === c.id ? 'page' : undefined}
          className={cn(
            item,
            active === c.id
              ? 'border-primary bg-primary text-white'
              : 'border-border hover:bg-muted',
          )}
        >
          {c.name}
        </Link>
      ))}
    </nav>
  );
}

export function PostList({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((p) => (
        <li key={p.slug} className="border-border flex flex-col rounded-lg border p-5">
          <p className="text-primary text-xs font-semibold tracking-wide uppercase">
            {categoryName(p.category)}
          </p>
          <h2 className="mt-2 text-lg leading-snug font-semibold">
            <Link href={`/blog/${p.slug}`} className="hover:text-primary hover:underline">
              {p.title}
            </Link>
          </h2>
          <p className="text-muted-foreground mt-2 flex-1 text-sm">{p.description}</p>
          <p className="text-muted-foreground mt-4 text-xs">
            Published <time dateTime={p.published}>{formatDate(p.published)}</time>
            {p.updated && p.updated !== p.published.slice(0, 10) && (
              <>
                {' '}
                · Updated <time dateTime={p.updated}>{formatDate(p.updated)}</time>
              </>
            )}{' '}
            · {p.readingMinutes} min read
          </p>
        </li>
      ))}
    </ul>
  );
}
