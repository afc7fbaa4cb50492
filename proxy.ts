import { NextResponse, type NextRequest } from 'next/server';
import { guardActionRequest, isActionRequest } from '@/lib/http/action-guard';
import { hasMalformedEncoding } from '@/lib/http/path-encoding';
import { updateSession } from '@/lib/supabase/proxy';

/**
 * Refreshes the Supabase session for the paths that need one and sends signed-out visitors of
 * /dashboard and /admin to sign in. Marketing pages never pass through here (see matcher).
 * /api/* is refreshed but never redirected: this check only reads the token, so it cannot see a
 * session ended elsewhere; each route answers for itself (401 JSON for what a page fetches,
 * userForFetch in lib/auth/server.ts; sign in and back for a download link, requireUser).
 */
export async function proxy(request: NextRequest) {
  const { pathname: path } = request.nextUrl;
  if (hasMalformedEncoding(path))
    return new Response('This address is not valid.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  if (isActionRequest(request, path)) {
    const refused = await guardActionRequest(request);
    if (refused) return refused;
    const needsSession = ['/dashboard', '/admin', '/auth'].some((p) => path.startsWith(p));
    if (!needsSession) return NextResponse.next();
  } else if (!['/dashboard', '/admin', '/auth', '/api/'].some((p) => path.startsWith(p))) {
    // Matched only for its percent sign (a marketing page): no session to refresh.
    return NextResponse.next();
  }
  const { response, signedIn } = await updateSession(request);
  const { pathname, search } = request.nextUrl;
  // /dashboard/assessments/new sends signed-out people to sign up itself (what to start rides in `next`).
  const selfGuarded = pathname === '/dashboard/assessments/new';
  if (
    !signedIn &&
    !selfGuarded &&
    (pathname.startsWith('/dashboard') || pathname.startsWith('/admin'))
  ) {
    const url = request.nextUrl.clone();
    url.pathname = '/auth';
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    const redirect = NextResponse.redirect(url);
    for (const c of response().cookies.getAll()) redirect.cookies.set(c);
    return redirect;
  }
  return response();
}

export const config = {
  matcher: [
    // Any path with a percent sign, so a malformed escape gets 400 here instead of Next's 500
    // (lib/http/path-encoding.ts); a well-formed one passes straight through.
    '/(.*%.*)',
    '/dashboard/:path*',
    '/admin/:path*',
    '/auth/:path*',
    // Not POST /api/documents (uploads): Next clones a body that passes through proxy and silently
    // cuts it at 10 MB (experimental.proxyClientMaxBodySize), which would also hold each upload in
    // memory twice. The uploader refreshes the session first through /api/documents/session.
    '/api/((?!documents$).*)',
    // Server-action posts on any page (lib/http/action-guard.ts): matched by header, so a GET of
    // a marketing page never runs the proxy.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/documents$).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded).*',
        },
      ],
    },
  ],
};
