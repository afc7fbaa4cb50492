/**
 * Stores a received upload: the object goes to the private bucket with the client's own token
 * (so storage RLS applies), under "<client id>/<upload key>.<ext>", then the row is written as the
 * client (so table RLS applies). The upload key is a UUID the browser makes once per file and
 * re-sends on retry, so a retry after a dropped connection never stores the file twice.
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { categoryHasExpiry } from '@/lib/config/document-checklist';
import { type Db, documents, type DocumentRow, type JwtClaims, withUser } from '@/lib/db';
import { errorText, logEvent } from '@/lib/log';
import { DOCUMENT_CATEGORIES } from './constants';
import type { Received } from './receive';
import { extensionFor } from './sniff';

const BUCKET = 'documents';

/** Shown as the person named the file; never used in a path. */
export function cleanOriginalName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (cleaned || 'document').slice(0, 255);
}

export const uploadParamsSchema = z
  .object({
    category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose what kind of document this is.' }),
    name: z.string().min(1).max(1000).transform(cleanOriginalName),
    key: z.uuid({ error: 'Missing upload key.' }),
    expiresOn: z.iso
      .date({ error: 'Enter the expiry date as shown on the document.' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    replaces: z.uuid().optional(),
  })
  .refine((v) => !v.expiresOn || categoryHasExpiry(v.category), {
    path: ['expiresOn'],
    error: 'This kind of document has no expiry date.',
  })
  .refine((v) => v.expiresOn || !categoryHasExpiry(v.category), {
    path: ['expiresOn'],
    error: 'Enter the expiry date shown on the document.',
  });
export type UploadParams = z.output<typeof uploadParamsSchema>;

export type StoreResult =
  { status: 'created' | 'existing'; document: DocumentRow } | { status: 'failed' };

export async function storeDocument(opts: {
  claims: JwtClaims;
  storage: SupabaseClient;
  params: UploadParams;
  file: Extract<Received, { ok: true }>;
  db?: Db;
}): Promise<StoreResult> {
  const { claims, params, file } = opts;
  const path = `${claims.sub}/${params.key}.${extensionFor(file.mimeType)}`;
  const existing = await findByPath(claims, path, opts.db);
  if (existing) return { status: 'existing', document: existing };

  const bucket = opts.storage.storage.from(BUCKET);
  let put = await bucket.upload(path, file.bytes, { contentType: file.mimeType, upsert: false });
  if (put.error && (put.error as { statusCode?: string }).statusCode === '409') {
    // A retry whose first attempt stored the object but not the row: start that file again.
    await bucket.remove([path]);
    put = await bucket.upload(path, file.bytes, { contentType: file.mimeType, upsert: false });
  }
  if (put.error) {
    logEvent('document_upload_failed', { step: 'storage', error: put.error.message }, 'error');
    return { status: 'failed' };
  }
  try {
    const [row] = await withUser(
      claims,
      (tx) =>
        tx
          .insert(documents)
          .values({
            clientId: claims.sub,
            category: params.category,
            storagePath: path,
            originalName: params.name,
            mimeType: file.mimeType,
            sizeBytes: file.bytes.length,
            sha256: file.sha256,
            expiresOn: params.expiresOn ?? null,
            replacesId: params.replaces ?? null,
          })
          .returning(),
      opts.db,
    );
    return { status: 'created', document: row };
  } catch (error) {
    logEvent('document_upload_failed', { step: 'row', error: errorText(error) }, 'error');
    await bucket.remove([path]);
    return { status: 'failed' };
  }
}

async function findByPath(claims: JwtClaims, path: string, db?: Db) {
  const [row] = await withUser(
    claims,
    (tx) =>
      tx
        .select()
        .from(documents)
        .where(and(eq(documents.clientId, claims.sub), eq(documents.storagePath, path))),
    db,
  );
  return row;
}
