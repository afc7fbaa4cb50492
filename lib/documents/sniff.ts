/**
 * What a file really is, from its first bytes (never its name or the browser's guess). Used by
 * the browser, to refuse a wrong file before any byte is sent, and by the server, always.
 * Browser-safe: no Node APIs.
 */
import type { DocumentMimeType } from './constants';

/** Bytes the sniffer needs: enough for an ISO-BMFF (HEIC) ftyp box with its compatible brands. */
export const SNIFF_BYTES = 64;

const EXTENSIONS: Record<DocumentMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};
export const extensionFor = (mime: DocumentMimeType) => EXTENSIONS[mime];

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));
const startsWith = (b: Uint8Array, sig: number[]) =>
  b.length >= sig.length && sig.every((v, i) => b[i] === v);

// HEIF brands an iPhone or Android camera writes for HEVC stills. AVIF (also ISO-BMFF, brand
// 'avif') is not accepted: agents' PCs open it even less often than HEIC.
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_GENERIC = new Set(['mif1', 'msf1']);

function isHeic(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const major = ascii(b, 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_GENERIC.has(major)) return false;
  const boxSize = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  for (let i = 16; i + 4 <= Math.min(boxSize, b.length); i += 4) {
    if (HEIC_BRANDS.has(ascii(b, i, i + 4))) return true;
  }
  return false;
}

/** The accepted type these bytes start with, or null. */
export function sniffMime(head: Uint8Array): DocumentMimeType | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (isHeic(head)) return 'image/heic';
  return null;
}

// Tags that make a browser run script or render a page. A scan, a photo or a PDF never has them
// as plain text (PDF page content is compressed, and its own scripts use /JS, not tags).
const MARKUP = ['script', 'html', 'body', 'iframe', 'svg', 'object', 'embed', '!doctype', '?xml'];
const MAX_TAG = Math.max(...MARKUP.map((t) => t.length));

/**
 * Whether the bytes carry HTML/SVG markup anywhere, like a `%PDF-` header followed by a page
 * with a script (a polyglot). Such files are refused: the sniffed type says PDF, but a browser
 * that ever treated the bytes as a page would run the script. Downloads are attachments with
 * `nosniff` as well (lib/documents/files.ts); this is the second wall.
 */
export function carriesMarkup(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(0x3c); i !== -1; i = bytes.indexOf(0x3c, i + 1)) {
    const next = String.fromCharCode(...bytes.subarray(i + 1, i + 1 + MAX_TAG + 1)).toLowerCase();
    for (const tag of MARKUP) {
      if (!next.startsWith(tag)) continue;
      const after = next[tag.length];
      // "<html>", "<svg ", "<script/" — not "<scripts" or "<bodyguard".
      if (after === undefined || !/[a-z0-9]/.test(after)) return true;
    }
  }
  return false;
}
