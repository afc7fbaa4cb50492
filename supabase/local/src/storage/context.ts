/** Shared pieces for the storage routes: who is calling, and the bucket row. */
import type { StackConfig } from '../config';
import type { Database } from '../db/client';
import type { Req } from '../http/router';
import { type ApiKeys, gatewayBearer } from '../auth/api-keys';
import type { KeyRing } from '../auth/keys';
import type { BlobStore } from './blobs';
import { StorageError, accessDenied, noSuchBucket } from './errors';

export interface StorageContext {
  cfg: StackConfig;
  db: Database;
  keys: KeyRing;
  apiKeys: ApiKeys;
  blobs: BlobStore;
}

export interface Caller {
  role: string;
  claims: Record<string, unknown>;
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** plugins/jwt.ts: a verified JWT, or (only where allowed) anonymous when it is missing or bad. */
export async function caller(ctx: StorageContext, req: Req, allowInvalid = false): Promise<Caller> {
  const token = gatewayBearer(req.headers, ctx.apiKeys);
  if (!token) {
    if (allowInvalid) return { role: 'anon', claims: { role: 'anon' } };
    throw accessDenied('No authorization header was provided');
  }
  let claims: Record<string, unknown>;
  try {
    claims = (await ctx.keys.verify(token)) as Record<string, unknown>;
  } catch (e) {
    if (allowInvalid) return { role: 'anon', claims: { role: 'anon' } };
    throw accessDenied((e as Error).message);
  }
  // Like hosted Storage, only the signature and expiry are checked here. Whether the token's
  // session is still live (not signed out, banned, closed, or stripped of the factor behind its
  // aal2) is the database's rule: the restrictive "live session only" policy on storage.objects
  // (20261128100000_live_sessions.sql), which both Storages apply as the token's role.
  const role = typeof claims.role === 'string' && ROLES.has(claims.role) ? claims.role : 'anon';
  return { role, claims };
}

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  owner_id: string | null;
  created_at: Date;
  updated_at: Date;
  [k: string]: unknown;
}

/** Buckets are read with the service connection, as Storage does for object routes. */
export async function bucketOr404(ctx: StorageContext, id: string): Promise<BucketRow> {
  const b = await ctx.db.one<BucketRow>('select * from storage.buckets where id = $1', [id]);
  if (!b) throw noSuchBucket();
  return b;
}

/** Trims leading/trailing slashes and collapses doubles, like storage-js does before sending. */
export function objectName(raw: string): string {
  const name = raw.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');
  if (!name || name.split('/').some((seg) => seg === '..' || seg === '.')) {
    throw new StorageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${raw}`);
  }
  return name;
}
