import { after } from 'next/server';
import { getCurrentUser, requireUser } from '@/lib/auth/server';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/constants';
import { uploadMessages } from '@/lib/documents/messages';
import { receiveUpload } from '@/lib/documents/receive';
import { storeDocument, uploadParamsSchema } from '@/lib/documents/store';
import { errorText, logEvent } from '@/lib/log';
import { deliverDueMail } from '@/lib/mail/outbox';
import { createClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

const problem = (status: number, message: string, field?: string) =>
  Response.json({ error: message, field }, { status });

/**
 * Upload one document: the raw file as the body, what it is in the query string
 * (?category=&name=&key=&expiresOn=&replaces=). Streams through receiveUpload (type from the
 * first bytes, refused past 10 MB while reading), then stores it with the client's own token.
 * Chosen over a signed upload URL direct to Storage: the type and size are checked before the
 * bytes reach Storage, with no second "verify" step that could be skipped.
 */
export async function POST(request: Request) {
  // 401 rather than requireUser's redirect: this is called by the uploader, not navigated to.
  if (!(await getCurrentUser())) return problem(401, uploadMessages.signIn);
  const user = await requireUser('/dashboard?tab=documents');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = uploadParamsSchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return problem(422, issue.message, String(issue.path[0] ?? ''));
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_DOCUMENT_BYTES) return problem(413, uploadMessages.tooLarge);

  const received = await receiveUpload(request.body);
  if (!received.ok) {
    const status = received.problem === 'tooLarge' ? 413 : received.problem === 'empty' ? 400 : 415;
    logEvent('document_refused', { problem: received.problem });
    return problem(status, uploadMessages[received.problem]);
  }
  const stored = await storeDocument({
    claims: { ...user.claims, sub: user.id },
    storage: await createClient(),
    params: parsed.data,
    file: received,
  });
  if (stored.status === 'failed') return problem(503, uploadMessages.failed);
  if (stored.status === 'created')
    after(() =>
      deliverDueMail().catch((error) =>
        logEvent('mail_delivery_error', { error: errorText(error) }, 'error'),
      ),
    );
  const d = stored.document;
  return Response.json(
    { id: d.id, status: d.status, mimeType: d.mimeType, sizeBytes: d.sizeBytes },
    { status: stored.status === 'created' ? 201 : 200 },
  );
}
