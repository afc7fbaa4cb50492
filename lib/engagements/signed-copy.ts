/**
 * After acceptance: the PDF of the agreement as accepted, stored in the documents bucket under
 * the client's folder ("<client id>/engagement-<random uuid>.pdf": a name the client cannot
 * guess or pre-empt), then recorded once on the engagement by private.record_engagement_pdf.
 * The upload uses the secret key because an agent (who may retry a failed copy) cannot write
 * into a client's folder; the database then checks the object is really there, in that client's
 * folder, before recording it. The client reads it and can never delete it (storage policy in
 * 20261126110000); an agent opens it only after an audit row, through a URL the server signs.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { engagements } from '@/lib/db';
import { type SignedUrl, signDownload } from '@/lib/documents/files';
import { logEvent, logFailure } from '@/lib/log';
import { createAdminClient } from '@/lib/supabase/admin';
import { renderAgreementPdf } from './pdf';
import { sha256Hex } from './snapshot';

export type SignedCopyResult = 'stored' | 'exists' | 'not_accepted' | 'failed';

/** Makes and records the copy; never throws (a failure is logged and reads 'failed', to retry). */
export async function storeSignedCopy(
  user: CurrentUser,
  engagementId: string,
): Promise<SignedCopyResult> {
  return store(user, engagementId).catch((error: unknown) => {
    logFailure('engagement_pdf_failed', error);
    return 'failed' as const;
  });
}

async function store(user: CurrentUser, engagementId: string): Promise<SignedCopyResult> {
  const [row] = await asServerFor(user, (tx) =>
    tx.select().from(engagements).where(eq(engagements.id, engagementId)),
  );
  if (!row || row.status !== 'accepted' || !row.acceptedAt || !row.snapshot) return 'not_accepted';
  if (row.pdfPath) return 'exists';
  const bytes = await renderAgreementPdf({
    snapshot: row.snapshot,
    snapshotSha256: row.snapshotSha256 ?? '',
    acceptedName: row.acceptedName ?? '',
    acceptedAt: row.acceptedAt,
    acceptedIp: row.acceptedIp ?? '',
    acceptedUserAgent: row.acceptedUserAgent ?? '',
    clientTimeZone: row.acceptedTimeZone,
  });
  const path = `${row.clientId}/engagement-${randomUUID()}.pdf`;
  const bucket = createAdminClient().storage.from('documents');
  const put = await bucket.upload(path, bytes, { contentType: 'application/pdf', upsert: false });
  if (put.error) {
    logEvent('engagement_pdf_failed', { step: 'storage', error: put.error.message }, 'error');
    return 'failed';
  }
  try {
    const sha = sha256Hex(bytes);
    await asServerFor(user, (tx) =>
      tx.execute(sql`select private.record_engagement_pdf(${engagementId}::uuid, ${path}, ${sha})`),
    );
    return 'stored';
  } catch (error) {
    logFailure('engagement_pdf_failed', error, { step: 'record' });
    await bucket.remove([path]);
    return 'failed';
  }
}

/**
 * A signed URL for the copy: the client's own (their token), or an agent's read audited by
 * private.engagement_pdf_for_signing and then signed by the server (signDownload).
 */
export async function signedCopyUrl(user: CurrentUser, engagementId: string): Promise<SignedUrl> {
  let path: string | undefined;
  try {
    path = await asUser(user, async (tx) => {
      const r = await tx.execute<{ p: string }>(
        sql`select private.engagement_pdf_for_signing(${engagementId}::uuid) as p`,
      );
      return r.rows[0]?.p;
    });
  } catch {
    return 'not_found';
  }
  if (!path) return 'not_found';
  return signDownload({
    user,
    path,
    name: 'service-agreement-accepted.pdf',
    event: 'engagement_pdf_sign_failed',
  });
}
