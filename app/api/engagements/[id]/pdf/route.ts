import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { signedCopyUrl } from '@/lib/engagements/signed-copy';
import { openFailed } from '@/lib/documents/messages';

export const dynamic = 'force-dynamic';

/**
 * The signed agreement PDF through a 60-second signed URL: the client's own file (signed with their
 * own token, so storage RLS applies too), or an agent's read recorded in audit_log first and then
 * signed by the server (lib/documents/files.ts signDownload).
 */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const user = await requireUser('/dashboard?tab=engagement');
  if (!z.uuid().safeParse(id).success) return new Response('Not found', { status: 404 });
  const signed = await signedCopyUrl(user, id);
  if (signed === 'not_found') return new Response('Not found', { status: 404 });
  if (signed === 'unavailable')
    return new Response(openFailed, {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' },
    });
  return new Response(null, {
    status: 303,
    headers: {
      location: signed.url,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}
