/** Signed URLs: create (one or many) and download with the token (routes/object/sign*.ts). */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../http/router';
import { type Caller, type StorageContext, bucketOr404, caller, objectName } from './context';
import { invalidJwt, invalidRequest, noSuchKey } from './errors';
import { findObject, stream } from './read';

async function signOne(
  ctx: StorageContext,
  who: Caller,
  bucket: string,
  rawName: string,
  expiresIn: number,
) {
  const name = objectName(rawName);
  const row = await findObject(ctx, who, bucket, name);
  if (!row) throw noSuchKey();
  const iat = Math.floor(Date.now() / 1000);
  const token = await ctx.keys.signHs({
    url: `${bucket}/${name}`,
    scope: 'download',
    iat,
    exp: iat + expiresIn,
  });
  const encoded = name.split('/').map(encodeURIComponent).join('/');
  return `/object/sign/${bucket}/${encoded}?token=${token}`;
}

/**
 * The stand-in's cap on a signed URL's life. Hosted Supabase Storage has none (any positive
 * integer is accepted, so a token holder can mint a URL valid for years); the stand-in refuses
 * more than 10 minutes so code that relies on long-lived links fails here first. The app asks
 * for 60 seconds (lib/documents/files.ts). See supabase/README.md.
 */
const MAX_SIGNED_URL_SECONDS = 600;

function expiresInOf(body: Record<string, unknown>) {
  const n = Number(body.expiresIn);
  if (!Number.isInteger(n) || n < 1) throw invalidRequest('body/expiresIn must be >= 1');
  if (n > MAX_SIGNED_URL_SECONDS)
    throw invalidRequest(`body/expiresIn must be <= ${MAX_SIGNED_URL_SECONDS}`);
  return n;
}

export async function sign(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const bucket = await bucketOr404(ctx, req.param('bucket'));
  const body = await req.json();
  sendJson(res, 200, {
    signedURL: await signOne(ctx, who, bucket.id, req.param('path'), expiresInOf(body)),
  });
}

export async function signMany(ctx: StorageContext, req: Req, res: ServerResponse) {
  const who = await caller(ctx, req);
  const bucket = await bucketOr404(ctx, req.param('bucket'));
  const body = await req.json();
  const expiresIn = expiresInOf(body);
  const paths = Array.isArray(body.paths)
    ? body.paths.filter((p): p is string => typeof p === 'string')
    : [];
  const out = [];
  for (const path of paths) {
    try {
      out.push({
        error: null,
        path,
        signedURL: await signOne(ctx, who, bucket.id, path, expiresIn),
      });
    } catch {
      out.push({
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      });
    }
  }
  sendJson(res, 200, out);
}

/** GET /object/sign/{bucket}/{path}?token=: no Authorization; the token is the permission. */
export async function downloadSigned(ctx: StorageContext, req: Req, res: ServerResponse) {
  const token = req.query.get('token');
  if (!token) throw invalidJwt('Missing token');
  let payload: Record<string, unknown>;
  try {
    payload = (await ctx.keys.verifyHs(token)) as Record<string, unknown>;
  } catch (e) {
    throw invalidJwt((e as Error).message);
  }
  const name = objectName(req.param('path'));
  if (payload.url !== `${req.param('bucket')}/${name}`) throw invalidJwt('Invalid signature');
  const row = await findObject(ctx, 'service', req.param('bucket'), name);
  if (!row) throw noSuchKey();
  const exp =
    typeof payload.exp === 'number' ? new Date(payload.exp * 1000).toUTCString() : undefined;
  await stream(ctx, req, res, req.param('bucket'), row, exp ? { expires: exp } : {});
}
