import { getCurrentUser } from '@/lib/auth/server';

export const dynamic = 'force-dynamic';

/**
 * Called by the uploader just before it sends a file: this path goes through proxy.ts, which
 * refreshes an expiring session cookie, so the upload itself (which skips proxy) finds a valid one.
 */
export async function GET() {
  return new Response(null, { status: (await getCurrentUser()) ? 204 : 401 });
}
