import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { signedCopyUrl } from '@/lib/engagements/signed-copy';

export const dynamic = 'force-dynamic';

/**
 * The signed agreement PDF through a 60-second signed URL made with the person's own token, so
 * storage RLS applies too: the client's own file, or an agent's read recorded in audit_log first.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const user = await requireUser('/dashboard?tab=engagement');
  if (!z.uuid().safeParse(id).success) return new Response('Not found', { status: 404 });
  const signed = await signedCopyUrl(user, id);
  if (!signed) return new Response('Not found', { status: 404 });
  return new Response(null, {
    status: 303,
    headers: { location: signed, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
