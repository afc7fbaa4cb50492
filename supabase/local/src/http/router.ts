/**
 * A very small router over node:http: enough for the auth and storage routes, with CORS handled
 * once for every response (the browser client calls :54321 cross-origin from :3000).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Req {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  /** A path parameter the matched route declares (`:bucket`); throws for a name it does not. */
  param(name: string): string;
  headers: IncomingMessage['headers'];
  raw: IncomingMessage;
  ip: string;
  /** Body bytes, read once; over `limit` bytes the read fails with BodyTooLarge. */
  body(limit?: number): Promise<Buffer>;
  json<T = Record<string, unknown>>(): Promise<T>;
}

export type Handler = (req: Req, res: ServerResponse) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];

  /** Path patterns use `:name` for one segment and `*name` for the rest of the path. */
  on(method: string, path: string, handler: Handler) {
    const keys: string[] = [];
    const src = path
      .split('/')
      .map((seg) => {
        if (seg.startsWith(':')) {
          keys.push(seg.slice(1));
          return '([^/]+)';
        }
        if (seg.startsWith('*')) {
          keys.push(seg.slice(1));
          return '(.+)';
        }
        return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${src}/?$`), keys, handler });
    return this;
  }

  match(
    method: string,
    path: string,
  ): { handler: Handler; params: Record<string, string> } | undefined {
    for (const r of this.routes) {
      if (r.method !== method && !(method === 'HEAD' && r.method === 'GET')) continue;
      const m = r.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      r.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1] ?? '')));
      return { handler: r.handler, params };
    }
    return undefined;
  }
}

export const MAX_JSON_BODY = 1024 * 1024;

export class BodyTooLarge extends Error {}
export class BadJson extends Error {}

export function makeReq(
  raw: IncomingMessage,
  path: string,
  query: URLSearchParams,
  params: Record<string, string>,
): Req {
  let cached: Promise<Buffer> | undefined;
  const body = (limit = Infinity) =>
    (cached ??= new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let over = false;
      raw.on('data', (c: Buffer) => {
        size += c.length;
        // Over the limit: keep draining (so the client still gets our error answer) but store nothing.
        if (size > limit) {
          if (!over) {
            over = true;
            chunks.length = 0;
            reject(new BodyTooLarge());
          }
          return;
        }
        chunks.push(c);
      });
      raw.on('end', () => resolve(Buffer.concat(chunks)));
      raw.on('error', reject);
    }));
  return {
    method: raw.method ?? 'GET',
    path,
    query,
    params,
    param(name: string) {
      const value = params[name];
      if (value === undefined) throw new Error(`route has no :${name} parameter`);
      return value;
    },
    headers: raw.headers,
    raw,
    // Like GoTrue behind Kong: the first X-Forwarded-For hop is the client (rate limits key on it).
    ip:
      (String(raw.headers['x-forwarded-for'] ?? '').split(',')[0] ?? '').trim() ||
      raw.socket.remoteAddress ||
      '127.0.0.1',
    body: (limit?: number) => body(limit),
    async json<T>() {
      const buf = await body(MAX_JSON_BODY);
      if (buf.length === 0) return {} as T;
      try {
        const v = JSON.parse(buf.toString('utf8'));
        return (v && typeof v === 'object' ? v : {}) as T;
      } catch {
        throw new BadJson();
      }
    },
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(data.length),
    ...headers,
  });
  res.end(data);
}

export function redirect(res: ServerResponse, location: string, status = 303) {
  res.writeHead(status, { location });
  res.end();
}

const ALLOW_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'x-client-ip',
  'x-client-info',
  'x-jwt-aud',
  'x-use-cookie',
  'x-supabase-api-version',
  'apikey',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'range',
  'prefer',
].join(', ');

/** GoTrue's CORS settings (AllowCredentials, exposed headers) plus the storage headers Kong passes. */
export function applyCors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  res.setHeader('access-control-allow-origin', origin ?? '*');
  if (origin) {
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('vary', 'Origin');
  }
  res.setHeader(
    'access-control-expose-headers',
    'X-Total-Count, Link, X-Supabase-Api-Version, Content-Range, ETag',
  );
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
    res.setHeader(
      'access-control-allow-headers',
      req.headers['access-control-request-headers'] ?? ALLOW_HEADERS,
    );
    res.setHeader('access-control-max-age', '600');
  }
}
