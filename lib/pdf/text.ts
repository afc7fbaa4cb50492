/**
 * Text in the PDFs we make (the signed agreement, tax invoices, statements), in the scripts our
 * clients write their names and addresses in. Latin is drawn as it always was, in the standard
 * Helvetica (no font file, Windows-1252 only); a stretch of Devanagari, Bengali, Gurmukhi or Arabic
 * (Urdu) is drawn in a Noto font from ./fonts, embedded with only the glyphs the document uses.
 *
 * pdf-lib lays text out through fontkit, which shapes (GSUB: conjuncts, reordered vowel signs,
 * Arabic joining) but pdf-lib then draws every glyph at its own advance and drops the positions
 * (GPOS). Noto Naskh Arabic places the dots of ب ت ن ی … and Noto's Indic fonts place above and
 * below marks with GPOS, so a run in those fonts is laid out here and each glyph is drawn where
 * fontkit put it. Each such run is marked with its text (/ActualText), so copying or extracting it
 * gives the characters as typed, not the glyphs in visual order.
 *
 * The line's direction is left to right (these are English documents); a stretch from a right-to-
 * left letter to the last one, with the spaces and punctuation between and the numbers in it, is
 * laid out right to left, its numbers left to right (the Unicode bidirectional algorithm for a
 * left-to-right paragraph without embeddings). A character in none of these fonts prints as "?".
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit, { type Font, type GlyphRun } from '@pdf-lib/fontkit';
import {
  type Color,
  PDFDict,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  StandardFonts,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
// fontkit 1.1.1's Indic shaper (Devanagari, Bengali, Gurmukhi) is a generator compiled for
// regenerator and calls the global `regeneratorRuntime` (pdf-lib issues 785 and 1419).
import 'regenerator-runtime/runtime';

type Face = 'devanagari' | 'bengali' | 'gurmukhi' | 'arabic';

/** The fonts, each with the code points it is used for. Files and licence: ./fonts/README.md. */
const FACES: Record<Face, { file: string; ranges: [number, number][] }> = {
  devanagari: {
    file: 'NotoSansDevanagari-Regular.ttf',
    ranges: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cff],
      [0xa8e0, 0xa8ff],
    ],
  },
  bengali: { file: 'NotoSansBengali-Regular.ttf', ranges: [[0x0980, 0x09ff]] },
  gurmukhi: { file: 'NotoSansGurmukhi-Regular.ttf', ranges: [[0x0a00, 0x0a7f]] },
  arabic: {
    file: 'NotoNaskhArabic-Regular.ttf',
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x08a0, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
};
const FACE_NAMES = Object.keys(FACES) as Face[];

const faceOf = (cp: number): Face | undefined =>
  FACE_NAMES.find((f) => FACES[f].ranges.some(([lo, hi]) => cp >= lo && cp <= hi));

/** Windows-1252's printable characters beyond Latin-1. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const inHelvetica = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(c);
};
/** Joiners and combining marks belong to the letter before them. */
const JOINS = /^[\p{M}\u200c\u200d]$/u;
/** The dandas (U+0964, U+0965) end sentences in Bengali and Gurmukhi too. */
const DANDA = /^[\u0964\u0965]$/;

/** Whether every character of `text` can be printed (none would come out as "?"). */
export function printable(text: string): boolean {
  return Array.from(text.normalize('NFC')).every(
    (c) => inHelvetica(c) || faceOf(c.codePointAt(0)!) !== undefined || JOINS.test(c),
  );
}

/** Only Windows-1252: what Helvetica can draw; anything else becomes "?". */
const helveticaSafe = (text: string) =>
  Array.from(text, (c) => (inHelvetica(c) ? c : '?')).join('');

// The font files, read once per process and parsed once: the embedder gets the same fontkit
// object back (fontkit.create is called with these very bytes), so the fix below applies to it.
const loaded = new Map<Face, { bytes: Uint8Array; font: Font }>();
const byBytes = new WeakMap<Uint8Array, Font>();
function load(face: Face) {
  let entry = loaded.get(face);
  if (!entry) {
    const bytes = new Uint8Array(
      readFileSync(join(process.cwd(), 'lib/pdf/fonts', FACES[face].file)),
    );
    const font = fontkit.create(bytes);
    tolerateNullAnchors(font);
    evenGlyphRecords(font);
    freshGlyphsPerLayout(font);
    entry = { bytes, font };
    loaded.set(face, entry);
    byBytes.set(bytes, font);
  }
  return entry;
}
const cachedFontkit = {
  create: (bytes: Uint8Array) => byBytes.get(bytes) ?? fontkit.create(bytes),
};

