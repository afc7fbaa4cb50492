/** Bucket routes used by storage-js admin calls (list/get/create/update/delete), under RLS. */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../http/router';
import { type StorageContext, caller } from './context';
import { fromPg, invalidRequest, noSuchBucket } from './errors';

const COLS =
  'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type, created_at, updated_at';

const toJson = (b: Record<string, unknown>) => ({
  ...b,
  file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
});

export async function listBuckets(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const rows = await ctx.db.asRole(who.role, who.claims, (tx) =>
    tx.query(`select ${COLS} from storage.buckets order by name`),
  );
  sendJson(res, 200, rows.map(toJson));
}

export async function getBucket(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const row = await ctx.db.asRole(who.role, who.claims, (tx) =>
    tx.one(`select ${COLS} from storage.buckets where id = $1`, [req.param('id')]),
  );
  if (!row) throw noSuchBucket();
  sendJson(res, 200, toJson(row));
}

export async function createBucket(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const body = await req.json();
  const name =
    typeof body.name === 'string' ? body.name : typeof body.id === 'string' ? body.id : '';
  if (!name) throw invalidRequest('body must have required property name');
  try {
    await ctx.db.asRole(who.role, who.claims, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $4, $5, $6, $7)`,
        [
          typeof body.id === 'string' ? body.id : name,
          name,
          typeof who.claims.sub === 'string' ? who.claims.sub : null,
          typeof who.claims.sub === 'string' ? who.claims.sub : null,
          body.public === true,
          body.file_size_limit ?? null,
          Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types : null,
        ],
      ),
    );
  } catch (e) {
    throw fromPg(e) ?? e;
  }
  sendJson(res, 200, { name });
}

export async function deleteBucket(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const n = await ctx.db.asRole(who.role, who.claims, (tx) =>
    tx.query('delete from storage.buckets where id = $1 returning id', [req.param('id')]),
  );
  if (!n.length) throw noSuchBucket();
  sendJson(res, 200, { message: 'Successfully deleted' });
}
