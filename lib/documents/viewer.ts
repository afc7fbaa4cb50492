/**
 * What the agent's "View" may show in the browser: a PDF or a picture, known from the file's own
 * first bytes (never from its name or the type the uploader's browser claimed). Anything else,
 * HTML and SVG above all, is never served inline: "View" sends it on to the download instead.
 */
export type ViewableType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

export function sniffViewable(bytes: Uint8Array): ViewableType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // RIFF....WEBP
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b)
  )
    return 'image/webp';
  return null;
}

/**
 * The headers a viewed file is served with: inline, its sniffed type, nothing the browser may run.
 * A picture gets a sandboxed, script-less document; a PDF cannot be sandboxed (Chromium's viewer
 * refuses a sandboxed document and downloads it instead), so it gets the same CSP without
 * `sandbox`: a PDF's own scripts run, if at all, inside the browser's isolated PDF viewer.
 */
export function viewerHeaders(type: ViewableType, name: string): Record<string, string> {
  const csp =
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";
  return {
    'content-type': type,
    'content-disposition': `inline; filename="${name}"`,
    'content-security-policy': type === 'application/pdf' ? csp : `${csp}; sandbox`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** The agent's list offers "View" only for types a browser can show; HEIC downloads. */
export const canView = (mimeType: string) =>
  ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'].includes(mimeType);