/**
 * Noto Sans Gurmukhi has mark-to-base anchors left empty (a mark that does not attach to that
 * base: allowed by OpenType), on which fontkit 1.1.1 throws. Such a mark keeps its own place.
 */
function tolerateNullAnchors(font: Font) {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: Anchors } } })
    ._layoutEngine?.engine;
  const gpos = engine?.GPOSProcessor;
  if (!gpos) return;
  const apply = gpos.applyAnchor.bind(gpos);
  gpos.applyAnchor = (mark, base, index) => {
    if (mark?.markAnchor && base) apply(mark, base, index);
  };
}
/**
 * fontkit 1.1.1 writes a subset with short (halved) glyph offsets when it is small, without making
 * each glyph's record an even number of bytes first; Noto Naskh Arabic has odd-length records, so
 * its glyphs came out cut or shifted (blank in the PDF). Each record is padded by one byte here.
 */
function evenGlyphRecords(font: Font) {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as unknown as GlyphRecords;
    const add = subset._addGlyph.bind(subset);
    subset._addGlyph = (gid) => {
      const index = add(gid);
      const record = subset.glyf[index]!;
      if (record.length % 2) {
        // fontkit's own Buffer class (its stream takes no other).
        const FontkitBuffer = record.constructor as typeof Buffer;
        subset.glyf[index] = FontkitBuffer.concat([record, FontkitBuffer.alloc(1)]);
        subset.offset += 1;
      }
      return index;
    };
    return subset as unknown as ReturnType<Font['createSubset']>;
  };
}
/**
 * fontkit 1.1.1 keeps one glyph object per glyph id, with the characters of the text it was first
 * made for, and its Indic shaper reads a letter's class from those: after one layout had made
 * Bengali ব's glyph from another text, "বা" came out as a broken cluster (a dotted circle). Each
 * layout starts with no glyph objects kept.
 */
function freshGlyphsPerLayout(font: Font) {
  const layout = font.layout.bind(font);
  font.layout = (text, features) => {
    (font as unknown as { _glyphs: object })._glyphs = {};
    return layout(text, features);
  };
}
interface GlyphRecords {
  _addGlyph(gid: number): number;
  glyf: Uint8Array[];
  offset: number;
}
interface Anchors {
  applyAnchor(mark: { markAnchor?: unknown } | undefined, base: unknown, index: number): void;
}

/** A piece of a line drawn in one font, in one direction. */
interface Run {
  text: string;
  face: Face | 'latin';
  /** The bidi embedding level: odd is right to left. */
  level: number;
}

type Bidi = 'L' | 'R' | 'EN' | 'AN' | 'CS' | 'N' | 'NSM';
function bidiClass(c: string): Bidi {
  const cp = c.codePointAt(0)!;
  if (JOINS.test(c)) return 'NSM';
  if (/^[0-9\u06f0-\u06f9]$/.test(c)) return 'EN';
  if (/^[\u0660-\u0669\u066b\u066c]$/.test(c)) return 'AN';
  if (/^[,.:/\u060c+-]$/.test(c)) return 'CS';
  if (faceOf(cp) === 'arabic' && /^\p{L}$/u.test(c)) return 'R';
  if (/^\p{L}$/u.test(c)) return 'L';
  return 'N';
}

/** Embedding levels for a left-to-right line (UAX #9, W1–W7, N1–N2, I1). */
function levels(chars: string[]): number[] {
  const t = chars.map(bidiClass);
  // W1: a mark takes its letter's class.
  t.forEach((c, i) => {
    if (c === 'NSM') t[i] = i > 0 ? t[i - 1]! : 'L';
  });
  // W2: a European number after a right-to-left letter is an Arabic one.
  let strong: Bidi = 'L';
  t.forEach((c, i) => {
    if (c === 'L' || c === 'R') strong = c;
    else if (c === 'EN' && strong === 'R') t[i] = 'AN';
  });
  // W4: one separator between two numbers of a kind is part of the number.
  t.forEach((c, i) => {
    if (c === 'CS' && i > 0 && t[i - 1] === t[i + 1] && (t[i - 1] === 'EN' || t[i - 1] === 'AN'))
      t[i] = t[i - 1]!;
  });
  // W7: a European number after left-to-right text (or at the start) is left to right.
  strong = 'L';
  t.forEach((c, i) => {
    if (c === 'L' || c === 'R') strong = c;
    else if (c === 'EN' && strong === 'L') t[i] = 'L';
  });
  // N1, N2: neutrals between two of one direction take it (numbers count as right to left);
  // otherwise the line's.
  const dir = (c: Bidi | undefined) => (c === 'L' || c === undefined ? 'L' : 'R');
  for (let i = 0; i < t.length;) {
    if (t[i] !== 'N' && t[i] !== 'CS') {
      i++;
      continue;
    }
    let j = i;
    while (j < t.length && (t[j] === 'N' || t[j] === 'CS')) j++;
    const before = i > 0 ? dir(t[i - 1]) : 'L';
    const after = dir(t[j]);
    for (let k = i; k < j; k++) t[k] = before === after ? before : 'L';
    i = j;
  }
  return t.map((c) => (c === 'L' ? 0 : c === 'R' ? 1 : 2));
}

