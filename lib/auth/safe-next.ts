import { siteConfig } from '@/lib/config/site';

/** Longer `next` values are never ours: our own paths are short. */
const MAX_LENGTH = 2048;

/**
 * Where to send someone after sign-in or an e-mail link. The value comes from the URL, so anyone
 * can craft it: it is resolved exactly as a browser would resolve it against the site's own
 * origin (dot segments, backslashes, tabs and newlines, `//host`), accepted only if it stays on
 * that origin, and returned as the NORMALISED path — never the raw string, which a browser
 * could later resolve differently ("/.//evil.example" resolves to the path "//evil.example",
 * which as a Location header means the host evil.example).
 *
 * The returned value is either `fallback` or starts with exactly one "/" followed by something
 * other than "/" or "\", so it stays same-origin against any base URL.
 *
 * `origin` defaults to the configured site URL; the browser passes `window.location.origin`.
 */
export function safeNextPath(
  value: string | null | undefined,
  fallback = '/',
  origin: string = siteConfig.url,
): string {
  if (typeof value !== 'string' || !value || value.length > MAX_LENGTH) return fallback;
  // Only a path of ours: no scheme, no host. Browsers silently drop tabs and newlines and treat
  // "\" as "/", which is how "/\t/evil" and "/\\evil" become "//evil"; refuse them outright.
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.username || url.password) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSingleSlashPath(url.pathname)) return fallback;
  // Decoded again (and again: double encoding), "/%2F%2Fevil" is "//evil": some servers and
  // proxies decode before redirecting, so a path that only stays ours while encoded is refused.
  // Our own paths are plain ASCII; a fullwidth or other look-alike slash is never one of them.
  let decoded = url.pathname;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (!isSingleSlashPath(next) || /[^\u0020-\u007e]|\\/.test(next)) return fallback;
    if (next === decoded) break;
    decoded = next;
  }
  // Belt and braces: the normalised path must resolve to itself on our origin.
  const again = new URL(path, base);
  if (again.origin !== base.origin || `${again.pathname}${again.search}${again.hash}` !== path)
    return fallback;
  return path;
}

/** "/x" yes; "//x", "/\x" and anything that does not start with "/" no. */
function isSingleSlashPath(pathname: string): boolean {
  return /^\/(?![/\\])/.test(pathname);
}

/**
 * `next` of an e-mail link: a path, or (from the sign-up e-mail's RedirectTo) a full URL on this
 * site, reduced to its path; anything else falls back to "/".
 */
export function safeLinkNext(raw: string | null | undefined, origin: string = siteConfig.url) {
  const sameSite = !!raw && URL.canParse(raw) && new URL(raw).origin === new URL(origin).origin;
  const path = sameSite ? `${new URL(raw).pathname}${new URL(raw).search}` : raw;
  return safeNextPath(path, '/', origin);
}
