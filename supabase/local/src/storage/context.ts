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
  // A person's token names its session. After sign-out (or "sign out everywhere") the token still
  // verifies until it expires; like the stand-in's Auth (routes/guards.ts), Storage refuses it
  // once the session is gone, so an ended session cannot read, upload or mint signed URLs.
  // Hosted Supabase Storage checks only the signature: see supabase/README.md.
  if (typeof claims.session_id === 'string' && !(await sessionExists(ctx, claims))) {
    if (allowInvalid) return { role: 'anon', claims: { role: 'anon' } };
    throw accessDenied('Session from session_id claim in JWT does not exist');
  }
  const role = typeof claims.role === 'string' && ROLES.has(claims.role) ? claims.role : 'anon';
  return { role, claims };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function sessionExists(ctx: StorageContext, claims: Record<string, unknown>) {
  const sid = String(claims.session_id);
  if (!UUID.test(sid) || typeof claims.sub !== 'string' || !UUID.test(claims.sub)) return false;
  const row = await ctx.db.one(
    `select 1 as ok from auth.sessions
      where id = $1::uuid and user_id = $2::uuid and (not_after is null or not_after > now())`,
    [sid, claims.sub],
  );
  return Boolean(row);
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
