import { getCurrentUser } from '@/lib/auth/server';

export const dynamic = 'force-dynamic';

/**
 * Called by the uploader just before it sends a file: this path goes through proxy.ts, which
 * refreshes an expiring session cookie, so the upload itself (which skips proxy) finds a valid one.
 */
export async function GET() {
  // The database could not say (busy, restarting): 503, so the uploader retries, never a 500.
  const user = await getCurrentUser().catch(() => 'unknown' as const);
  return new Response(null, { status: user === 'unknown' ? 503 : user ? 204 : 401 });
}
