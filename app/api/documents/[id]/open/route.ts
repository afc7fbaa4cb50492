import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { signedUrlFor } from '@/lib/documents/files';
import { openFailed } from '@/lib/documents/messages';

export const dynamic = 'force-dynamic';

/**
 * Opens a document through a 60-second signed URL that always downloads (attachment, a name we
 * make): a client's file is never shown inline. For an agent, the read is recorded in audit_log
 * before the URL exists.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const user = await requireUser('/dashboard?tab=documents');
  if (!z.uuid().safeParse(id).success) return new Response('Not found', { status: 404 });
  const signed = await signedUrlFor({
    user,
    documentId: id,
  });
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
