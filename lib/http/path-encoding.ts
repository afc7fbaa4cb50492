/**
 * A path whose percent-encoding does not decode (`%ED%A0%80` is a lone surrogate, `%FF` is no
 * UTF-8, `%` alone is no escape). Next 16 answers these with a bare 500 on every dynamic route
 * (measured against `next start`, 16.4.6: its DecodeError handler renders a `/400` page an App
 * Router app does not have, and that failure becomes "Internal Server Error"), so proxy.ts
 * answers 400 first. No page of ours links to such a path; scanners send them.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
