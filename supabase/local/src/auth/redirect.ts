/**
 * GoTrue's redirect allow-list (internal/utilities/request.go IsRedirectURLValid): same origin as
 * site_url, loopback IPs, or a match against additional_redirect_urls globs where `*` stops at
 * `.` and `/` and `**` does not. Anything else silently falls back to Referer, then site_url.
 */
import type { Req } from '../http/router';
import type { AuthContext } from './context';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '::']);

function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        out += '.*';
        i++;
      } else out += '[^./]*';
    } else if (ch === '?') out += '[^./]';
    else out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

export function isRedirectAllowed(ctx: AuthContext, candidate: string | undefined | null): boolean {
  if (!candidate) return false;
  let url: URL;
  let site: URL;
  try {
    url = new URL(candidate);
    site = new URL(ctx.cfg.auth.siteUrl);
  } catch {
    return false;
  }
  const host = url.hostname;
  // WHATWG URL turns "http://2130706433/" into 127.0.0.1; Go keeps the digits and refuses them.
  const rawHost = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^:/?#]*)/i.exec(candidate)?.[1] ?? host;
  if (/^\d+$/.test(rawHost)) return false;
  if (
    url.protocol === site.protocol &&
    host === site.hostname &&
    (LOCAL_HOSTS.has(host) || url.port === site.port)
  ) {
    return true;
  }
  if (/^\d+$/.test(host)) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return host.startsWith('127.');
  if (host.startsWith('[')) return host === '[::1]';
  if (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)
  ) {
    return false;
  }
  const withoutFragment = candidate.split('#')[0];
  return ctx.cfg.auth.additionalRedirectUrls.some((g) => globToRegExp(g).test(withoutFragment));
}

/** redirect_to (query, or a body value where GoTrue reads one), else Referer, else site_url. */
export function pickRedirect(ctx: AuthContext, req: Req, bodyValue?: unknown): string {
  const fromQuery = req.query.get('redirect_to');
  const candidates = [
    fromQuery,
    typeof bodyValue === 'string' ? bodyValue : undefined,
    req.headers.referer,
  ];
  for (const c of candidates) if (typeof c === 'string' && c && isRedirectAllowed(ctx, c)) return c;
  return ctx.cfg.auth.siteUrl;
}
