/**
 * The fetch the server's Supabase clients use (lib/supabase/server.ts, admin.ts): every call to
 * Storage or Auth gives up after a while instead of holding the person's request open for as long
 * as a hung Storage keeps the socket (Node's fetch has no overall timeout). supabase-js turns the
 * abort into an `{ error }` result, so the callers answer with their usual "please try again".
 *
 * A call without a body gets REQUEST_TIMEOUT_MS; an upload gets that plus the time its bytes take
 * at UPLOAD_FLOOR_BYTES_PER_SECOND, so a 10 MB document (the most we take) may take 55 s between
 * the app and Storage before we give up, still well inside a serverless function's limit.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
export const UPLOAD_FLOOR_BYTES_PER_SECOND = 256 * 1024;

type Body = RequestInit['body'];

function bodySize(body: Body): number {
  if (!body) return 0;
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof FormData) {
    let size = 0;
    for (const [, v] of body) size += typeof v === 'string' ? Buffer.byteLength(v) : v.size;
    return size;
  }
  return 0; // a stream of unknown length: the base timeout
}

/** How long a call with this body may take, in milliseconds. */
export function timeoutFor(body: Body, baseMs = REQUEST_TIMEOUT_MS): number {
  return baseMs + Math.ceil((bodySize(body) / UPLOAD_FLOOR_BYTES_PER_SECOND) * 1000);
}

/** `fetch` with a deadline per call; a caller's own signal still aborts it too. */
export function timedFetch(baseMs = REQUEST_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const deadline = AbortSignal.timeout(timeoutFor(init?.body, baseMs));
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return fetch(input, { ...init, signal });
  };
}

/** Whether a Supabase result's error is our deadline (supabase-js keeps the cause). */
export function isTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const name = (e as { name?: string }).name;
    if (name === 'TimeoutError') return true;
    e =
      (e as { cause?: unknown; originalError?: unknown }).originalError ??
      (e as { cause?: unknown }).cause;
  }
  return false;
}
