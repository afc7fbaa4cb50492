/**
 * GoTrue's redirect allow-list (internal/utilities/request.go IsRedirectURLValid): same origin as
 * site_url, loopback IPs, or a match against additional_redirect_urls globs where `*` stops at
 * `.` and `/` and `**` does not. Anything else silently falls back to Referer, then site_url.
 *
 * Globs are matched against the PARSED URL, part by part (scheme, host[:port], path+query), never
 * against the raw string: `*` also matches `?`, `@` and `\`, so the raw
 * "https://evil?x.preview.example.app/" matched `https://*.preview.example.app/**` although a
 * browser goes to the host `evil`. What is handed on is the normalised URL, not the raw string.
 */
import type { Req } from '../http/router';
import type { AuthContext } from './context';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '::']);

function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
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

/** Matches one allow-list glob against the parsed URL, scheme, authority and path separately. */
function globMatches(glob: string, url: URL): boolean {
  const parts = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)(.*)$/i.exec(glob);
  const href = url.href.split('#')[0] ?? url.href;
  if (!parts) return globToRegExp(glob).test(href);
  const [, scheme = '', authority = '', rest = ''] = parts;
  if (url.protocol !== scheme.toLowerCase()) return false;
  if (!globToRegExp(authority.toLowerCase()).test(url.host)) return false;
  const pathAndQuery = `${url.pathname}${url.search}`;
  return rest === '' ? pathAndQuery === '/' : globToRegExp(rest).test(pathAndQuery);
}

/** The allowed, normalised form of `candidate`, or null. */
export function allowedRedirect(ctx: AuthContext, candidate: string | undefined | null) {
  return isRedirectAllowed(ctx, candidate) ? new URL(candidate as string).href : null;
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
  // Credentials in a redirect are only ever a disguise ("https://site@evil/").
  if (url.username || url.password) return false;
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
  return ctx.cfg.auth.additionalRedirectUrls.some((g) => globMatches(g, url));
}

/** redirect_to (query, or a body value where GoTrue reads one), else Referer, else site_url. */
export function pickRedirect(ctx: AuthContext, req: Req, bodyValue?: unknown): string {
  const fromQuery = req.query.get('redirect_to');
  const candidates = [
    fromQuery,
    typeof bodyValue === 'string' ? bodyValue : undefined,
    req.headers.referer,
  ];
  for (const c of candidates) {
    const allowed = typeof c === 'string' ? allowedRedirect(ctx, c) : null;
    if (allowed) return allowed;
  }
  return ctx.cfg.auth.siteUrl;
}
