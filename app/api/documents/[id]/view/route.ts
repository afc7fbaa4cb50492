import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { signedUrlFor } from '@/lib/documents/files';
import { openFailed } from '@/lib/documents/messages';
import { sniffViewable, viewerHeaders } from '@/lib/documents/viewer';

export const dynamic = 'force-dynamic';

/** The upload limit: a file larger than this is not one of ours. */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Shows a PDF or a picture in the browser instead of saving it to Downloads ("The portal as
 * tried", round 2). The same audited read as /open (signedUrlFor writes the audit row before any
 * URL exists); the server fetches the 60-second signed URL itself and serves the bytes inline
 * only when their first bytes say PDF, PNG, JPEG or WebP, under a CSP that runs nothing
 * (lib/documents/viewer.ts). Anything else goes on to the download, as /open does.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const user = await requireUser('/dashboard?tab=documents');
  if (!z.uuid().safeParse(id).success) return new Response('Not found', { status: 404 });
  const signed = await signedUrlFor({ user, documentId: id });
  if (signed === 'not_found') return new Response('Not found', { status: 404 });
  const unavailable = () =>
    new Response(openFailed, {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' },
    });
  if (signed === 'unavailable') return unavailable();
  const res = await fetch(signed.url, { cache: 'no-store' }).catch(() => null);
  if (!res?.ok) return unavailable();
  const bytes = new Uint8Array(await res.arrayBuffer());
  const type = bytes.byteLength <= MAX_BYTES ? sniffViewable(bytes) : null;
  if (!type)
    return new Response(null, {
      status: 303,
      headers: {
        location: signed.url,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    });
  // The download name of the signed URL, reused: our own words and digits, nothing the client typed.
  const name = new URL(signed.url).searchParams.get('download') ?? 'document';
  return new Response(bytes, { status: 200, headers: viewerHeaders(type, safeName(name)) });
}

const safeName = (n: string) => (/^[a-z0-9.-]{1,80}$/.test(n) ? n : 'document');
