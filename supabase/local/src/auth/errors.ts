/**
 * GoTrue's error responses: the 2024-01-01 shape `{code, message}` (with the version header echoed)
 * when the client asks for it, the legacy `{code: <status>, error_code, msg}` otherwise, and the
 * OAuth shape `{error, error_description}` for the few places GoTrue uses it.
 */
import type { ServerResponse } from 'node:http';
import type { Req } from '../http/router';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const err = (
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
) => new AuthError(status, code, message, extra);

function wants2024(req: Req): boolean {
  const v = req.headers['x-supabase-api-version'];
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  return v >= '2024-01-01';
}

export function sendAuthError(req: Req, res: ServerResponse, e: AuthError) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-sb-error-code': e.code,
  };
  let body: Record<string, unknown>;
  if (wants2024(req)) {
    headers['x-supabase-api-version'] = '2024-01-01';
    body = { code: e.code, message: e.message, ...e.extra };
  } else {
    body = { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
  }
  res.writeHead(e.status, headers);
  res.end(JSON.stringify(body));
}

export function sendOAuthError(res: ServerResponse, e: OAuthError) {
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: e.error, error_description: e.description }));
}

/** Maps an HTTP status to the OAuth `error` value used in redirect fragments. */
export function oauthErrorName(status: number): string {
  return (
    {
      400: 'invalid_request',
      401: 'unauthorized_client',
      403: 'access_denied',
      500: 'server_error',
      503: 'temporarily_unavailable',
    }[status] ?? 'server_error'
  );
}
