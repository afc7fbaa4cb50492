import { z } from 'zod';
import { userForFetch } from '@/lib/auth/server';
import { logFailure } from '@/lib/log';
import { pollMessages } from '@/lib/messages/queries';

export const dynamic = 'force-dynamic';

// `since` is opaque here: pollMessages checks it (lib/messages/cursor.ts) and, without a usable
// one, starts from the database's present (never this server's clock).
const paramsSchema = z.object({
  since: z.string().optional().catch(undefined),
  client: z.uuid().optional().catch(undefined),
});

/**
 * What is new in the viewer's messages since `since`: ids and the unread count only, never a
 * body (the page re-renders to show them). One short transaction; `Server-Timing: db` is its time.
 */
export async function GET(request: Request) {
  // MessagePoller stops on 401 and tells the person they were signed out (never a redirect).
  const user = await userForFetch();
  if (user === 401 || user === 503) {
    return Response.json(
      { error: user === 401 ? 'signed_out' : 'unavailable' },
      { status: user, headers: { 'cache-control': 'no-store' } },
    );
  }
  const url = new URL(request.url);
  const p = paramsSchema.parse(Object.fromEntries(url.searchParams));
  const started = performance.now();
  try {
    // pollMessages scopes a client to their own thread whatever `client` says.
    const answer = await pollMessages(user, { since: p.since ?? null, clientId: p.client });
    return Response.json(answer, {
      headers: {
        'cache-control': 'no-store',
        'server-timing': `db;dur=${(performance.now() - started).toFixed(1)}`,
      },
    });
  } catch (error) {
    logFailure('messages_poll_failed', error);
    return Response.json(
      { error: 'unavailable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
}
