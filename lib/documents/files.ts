/**
 * Opening and removing stored files. Opening goes through private.document_path_for_signing()
 * as the person (which records an agent's read in audit_log), then a 60-second download URL is
 * signed: for a client's own file with the client's own token (storage RLS applies as well), for
 * an agent with the secret key, since an agent's token reads no client object
 * (20261128120000_agent_downloads_signed_by_server.sql).
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { and, eq, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { type Db, documents } from '@/lib/db';
import { isLegalHold } from '@/lib/db/errors';
import { errorText, logEvent } from '@/lib/log';
import { createAdminClient } from '@/lib/supabase/admin';
import { isTimeout } from '@/lib/supabase/timed-fetch';
import { personalStorage } from './storage-client';

/**
 * Short on purpose: the URL is used at once by the browser that asked. Supabase Storage itself
 * accepts any expiresIn, so this is the app's cap, not Storage's (supabase/README.md): only the
 * server signs an agent's URL, so only the server chooses the lifetime.
 */
export const SIGNED_URL_SECONDS = 60;

/** A signed download, or why there is none: not theirs (or gone), or Storage did not answer. */
export type SignedUrl = { url: string } | 'not_found' | 'unavailable';

/**
 * Signs a download URL for a path the database has just handed this person (a
 * `…_for_signing` function, which wrote the audit row for an agent). Their own folder: with
 * their own token. A client's folder for an agent: with the secret key, for SIGNED_URL_SECONDS;
 * nothing else reaches this with a path that is not theirs.
 */
export async function signDownload(opts: {
  user: CurrentUser;
  path: string;
  name: string;
  event: string;
  storage?: SupabaseClient;
  admin?: SupabaseClient;
}): Promise<SignedUrl> {
  const own = opts.path.split('/')[0] === opts.user.id;
  const storage = own ? await personalStorage(opts.storage) : (opts.admin ?? createAdminClient());
  const { data, error } = await storage.storage
    .from('documents')
    .createSignedUrl(opts.path, SIGNED_URL_SECONDS, { download: opts.name });
  if (error || !data) {
    logEvent(
      opts.event,
      {
        error: error?.message,
        timeout: isTimeout(error) || undefined,
        as: own ? 'owner' : 'agent',
      },
      'error',
    );
    return 'unavailable';
  }
  return { url: data.signedUrl };
}

/**
 * A name made by us, never the client's: "<category>-<yyyy-mm-dd>.<ext>". Only checklist words,
 * digits and the extension of the generated storage path, so it needs no escaping anywhere.
 */
export function downloadName(category: string, createdAt: Date, storagePath: string): string {
  const ext = /\.(pdf|jpg|png|webp|heic)$/.exec(storagePath)?.[1] ?? 'bin';
  const safeCategory = /^[a-z-]{1,40}$/.test(category) ? category : 'document';
  return `${safeCategory}-${createdAt.toISOString().slice(0, 10)}.${ext}`;
}

/**
 * A signed URL that always downloads (Content-Disposition: attachment), for agents and clients
 * alike: a client's file is never rendered in the agent's browser, whatever its bytes.
 */
export async function signedUrlFor(opts: {
  user: CurrentUser;
  documentId: string;
  storage?: SupabaseClient;
  admin?: SupabaseClient;
  db?: Db;
}): Promise<SignedUrl> {
  let found: { path: string; name: string } | null;
  try {
    found = await asUser(
      opts.user,
      async (tx) => {
        const path = (
          await tx.execute<{ p: string }>(
            sql`select private.document_path_for_signing(${opts.documentId}::uuid) as p`,
          )
        ).rows[0]?.p;
        if (!path) return null;
        const [doc] = await tx
          .select({ category: documents.category, createdAt: documents.createdAt })
          .from(documents)
          .where(eq(documents.id, opts.documentId));
        if (!doc) return null;
        return { path, name: downloadName(doc.category, doc.createdAt, path) };
      },
      opts.db,
    );
  } catch {
    return 'not_found'; // not theirs, hidden, or gone: the same answer for all three
  }
  if (!found) return 'not_found';
  return signDownload({ ...opts, ...found, event: 'document_sign_failed' });
}

export type RemoveResult = 'deleted' | 'hidden' | 'held' | 'not_found';

/**
 * A client's "remove": an unreviewed document goes (row, then object); a reviewed one is hidden
 * and kept until its retain_until date (the database sets it), as the Code of Conduct requires.
 * `held`: the agency put it on legal hold, so it stays as it is; the database decides (its delete
 * policy leaves held rows out, and hiding one is refused), this only names the answer.
 */
export async function removeMyDocument(opts: {
  user: CurrentUser;
  documentId: string;
  storage?: SupabaseClient;
  db?: Db;
}): Promise<RemoveResult> {
  const { user, documentId } = opts;
  const result = await asUser(
    user,
    async (tx) => {
      const [deleted] = await tx
        .delete(documents)
        .where(
          and(
            eq(documents.id, documentId),
            eq(documents.clientId, user.id),
            eq(documents.status, 'uploaded'),
          ),
        )
        .returning({ path: documents.storagePath });
      if (deleted) return { kind: 'deleted' as const, path: deleted.path };
      const [hidden] = await tx
        .update(documents)
        .set({ hiddenAt: new Date() })
        .where(
          and(
            eq(documents.id, documentId),
            eq(documents.clientId, user.id),
            sql`${documents.hiddenAt} is null`,
          ),
        )
        .returning({ id: documents.id });
      return hidden ? { kind: 'hidden' as const } : { kind: 'not_found' as const };
    },
    opts.db,
  ).catch((error: unknown) => {
    if (isLegalHold(error)) return { kind: 'held' as const };
    throw error;
  });
  if (result.kind === 'deleted') {
    const storage = await personalStorage(opts.storage);
    const { error } = await storage.storage.from('documents').remove([result.path]);
    if (error) logEvent('document_object_left', { documentId, error: errorText(error) }, 'warn');
  }
  return result.kind;
}
