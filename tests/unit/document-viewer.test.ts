/**
 * The agent's "View" shows a PDF or a picture inline, known from its first bytes; HTML, SVG and
 * anything else never reach the browser as a page (lib/documents/viewer.ts).
 */
import { canView, sniffViewable, viewerHeaders } from '@/lib/documents/viewer';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffViewable', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n'), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
  ])('knows %s', (_what, b, type) => expect(sniffViewable(b)).toBe(type));

  it.each([
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['HTML named .pdf, PDF further in', bytes(' <html>%PDF-')],
    ['an ELF', bytes([0x7f], 'ELF')],
    ['RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['nothing', bytes()],
  ])('shows no %s', (_what, b) => expect(sniffViewable(b)).toBeNull());
});

describe('viewerHeaders', () => {
  it('serves a picture inline, sandboxed, nothing to run', () => {
    const h = viewerHeaders('image/png', 'passport-2026-11-20.png');
    expect(h['content-disposition']).toBe('inline; filename="passport-2026-11-20.png"');
    expect(h['content-security-policy']).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['cache-control']).toBe('no-store');
  });

  it('serves a PDF with the same CSP, unsandboxed so the browser’s viewer opens it', () => {
    const h = viewerHeaders('application/pdf', 'passport.pdf');
    expect(h['content-security-policy']).toContain("default-src 'none'");
    expect(h['content-security-policy']).not.toContain('script-src');
  });

  it('offers View for PDFs and pictures a browser shows, not HEIC', () => {
    expect(canView('application/pdf')).toBe(true);
    expect(canView('image/jpeg')).toBe(true);
    expect(canView('image/heic')).toBe(false);
    expect(canView('text/html')).toBe(false);
  });
});
