/**
 * A message body is plain text. Shown, it is split into text and links: only http(s) URLs become
 * links (never javascript:, data: or a bare "www."), and every piece is rendered as text by React,
 * so nothing in a body is ever HTML.
 */
export type BodyPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A run of non-space characters starting with http:// or https://.
const URL_RUN = /https?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the link ("see https://x.gov.au.").
const TRAILING = /[.,;:!?'"’)\]]+$/;

export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  for (const match of body.matchAll(URL_RUN)) {
    const start = match.index;
    let url = match[0];
    // Keep a closing bracket that belongs to the URL: "(see https://x/a_(b))".
    const trailing = url.match(TRAILING)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const href = safeHref(url);
    if (!href) continue;
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) });
    parts.push({ kind: 'link', text: url, href });
    at = start + url.length;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}

function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
