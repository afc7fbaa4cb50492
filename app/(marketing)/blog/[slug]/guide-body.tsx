import Link from 'next/link';
import { FaqList } from '@/components/content/faq-list';
import { Prose } from '@/components/content/prose';
import { SourcesList } from '@/components/content/sources-list';
import { Toc } from '@/components/content/toc';
import { JsonLd } from '@/components/json-ld';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { categoryName } from '@/lib/config/blog';
import { siteConfig } from '@/lib/config/site';
import { getPost, relatedPosts } from '@/lib/content';
import { formatCalendarDate } from '@/lib/time/format';
import { articleLd, faqLd } from '@/lib/seo/json-ld';

/** A guide's whole body, rendered as a static part (app/(marketing)/parts.tsx). */
export function GuideBody({ slug }: { slug: string }) {
  const post = getPost(slug);
  if (!post) return null;
  const path = `/blog/${post.slug}`;
  const related = relatedPosts(post);
  const updated = post.updated ?? post.published;

  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: categoryName(post.category), path: `/blog/category/${post.category}` },
          { name: post.title, path },
        ]}
      />
      <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <header className="max-w-3xl">
          <p className="eyebrow">{categoryName(post.category)}</p>
          <h1 className="page-title mt-1">{post.title}</h1>
          <p className="text-muted-foreground mt-3 text-lg">{post.description}</p>
          <p className="text-muted-foreground mt-3 text-sm">
            By {siteConfig.marn.agentName} (MARN {siteConfig.marn.number}) · Published{' '}
            <time dateTime={post.published}>
              {formatCalendarDate(post.published, { month: 'long' })}
            </time>
            {updated.slice(0, 10) !== post.published.slice(0, 10) && (
              <>
                {' '}
                · Updated{' '}
                <time dateTime={updated}>{formatCalendarDate(updated, { month: 'long' })}</time>
              </>
            )}{' '}
            · {post.readingMinutes} min read
          </p>
        </header>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_16rem]">
          <div className="min-w-0">
            <Prose html={post.html} />
            <FaqList faq={post.faq} />
            <SourcesList sources={post.sources} reviewed={updated} label="Last updated" />
          </div>
          <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start">
            <Toc items={post.toc} />
            <div className="side-box">
              <p className="font-semibold">Check your points</p>
              <p className="text-muted-foreground mt-1">See your score and how to raise it.</p>
              <Link
                href="/pr-calculator"
                prefetch={false}
                className="link mt-2 inline-block font-medium"
              >
                PR points calculator
              </Link>
            </div>
          </aside>
        </div>
        {related.length > 0 && (
          <section aria-labelledby="related" className="mt-14">
            <h2 id="related" className="text-2xl font-bold">
              Related guides
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug} className="card p-4">
                  <Link
                    href={`/blog/${p.slug}`}
                    prefetch={false}
                    className="title-link font-semibold"
                  >
                    {p.title}
                  </Link>
                  <p className="text-muted-foreground mt-1 text-sm">{p.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <CtaBand title="Want advice on your situation?" />
      <JsonLd
        data={[
          articleLd({
            title: post.title,
            description: post.description,
            path,
            published: post.published,
            updated: post.updated,
            keywords: post.keywords,
          }),
          ...(post.faq.length ? [faqLd(post.faq)] : []),
        ]}
      />
    </>
  );
}