/** The line cut into runs, each in one font and one level, in reading (logical) order. */
function runs(text: string): Run[] {
  const chars = Array.from(text.normalize('NFC'));
  const lv = levels(chars);
  // A character's font: its script's; a mark or danda, its letter's; a space or punctuation
  // between two letters of one script, theirs (so a name shapes as one run); otherwise Helvetica.
  const faces: (Face | 'latin' | undefined)[] = chars.map((c) => {
    const f = faceOf(c.codePointAt(0)!);
    if (DANDA.test(c) || JOINS.test(c)) return undefined;
    if (f) return f;
    return /^[\p{L}\p{N}]$/u.test(c) ? 'latin' : undefined;
  });
  faces.forEach((f, i) => {
    if (f !== undefined || !(DANDA.test(chars[i]!) || JOINS.test(chars[i]!))) return;
    const prev = i > 0 ? faces[i - 1] : undefined;
    faces[i] = prev && prev !== 'latin' ? prev : DANDA.test(chars[i]!) ? 'devanagari' : 'latin';
  });
  for (let i = 0; i < chars.length;) {
    if (faces[i] !== undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && faces[j] === undefined) j++;
    const before = i > 0 ? faces[i - 1] : undefined;
    const same = before !== undefined && before !== 'latin' && before === faces[j];
    for (let k = i; k < j; k++) faces[k] = same ? before : 'latin';
    i = j;
  }
  const out: Run[] = [];
  chars.forEach((c, i) => {
    const face = faces[i]!;
    const last = out.at(-1);
    if (last && last.face === face && last.level === lv[i]) last.text += c;
    else out.push({ text: c, face, level: lv[i]! });
  });
  return out;
}

