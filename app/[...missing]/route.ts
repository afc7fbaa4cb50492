import { siteConfig } from '@/lib/config/site';
import { NOT_FOUND_DESCRIPTION } from '@/components/site/not-found-message';
import { logFailure, logMissingPath } from '@/lib/log';

/**
 * Every path no page matches, including unknown slugs under /visas, /blog and /calculators (their
 * routes set dynamicParams = false, so those fall through to here).
 *
 * Why a route handler and not a page calling notFound(): in Next 16 a notFound() thrown during an
 * on-demand render is answered with an empty `<html id="__next_error__">` shell that only fills in
 * with JavaScript, so crawlers, Opera Mini and anyone whose script failed saw a white page. The
 * prerendered 404 page (/_not-found, built from app/not-found.tsx) is complete HTML; this handler
 * logs the path once and answers with that page and status 404.
 */

let cached: string | undefined;

/**
 * Marks this handler's own fetch of /_not-found. Where that page is not prerendered (next dev),
 * the fetch lands here again; without the mark each 404 fetched itself until the sockets gave out
 * (500+ requests per missing path, measured).
 */
const SELF_FETCH = 'x-not-found-page-fetch';

/** Trusted origins only (never the request's Host header): this server itself, then the site. */
function origins(): string[] {
  const local = process.env.PORT ? [`http://127.0.0.1:${process.env.PORT}`] : [];
  return [...local, siteConfig.url];
}

async function notFoundPage(selfFetch: boolean): Promise<string> {
  if (cached) return cached;
  if (selfFetch) return fallbackPage();
  for (const origin of origins()) {
    try {
      const res = await fetch(`${origin}/_not-found`, {
        headers: { [SELF_FETCH]: '1' },
        signal: AbortSignal.timeout(3000),
      });
      const html = await res.text();
      if (res.status === 404 && html.includes('id="main"')) return (cached = html);
    } catch (error) {
      logFailure('not_found_page_fetch_failed', error, { origin });
    }
  }
  return fallbackPage();
}

/** Last resort, still readable without JavaScript. */
function fallbackPage(): string {
  return `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="description" content="${NOT_FOUND_DESCRIPTION}"><title>Page not found | ${siteConfig.name}</title></head><body><main id="main"><p>404</p><h1>Oops! Page not found</h1><p><a href="/">Back to home</a></p></main></body></html>`;
}

export async function GET(request: Request) {
  logMissingPath(new URL(request.url).pathname);
  return new Response(await notFoundPage(request.headers.has(SELF_FETCH)), {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    },
  });
}
