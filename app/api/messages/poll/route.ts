import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { errorText, logEvent } from '@/lib/log';
import { pollMessages } from '@/lib/messages/queries';

export const dynamic = 'force-dynamic';

const paramsSchema = z.object({
  since: z.iso.datetime({ offset: true }).catch(() => new Date().toISOString()),
  client: z.uuid().optional().catch(undefined),
});

/**
 * What is new in the viewer's messages since `since`: ids and the unread count only, never a
 * body (the page re-renders to show them). One short transaction; `Server-Timing: db` is its time.
 */
export async function GET(request: Request) {
  const user = await requireUser('/dashboard?tab=messages');
  const url = new URL(request.url);
  const p = paramsSchema.parse(Object.fromEntries(url.searchParams));
  const started = performance.now();
  try {
    const answer = await pollMessages(user, {
      since: p.since,
      clientId: user.isAdmin ? p.client : null,
    });
    return Response.json(answer, {
      headers: {
        'cache-control': 'no-store',
        'server-timing': `db;dur=${(performance.now() - started).toFixed(1)}`,
      },
    });
  } catch (error) {
    logEvent('messages_poll_failed', { error: errorText(error) }, 'error');
    return Response.json(
      { error: 'unavailable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
}
