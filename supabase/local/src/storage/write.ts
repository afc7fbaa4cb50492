/** Upload (POST/PUT /object/{bucket}/{path}) and remove (DELETE /object/{bucket}). */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../http/router';
import { type StorageContext, bucketOr404, caller, objectName } from './context';
import { fromPg, invalidMime, invalidRequest, noSuchKey, tooLarge } from './errors';

interface Incoming {
  data: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

// Room for multipart boundaries and fields around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

async function readUpload(req: Req, limit: number): Promise<Incoming> {
  const type = String(req.headers['content-type'] ?? '');
  // Stop reading as soon as the body cannot fit: nothing unbounded is held in memory.
  const raw = await req.body(limit + MULTIPART_OVERHEAD);
  if (type.startsWith('multipart/form-data')) {
    // undici's multipart parser (global Request) rather than a dependency of our own.
    const form = await new Request('http://local/upload', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
    let file: File | undefined;
    for (const [, v] of form.entries()) if (typeof v !== 'string') file = file ?? v;
    if (!file) throw invalidRequest('No file was provided in the multipart body');
    const cc = form.get('cacheControl');
    const meta = form.get('metadata');
    const contentType = form.get('contentType');
    return {
      data: Buffer.from(await file.arrayBuffer()),
      mimetype: (typeof contentType === 'string' && contentType) || file.type || 'text/plain',
      cacheControl: typeof cc === 'string' && cc ? `max-age=${cc}` : 'no-cache',
      userMetadata:
        typeof meta === 'string' && meta ? (JSON.parse(meta) as Record<string, unknown>) : null,
    };
  }
  const xmeta = req.headers['x-metadata'];
  return {
    data: raw,
    mimetype: type || 'text/plain',
    cacheControl: String(req.headers['cache-control'] ?? 'no-cache'),
    userMetadata:
      typeof xmeta === 'string'
        ? (JSON.parse(Buffer.from(xmeta, 'base64').toString('utf8')) as Record<string, unknown>)
        : null,
  };
}

const MIME_SHAPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/**
 * The stored type is the WHOLE value, trimmed and lower-cased, and it must be one of the bucket's
 * allowed types exactly (or match an `image/*` entry). Parameters are refused: storage-api
 * checked only the part before ";" but stored and served all of it, so `image/png;,text/html`
 * passed an image-only bucket and was served as a page.
 */
function checkedMime(allowed: string[] | null, raw: string): string {
  const mime = raw.trim().toLowerCase();
  if (!allowed || allowed.length === 0) return mime;
  if (!MIME_SHAPE.test(mime)) throw invalidMime(raw);
  const ok = allowed.some((a) => {
    const p = a.trim().toLowerCase();
    return p.endsWith('/*') ? mime.startsWith(p.slice(0, -1)) : p === mime;
  });
  if (!ok) throw invalidMime(raw);
  return mime;
}

export async function upload(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const bucket = await bucketOr404(ctx, req.param('bucket'));
  const name = objectName(req.param('path'));
  const limit = Math.min(
    ctx.cfg.storage.fileSizeLimit,
    bucket.file_size_limit ? Number(bucket.file_size_limit) : Infinity,
  );
  if (Number(req.headers['content-length'] ?? 0) > limit + MULTIPART_OVERHEAD) throw tooLarge();
  const file = await readUpload(req, limit);
  if (file.data.length > limit) throw tooLarge();
  const mimetype = checkedMime(bucket.allowed_mime_types, file.mimetype);

  const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
  const etag = `"${createHash('md5').update(file.data).digest('hex')}"`;
  const now = new Date().toISOString();
  const metadata = {
    eTag: etag,
    size: file.data.length,
    mimetype,
    cacheControl: file.cacheControl,
    lastModified: now,
    contentLength: file.data.length,
    httpStatusCode: 200,
  };
  const owner = typeof who.claims.sub === 'string' ? who.claims.sub : null;
  try {
    const id = await ctx.db.asRole(who.role, who.claims, async (tx) => {
      const params = [
        bucket.id,
        name,
        owner,
        JSON.stringify(metadata),
        file.userMetadata ? JSON.stringify(file.userMetadata) : null,
        owner,
      ];
      let row: { id: string } | undefined;
      if (req.method === 'PUT') {
        row = await tx.one<{ id: string }>(
          `update storage.objects set owner = $3::uuid, owner_id = $6, metadata = $4, user_metadata = $5,
             version = gen_random_uuid()::text, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          params,
        );
        if (!row) throw noSuchKey();
      } else {
        row = await tx.one<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3::uuid, $6, $4, $5, gen_random_uuid()::text)
           ${
             upsert
               ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
             metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
             updated_at = now(), last_accessed_at = now()`
               : ''
           }
           returning id`,
          params,
        );
      }
      // Bytes are written before commit: a failed write rolls the row back.
      await ctx.blobs.put(bucket.id, name, file.data);
      return row!.id;
    });
    sendJson(res, 200, { Id: id, Key: `${bucket.id}/${name}` });
  } catch (e) {
    throw fromPg(e) ?? e;
  }
}

export async function remove(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const bucket = await bucketOr404(ctx, req.param('bucket'));
  const body = await req.json<{ prefixes?: unknown }>();
  const names = Array.isArray(body.prefixes)
    ? body.prefixes.filter((p): p is string => typeof p === 'string')
    : [];
  if (names.length === 0) throw invalidRequest('body/prefixes must NOT have fewer than 1 items');
  try {
    const rows = await ctx.db.asRole(who.role, who.claims, (tx) =>
      tx.query<{ name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning name, bucket_id, owner, owner_id, id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata`,
        [bucket.id, names],
      ),
    );
    for (const r of rows) await ctx.blobs.remove(bucket.id, r.name);
    sendJson(res, 200, rows);
  } catch (e) {
    throw fromPg(e) ?? e;
  }
}
