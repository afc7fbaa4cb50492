/**
 * Reads an upload body once, as it arrives: sniffs the first bytes (and stops there if they are
 * not an accepted type), counts bytes and stops past 10 MB, hashes as it goes, and refuses a file
 * that carries web-page markup (sniff.ts carriesMarkup). Nothing beyond the cap is ever held:
 * the most a request can cost is 10 MB of memory.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { type DocumentMimeType, MAX_DOCUMENT_BYTES } from './constants';
import type { UploadProblem } from './messages';
import { carriesMarkup, SNIFF_BYTES, sniffMime } from './sniff';

export type Received =
  | { ok: true; bytes: Buffer; mimeType: DocumentMimeType; sha256: string }
  | { ok: false; problem: UploadProblem };

export async function receiveUpload(
  body: ReadableStream<Uint8Array> | null,
  limit = MAX_DOCUMENT_BYTES,
): Promise<Received> {
  if (!body) return { ok: false, problem: 'empty' };
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  let size = 0;
  let mimeType: DocumentMimeType | null = null;
  const stop = async (problem: UploadProblem): Promise<Received> => {
    await reader.cancel().catch(() => {});
    return { ok: false, problem };
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return stop('tooLarge');
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    chunks.push(chunk);
    hash.update(chunk);
    if (!mimeType && size >= SNIFF_BYTES) {
      mimeType = sniffMime(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
      if (!mimeType) return stop('wrongType');
    }
  }
  if (size === 0) return { ok: false, problem: 'empty' };
  const bytes = Buffer.concat(chunks, size);
  mimeType ??= sniffMime(bytes.subarray(0, SNIFF_BYTES));
  if (!mimeType) return { ok: false, problem: 'wrongType' };
  // A PDF or image header followed by a web page (a polyglot) is not a document we accept.
  if (carriesMarkup(bytes)) return { ok: false, problem: 'wrongType' };
  return { ok: true, bytes, mimeType, sha256: hash.digest('hex') };
}
