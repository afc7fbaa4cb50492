import { readFileSync, readdirSync } from 'node:fs';
import { withContentCollections } from '@content-collections/next';
import { parse } from 'yaml';
import { securityHeaderRoutes, securityHeaders, securityOrigins } from './lib/security/headers.mjs';
import { precompressedRoutes, precompressing } from './scripts/precompress-pages.mjs';

const visaAliases = JSON.parse(
  readFileSync(new URL('./lib/config/visa-aliases.json', import.meta.url), 'utf8'),
);

/**
 * Old blog slugs listed in each post's `aliases` frontmatter. Redirects are resolved before any
 * page renders, so they are read here from the files themselves (the generated collection is not
 * available while the config loads).
 */
function blogAliases() {
  const dir = new URL('./content/posts/', import.meta.url);
  const out = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const fm = /^---\n([\s\S]*?)\n---/.exec(text);
    const aliases = fm ? (parse(fm[1])?.aliases ?? []) : [];
    for (const alias of aliases) out.push([alias, file.replace(/\.mdx$/, '')]);
  }
  return out;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` checks the whole repo (app, stand-in, tests) as its own step of `npm test`;
  // checking again inside every build would double the slowest part of CI on two cores.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // `npm run dev` answers on localhost and 127.0.0.1 alike; without this, next dev blocks its own
  // dev resources (HMR, dev overlay) for a page opened at http://127.0.0.1:3000.
  allowedDevOrigins: ['127.0.0.1'],
  // forbidden() → app/forbidden.tsx with HTTP 403 for non-admins at /admin.
  // inlineCss: the portal's and sign-in's sheet (app/app.css, 13 KiB gzip) comes inside the HTML
  // instead of a render-blocking <link>. On a throttled phone line that request shared the
  // bandwidth with the scripts and held the first paint back: /dashboard LCP was floor + 841 ms,
  // inline it is floor + 207 (bench/lighthouse-portal.mjs, issue 39). The cost: a full page load
  // carries the sheet twice (the <style> and the RSC payload, about 11 KiB gzip more) and no
  // cached file; client-side navigations are unchanged. Marketing pages bring their own inline
  // sheet (components/site/marketing-style.tsx) and import no Next-managed CSS, so this leaves them
  // as they were.
  experimental: { authInterrupts: true, globalNotFound: true, inlineCss: true },
  // lib/pdf/text.ts reads its fonts from disk at run time, which file tracing cannot see: the
  // routes and actions that make PDFs (the invoice, the statement, the signed agreement) get them.
  // Server actions count as their page's route, hence every portal page.
  outputFileTracingIncludes: {
    '/api/billing/**': ['./lib/pdf/fonts/*.ttf'],
    '/admin/**': ['./lib/pdf/fonts/*.ttf'],
    '/dashboard': ['./lib/pdf/fonts/*.ttf'],
    '/dashboard/**': ['./lib/pdf/fonts/*.ttf'],
  },
  async redirects() {
    return [
      ...Object.entries(visaAliases).map(([from, to]) => ({
        source: `/visas/${from}`,
        destination: `/visas/${to}`,
        permanent: true,
      })),
      ...blogAliases().map(([from, to]) => ({
        source: `/blog/${from}`,
        destination: `/blog/${to}`,
        permanent: true,
      })),
    ];
  },
  // Tells components/site/marketing-style.tsx that the sheet is also served as a file.
  env: { PRECOMPRESSED_PAGES: precompressing() ? '1' : '' },
  // The marketing pages compressed once at build time (scripts/precompress-pages.mjs), under
  // `npm run build` only: that is where the step writing the files follows `next build`.
  async rewrites() {
    return { beforeFiles: precompressing() ? precompressedRoutes().rewrites : [] };
  },
  async headers() {
    // Static headers (not proxy.ts, not nonces): they reach static pages without making them dynamic.
    const headers = securityHeaders({
      ...securityOrigins(),
      dev: process.env.NODE_ENV === 'development',
    });
    // Every path but the document viewer's, which sends its own sandboxing CSP.
    return [
      ...securityHeaderRoutes(headers),
      ...(precompressing() ? precompressedRoutes().headers : []),
    ];
  },
};

/**
 * The marketing pages' inline stylesheet (scripts/marketing-css.mjs) is written before `next build`
 * and kept current under `next dev`, detected the way @content-collections/next detects them: the
 * config is also loaded by `next start`, by jest and by build workers, which need nothing written.
 */
async function withMarketingCss(config) {
  const [command] = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const dev = command === undefined && process.env.NODE_ENV === 'development';
  if ((command === 'build' || dev) && !globalThis.marketingCssWritten) {
    globalThis.marketingCssWritten = true;
    // Imported here, not at the top: Tailwind and lightningcss are build tools, absent where
    // `next start` runs with production dependencies only.
    const { watchMarketingCss, writeMarketingCss } = await import('./scripts/marketing-css.mjs');
    await writeMarketingCss();
    if (dev) watchMarketingCss();
  }
  return config;
}

export default withMarketingCss(await withContentCollections(nextConfig));
