/** Download and list (routes/object/get*.ts, list.ts). */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../http/router';
import { type Caller, type StorageContext, bucketOr404, caller, objectName } from './context';
import { noSuchBucket, noSuchKey } from './errors';

interface ObjectRow {
  id: string;
  name: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; size?: number } | null;
  updated_at: Date;
  created_at: Date;
  last_accessed_at: Date;
}

export const findObject = (
  ctx: StorageContext,
  who: Caller | 'service',
  bucket: string,
  name: string,
) =>
  who === 'service'
    ? ctx.db.one<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ])
    : ctx.db.asRole(who.role, who.claims, (tx) =>
        tx.one<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [
          bucket,
          name,
        ]),
      );

export async function stream(
  ctx: StorageContext,
  req: Req,
  res: ServerResponse,
  bucket: string,
  row: ObjectRow,
  extra: Record<string, string> = {},
) {
  const data = await ctx.blobs.get(bucket, row.name);
  if (!data) throw noSuchKey();
  const headers: Record<string, string> = {
    'content-type': row.metadata?.mimetype ?? 'application/octet-stream',
    'cache-control': row.metadata?.cacheControl ?? 'no-cache',
    etag: row.metadata?.eTag ?? '',
    'last-modified': new Date(row.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
    // An object is data, never a page of the site that serves it: no type guessing, and if a
    // browser renders it anyway it runs in a sandbox (no script, unique origin, no cookies).
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    ...extra,
  };
  const download = req.query.get('download');
  if (download !== null) {
    const filename = download || row.name.split('/').pop() || 'download';
    headers['content-disposition'] =
      `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, data.length - Number(range[2]));
    const end =
      range[1] && range[2] ? Math.min(Number(range[2]), data.length - 1) : data.length - 1;
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${data.length}`,
      'content-length': String(end - start + 1),
    });
    return res.end(req.method === 'HEAD' ? undefined : data.subarray(start, end + 1));
  }
  res.writeHead(200, { ...headers, 'content-length': String(data.length) });
  res.end(req.method === 'HEAD' ? undefined : data);
}

/** GET /object/{bucket}/{path} (token optional) and /object/authenticated/... (token required). */
export function download(requireToken: boolean) {
  return async (ctx: StorageContext, req: Req, res: ServerResponse) => {
    const who = await caller(ctx, req, !requireToken);
    const bucket = await bucketOr404(ctx, req.param('bucket'));
    // Without a valid token a private bucket does not exist, as far as the caller can tell.
    if (!bucket.public && who.role === 'anon') throw noSuchBucket();
    const name = objectName(req.param('path'));
    const row = await findObject(ctx, bucket.public ? 'service' : who, bucket.id, name);
    if (!row) throw noSuchKey();
    await stream(ctx, req, res, bucket.id, row);
  };
}

export async function downloadPublic(ctx: StorageContext, req: Req, res: ServerResponse) {
  const bucket = await bucketOr404(ctx, req.param('bucket'));
  if (!bucket.public) throw noSuchBucket();
  const row = await findObject(ctx, 'service', bucket.id, objectName(req.param('path')));
  if (!row) throw noSuchKey();
  await stream(ctx, req, res, bucket.id, row);
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/** POST /object/list/{bucket}: immediate children of a prefix, names relative to it, folders first-class. */
export async function list(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const bucket = await bucketOr404(ctx, req.param('bucket'));
  const body = await req.json<{
    prefix?: string;
    limit?: number;
    offset?: number;
    search?: string;
    sortBy?: { column?: string; order?: string };
  }>();
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const limit = Math.min(Math.max(Number(body.limit ?? 100), 1), 1500);
  const offset = Math.max(Number(body.offset ?? 0), 0);
  const search = (body.search ?? '').toLowerCase();
  const column = SORT_COLUMNS.has(body.sortBy?.column ?? '') ? body.sortBy!.column! : 'name';
  const desc = body.sortBy?.order?.toLowerCase() === 'desc';

  const rows = await ctx.db.asRole(who.role, who.claims, (tx) =>
    tx.query<ObjectRow>(
      `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
       where bucket_id = $1 and left(name, length($2)) = $2`,
      [bucket.id, prefix],
    ),
  );
  const folders = new Map<string, Record<string, unknown>>();
  const files: Record<string, unknown>[] = [];
  for (const r of rows) {
    const rest = r.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const child = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !child.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) {
      folders.set(child, {
        name: child,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    } else {
      const iso = (d: Date) => new Date(d).toISOString();
      files.push({
        name: child,
        id: r.id,
        updated_at: iso(r.updated_at),
        created_at: iso(r.created_at),
        last_accessed_at: iso(r.last_accessed_at),
        metadata: r.metadata,
      });
    }
  }
  const all = [...folders.values(), ...files];
  all.sort((a, b) => {
    const av = String(a[column] ?? (column === 'name' ? '' : '')),
      bv = String(b[column] ?? '');
    const cmp =
      column === 'name'
        ? av < bv
          ? -1
          : av > bv
            ? 1
            : 0
        : av.localeCompare(bv) || String(a.name).localeCompare(String(b.name));
    return desc ? -cmp : cmp;
  });
  sendJson(res, 200, all.slice(offset, offset + limit));
}