/** Runs in the order they are drawn, left to right (UAX #9, L2). */
function visual(rs: Run[]): Run[] {
  const out = [...rs];
  const max = Math.max(0, ...out.map((r) => r.level));
  for (let level = max; level >= 1; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '<': '>',
  '>': '<',
};

export interface PdfText {
  /** The width of `text` on one line. */
  width(text: string, size: number, bold?: boolean): number;
  /** Draws `text` as one line with its left end at x. */
  draw(
    page: PDFPage,
    text: string,
    o: { x: number; y: number; size: number; color: Color; bold?: boolean },
  ): void;
  /** Lines of at most `width` points; a word longer than a line is cut. */
  wrap(text: string, size: number, width: number, bold?: boolean): string[];
}

/**
 * The fonts for one document: Helvetica and Helvetica-Bold as before, and the script fonts that
 * `content` (everything the document will print) needs, and no others: a document in Latin only
 * is the same as it was. The script fonts have one weight; a bold run in them prints regular.
 */
export async function pdfText(doc: PDFDocument, content: string): Promise<PdfText> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const needed = new Set(runs(content).map((r) => r.face));
  const script = new Map<Face, { pdf: PDFFont; font: Font }>();
  for (const face of FACE_NAMES.filter((f) => needed.has(f))) {
    const { bytes, font } = load(face);
    doc.registerFontkit(cachedFontkit);
    script.set(face, { pdf: await doc.embedFont(bytes, { subset: true }), font });
  }

  const layout = (r: Run): { run: Run; font?: { pdf: PDFFont; font: Font }; glyphs?: GlyphRun } => {
    const f = r.face === 'latin' ? undefined : script.get(r.face);
    if (!f) {
      const text =
        r.level % 2
          ? Array.from(r.text, (c) => MIRROR[c] ?? c)
              .reverse()
              .join('')
          : r.text;
      return { run: { ...r, text: helveticaSafe(text), face: 'latin' } };
    }
    return { run: r, font: f, glyphs: f.font.layout(r.text) };
  };
  const runWidth = (l: ReturnType<typeof layout>, size: number, b: boolean) =>
    l.glyphs
      ? (l.glyphs.positions.reduce((n, p) => n + p.xAdvance, 0) * size) / l.font!.font.unitsPerEm
      : (b ? bold : regular).widthOfTextAtSize(l.run.text, size);
  const allLatin = (text: string) => !Array.from(text).some((c) => faceOf(c.codePointAt(0)!));

  const width = (text: string, size: number, b = false) =>
    allLatin(text)
      ? (b ? bold : regular).widthOfTextAtSize(helveticaSafe(text.normalize('NFC')), size)
      : runs(text).reduce((n, r) => n + runWidth(layout(r), size, b), 0);

  const draw: PdfText['draw'] = (page, text, o) => {
    const helvetica = o.bold ? bold : regular;
    if (allLatin(text)) {
      const safe = helveticaSafe(text.normalize('NFC'));
      page.drawText(safe, { x: o.x, y: o.y, size: o.size, font: helvetica, color: o.color });
      return;
    }
    let x = o.x;
    for (const l of visual(runs(text)).map(layout)) {
      if (l.glyphs && l.font)
        drawGlyphs(page, l.run.text, l.font, l.glyphs, l.run.level % 2 === 1, { ...o, x });
      else page.drawText(l.run.text, { x, y: o.y, size: o.size, font: helvetica, color: o.color });
      x += runWidth(l, o.size, !!o.bold);
    }
  };

  const wrap: PdfText['wrap'] = (text, size, w, b = false) => {
    const fits = (s: string) => width(s, size, b) <= w;
    const out: string[] = [];
    let line = '';
    for (const word of text.split(/(\s+)/)) {
      const next = line + word;
      if (fits(next)) {
        line = next;
        continue;
      }
      if (line.trim()) out.push(line.trimEnd());
      line = word.trimStart();
      // A single word wider than the line (a hash, a long URL) is cut, never inside a letter.
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && (!fits(line.slice(0, cut)) || !cuttable(line, cut))) cut--;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    out.push(line.trimEnd());
    return out;
  };

  return { width, draw, wrap };
}

/** Whether a word may be cut before index i: not inside a surrogate pair, before a mark or after a virama. */
const cuttable = (s: string, i: number) =>
  !/^[\udc00-\udfff\p{M}\u200c\u200d]$/u.test(s[i]!) && !/^[\u094d\u09cd\u0a4d]$/.test(s[i - 1]!);

/**
 * One shaped run, each glyph at the place fontkit gave it, inside a marked-content span whose
 * ActualText is the run's text (PDF 32000-1, 14.9.4).
 */
function drawGlyphs(
  page: PDFPage,
  text: string,
  f: { pdf: PDFFont; font: Font },
  run: GlyphRun,
  rtl: boolean,
  o: { x: number; y: number; size: number; color: Color },
) {
  // encodeText lays the same text out again (the same glyphs) and adds them to the subset.
  const hex = f.pdf.encodeText(text).asString();
  const scale = o.size / f.font.unitsPerEm;
  const key = page.node.newFontDictionary(f.pdf.name, f.pdf.ref);
  // In visual order, as the glyphs are drawn: readers that rebuild the reading order from the
  // glyphs' places (poppler's pdftotext does) reverse a right-to-left run themselves.
  const actual = rtl ? Array.from(text).reverse().join('') : text;
  const span = PDFDict.fromMapWithContext(
    new Map([[PDFName.of('ActualText'), PDFHexString.fromText(actual)]]),
    page.doc.context,
  );
  const ops: PDFOperator[] = [
    pushGraphicsState(),
    beginText(),
    setFillingColor(o.color),
    setFontAndSize(key, o.size),
    // PDFOperator's types leave out dictionaries, which BDC takes and it writes as any object.
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of('Span'),
      span as unknown as PDFName,
    ]),
  ];
  let x = o.x;
  run.glyphs.forEach((_, i) => {
    const p = run.positions[i]!;
    ops.push(
      setTextMatrix(1, 0, 0, 1, x + p.xOffset * scale, o.y + p.yOffset * scale),
      showText(PDFHexString.of(hex.slice(i * 4, i * 4 + 4))),
    );
    x += p.xAdvance * scale;
  });
  ops.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent), endText(), popGraphicsState());
  page.pushOperators(...ops);
}
