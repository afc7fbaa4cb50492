/**
 * Turns malformed server-action requests into 4xx answers before Next's action handler sees them.
 *
 * Next 16 answers these with 500 (measured against `next start`, 16.4.6): an Origin that does
 * not match the host (its CSRF check sets statusCode 500), a body over serverActions.bodySizeLimit
 * ("Body exceeded 1 MB limit"), a multipart body it cannot parse ("Unexpected end of form",
 * "Boundary not found"), a text/plain reply that is not JSON, a fetch action's multipart body without
 * a JSON field `0` (React's reply root), an empty Origin header, and a fetch action whose
 * arguments hold no FormData (posted as JSON or text: the action reads `formData.get` of a string). None of these is sent by our
 * pages; all of them are sent by scanners, and a 500 pages someone at night. proxy.ts runs this
 * for action-shaped requests only (see its matcher), so marketing pages stay static.
 */

/** Next's default serverActions.bodySizeLimit (next.config.mjs does not change it). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

export function isActionRequest(request: Request, pathname: string): boolean {
  if (request.method !== 'POST') return false;
  if (request.headers.has('next-action')) return true;
  // A form posted without JavaScript carries the action id in the body, not in a header.
  return (
    !pathname.startsWith('/api/') && FORM_TYPES.test(request.headers.get('content-type') ?? '')
  );
}

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A 4xx response for a request Next would fail on, or null to let it through. */
export async function guardActionRequest(request: Request): Promise<Response | null> {
  const origin = request.headers.get('origin');
  // Present but empty counts as cross-site: Next parses it as a URL and fails with 500.
  if (origin !== null) {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    let originHost = 'null';
    try {
      originHost = origin === 'null' ? 'null' : new URL(origin).host;
    } catch {}
    if (!host || originHost !== host) return refuse(403, 'Cross-site form posts are not accepted.');
  }
  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT)
    return refuse(413, 'This form is too large to send.');

  const bytes = await readLimited(request);
  if (!bytes) return refuse(413, 'This form is too large to send.');
  const type = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data\b/i.test(type)) {
    try {
      const form = await new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: bytes as Uint8Array<ArrayBuffer>,
      }).formData();
      // A fetch action (Next-Action header) always carries its arguments' root as JSON in field 0;
      // React waits for a missing one forever and Next answers 500. A form posted without
      // JavaScript has no header and no field 0 ($ACTION_* fields instead).
      if (request.headers.has('next-action')) {
        const root = form.get('0');
        if (typeof root !== 'string') return refuse(400, 'The form data could not be read.');
        if (!carriesFormData(JSON.parse(root)))
          return refuse(400, 'The form data could not be read.');
      }
    } catch {
      return refuse(400, 'The form data could not be read.');
    }
  } else if (request.headers.has('next-action')) {
    // JSON, text/plain, urlencoded or anything else: React sends a reply without FormData this
    // way, and every action of ours takes a FormData, so the action would read `formData.get` of
    // a string or an object and Next would answer 500.
    return refuse(400, 'The form data could not be read.');
  }
  return null;
}

/**
 * Every server action in app/ takes a FormData argument (CONTRIBUTING.md: `(prev, formData)`, or
 * the FormData alone for a plain form action). React's reply puts the arguments in an array at
 * field 0 and writes a FormData as "$K<n>", so a root without one at the top level is not a
 * request our pages make.
 */
function carriesFormData(root: unknown): boolean {
  return Array.isArray(root) && root.some((a) => typeof a === 'string' && /^\$K[0-9a-f]+$/.test(a));
}

/** The body (proxy.ts gets its own copy), or null once it passes the limit. */
async function readLimited(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ACTION_BODY_LIMIT) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
