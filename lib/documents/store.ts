/**
 * Stores a received upload: the object goes to the private bucket with the client's own token
 * (so storage RLS applies), under "<client id>/<upload key>.<ext>", then the server records the
 * row through private.record_document() (clients cannot insert documents rows themselves: the
 * Data API would let them record any object with any type). The upload key is a UUID the browser makes once per file and
 * re-sends on retry, so a retry after a dropped connection never stores the file twice.
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categoryHasExpiry } from '@/lib/config/document-checklist';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { type Db, documents, type DocumentRow } from '@/lib/db';
import { SessionEndedError } from '@/lib/db/scoped';
import { logEvent, logFailure } from '@/lib/log';
import { DOCUMENT_CATEGORIES } from './constants';
import type { Received } from './receive';
import { extensionFor } from './sniff';
import { personalStorage } from './storage-client';
import { isOverLimit, pgCode } from '@/lib/db/errors';

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
    /** Whom on a family matter the file is for (a matter member); the database checks. */
    member: z.uuid().optional(),
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
  | { status: 'created' | 'existing'; document: DocumentRow }
  | { status: 'badReplaces' }
  | { status: 'limited' }
  | { status: 'failed' };

export async function storeDocument(opts: {
  user: CurrentUser;
  params: UploadParams;
  file: Extract<Received, { ok: true }>;
  storage?: SupabaseClient;
  db?: Db;
}): Promise<StoreResult> {
  const { user, params, file } = opts;
  const path = `${user.id}/${params.key}.${extensionFor(file.mimeType)}`;
  const before = await beforeStoring(user, path, params.replaces, opts.db);
  if (before.existing) return { status: 'existing', document: before.existing };
  // One answer for a random id, another client's document and one of theirs that was not
  // rejected: nothing tells which ids exist.
  if (!before.replacesOk) return { status: 'badReplaces' };

  const bucket = (await personalStorage(opts.storage)).storage.from(BUCKET);
  let put = await bucket.upload(path, file.bytes, { contentType: file.mimeType, upsert: false });
  if (put.error && (put.error as { statusCode?: string }).statusCode === '409') {
    // A retry whose first attempt stored the object but not the row: start that file again.
    await bucket.remove([path]);
    put = await bucket.upload(path, file.bytes, { contentType: file.mimeType, upsert: false });
  }
  if (put.error || !put.data?.id) {
    // Storage's insert policy refuses once the hourly number of files went into the folder
    // (private.document_uploads_left): say that, not "try again".
    if (put.error && (await uploadsLeft(user, opts.db)) === 0) return { status: 'limited' };
    logEvent('document_upload_failed', { step: 'storage', error: put.error?.message }, 'error');
    return { status: 'failed' };
  }
  const objectId = put.data.id;
  try {
    const row = await asServerFor(
      user,
      async (tx) => {
        // The client's checked claims are set (the audit row names them); the row itself is
        // written by the server's own role: `authenticated` has no INSERT on documents, and
        // private.record_document() accepts only the object just stored.
        const id = (
          await tx.execute<{ id: string }>(sql`select private.record_document(
            ${objectId}::uuid, ${path}, ${params.category}, ${params.name},
            ${file.mimeType}, ${file.bytes.length}::int, ${file.sha256},
            ${params.expiresOn ?? null}::date, ${params.replaces ?? null}::uuid,
            ${params.member ?? null}::uuid) as id`)
        ).rows[0]?.id;
        if (!id) throw new Error('record_document returned no id');
        const [inserted] = await tx.select().from(documents).where(eq(documents.id, id));
        return inserted;
      },
      opts.db,
    );
    if (!row) throw new Error('recorded row not found');
    return { status: 'created', document: row };
  } catch (error) {
    logFailure('document_upload_failed', error, { step: 'row' });
    await bucket.remove([path]);
    // The replaced document changed between the check and the record (rejected → hidden).
    if (pgCode(error) === '22023') return { status: 'badReplaces' };
    // The per-client hourly/daily count in the database (documents_upload_limit).
    if (isOverLimit(error)) return { status: 'limited' };
    if (error instanceof SessionEndedError) throw error;
    return { status: 'failed' };
  }
}

/** How many more files Storage takes from the client this hour (the database's count). */
async function uploadsLeft(user: CurrentUser, db?: Db): Promise<number | null> {
  try {
    return await asUser(
      user,
      async (tx) =>
        (await tx.execute<{ n: number }>(sql`select private.document_uploads_left() as n`)).rows[0]
          ?.n ?? null,
      db,
    );
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return null;
  }
}

/** Read as the client: the row of an earlier attempt, and whether `replaces` is theirs to replace. */
async function beforeStoring(
  user: CurrentUser,
  path: string,
  replaces: string | undefined,
  db?: Db,
) {
  return asUser(
    user,
    async (tx) => {
      // The path starts with this person's own id; a member's upload belongs to the holder.
      const [existing] = await tx.select().from(documents).where(eq(documents.storagePath, path));
      if (existing || !replaces) return { existing, replacesOk: true };
      const [replaced] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.id, replaces),
            eq(documents.clientId, user.id),
            eq(documents.status, 'needs_replacement'),
            isNull(documents.hiddenAt),
          ),
        );
      return { existing, replacesOk: Boolean(replaced) };
    },
    db,
  );
}
