import { NextResponse, type NextRequest } from 'next/server';
import { updateSession } from '@/lib/supabase/proxy';

/**
 * Refreshes the Supabase session for the paths that need one and sends signed-out visitors of
 * /dashboard and /admin to sign in. Marketing pages never pass through here (see matcher).
 */
export async function proxy(request: NextRequest) {
  const { response, signedIn } = await updateSession(request);
  const { pathname, search } = request.nextUrl;
  // /dashboard/assessments/new keeps what to start in a cookie and sends people to sign up itself.
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
  // Not POST /api/documents (uploads): Next clones a body that passes through proxy and silently
  // cuts it at 10 MB (experimental.proxyClientMaxBodySize), which would also hold each upload in
  // memory twice. The uploader refreshes the session first through /api/documents/session.
  matcher: ['/dashboard/:path*', '/admin/:path*', '/auth/:path*', '/api/((?!documents$).*)'],
};
