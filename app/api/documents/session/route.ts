import { userForFetch } from '@/lib/auth/server';

export const dynamic = 'force-dynamic';

/**
 * Called by the uploader just before it sends a file: this path goes through proxy.ts, which
 * refreshes an expiring session cookie, so the upload itself (which skips proxy) finds a valid one.
 */
export async function GET() {
  // 401 signed out; 503 when the database could not say (busy, restarting): the uploader retries.
  const user = await userForFetch();
  return new Response(null, { status: typeof user === 'number' ? user : 204 });
}
