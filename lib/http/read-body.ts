/**
 * Reads a request body up to `limit` bytes, counting as it streams: a client announcing a small
 * body, or none, and sending 300 MB is cut off at the limit instead of being buffered whole.
 */
export type BodyResult =
  { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

export async function readBodyText(request: Request, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return { ok: false, status: 413, error: 'Request too large.' };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return { ok: false, status: 413, error: 'Request too large.' };
    }
    chunks.push(value);
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
    return { ok: true, text };
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid UTF-8.' };
  }
}
