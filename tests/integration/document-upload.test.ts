/**
 * Uploads with real bytes, through the same functions the upload route calls (receiveUpload then
 * storeDocument), against the stand-in's Storage and database with the client's own token.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { deflateSync, crc32 } from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { createDb, type Db, documents, inTransaction, withUser } from '@/lib/db';
import type { CurrentUser } from '@/lib/auth/server';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/constants';
import { removeMyDocument, signedUrlFor } from '@/lib/documents/files';
import { receiveUpload } from '@/lib/documents/receive';
import { sniffMime } from '@/lib/documents/sniff';
import { storeDocument, uploadParamsSchema } from '@/lib/documents/store';
import { personLimits } from '@/lib/config/limits';
import { timedFetch } from '@/lib/supabase/timed-fetch';
import { type TestStack, startTestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, seedSessions } from '../rls/harness';

// ---- files, made here byte by byte -------------------------------------------------------
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A 1×1 baseline JPEG as a phone writes it: SOI, an Exif APP1 with Orientation = 6 (rotate 90°). */
function phoneJpeg(): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x06,
    0x00,
    0x00, // Orientation = 6
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), u16(exif.length + 2), exif]);
  const body = Buffer.from(
    '/9j/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    'base64',
  ).subarray(2); // drop its SOI: ours comes first
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, body]);
}
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32(data.length), td, u32(crc32(td))]);
  };
  const ihdr = Buffer.concat([u32(1), u32(1), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An iPhone-style HEIC start: ftyp box, major brand heic, compatible mif1/heic, then meta bytes. */
function heic(): Buffer {
  const ftyp = Buffer.concat([
    u32(24),
    Buffer.from('ftypheic', 'latin1'),
    u32(0),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, u32(16), Buffer.from('metafake-heic-payload'.padEnd(200, '.'))]);
}

const elf = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(400, 0x90)]);
const pe = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(400, 0)]);

/** A request body as the route sees it, in 64 KiB chunks, recording how much was pulled. */
function streamOf(bytes: Buffer, pulled = { bytes: 0 }) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const next = bytes.subarray(offset, offset + 65536);
      offset += next.length;
      pulled.bytes = offset;
      controller.enqueue(new Uint8Array(next));
    },
  });
}

// ---- the stack ---------------------------------------------------------------------------
let stack: TestStack;
let db: Db;
let client: SupabaseClient;
/** The demo client as the app sees them after sign-in (lib/auth's CurrentUser). */
let user: CurrentUser;

beforeAll(async () => {
  stack = await startTestStack();
  db = createDb(stack.dbUrl, 4);
  client = supabaseClient(stack);
  const { data, error } = await client.auth.signInWithPassword({
    email: 'user@example.com',
    password: 'user-local-only-2026',
  });
  expect(error).toBeNull();
  user = {
    id: data.user!.id,
    email: 'user@example.com',
    fullName: null,
    isAdmin: false,
    // The claims of the real token, so the database sees a live session (issue 36).
    claims: claimsOf(data.user!.id),
  };
}, 90_000);
afterAll(async () => {
  await db?.$client.end();
  await stack?.stop();
});
// Live sessions for the seeded demo people: tests/rls/harness.ts.
beforeAll(() => seedSessions(db));

async function upload(bytes: Buffer, name: string, extra: Record<string, string> = {}) {
  const received = await receiveUpload(streamOf(bytes));
  if (!received.ok) return { problem: received.problem } as const;
  const params = uploadParamsSchema.parse({
    category: 'other',
    name,
    key: randomUUID(),
    ...extra,
  });
  return storeDocument({ user, storage: client, params, file: received, db });
}

async function download(path: string) {
  const { data, error } = await client.storage.from('documents').download(path);
  expect(error).toBeNull();
  return Buffer.from(await data!.arrayBuffer());
}

test.each([
  ['a PDF', pdf, 'application/pdf', 'pdf'],
  ['a PNG', png, 'image/png', 'png'],
  ['a HEIC from an iPhone (accepted)', heic, 'image/heic', 'heic'],
])('%s is stored with its sniffed type, size and SHA-256', async (_, make, mime, ext) => {
  const bytes = make();
  const r = await upload(bytes, `file.${ext}`);
  expect(r).toMatchObject({ status: 'created' });
  if (!('document' in r)) throw new Error('not stored');
  expect(r.document).toMatchObject({ mimeType: mime, sizeBytes: bytes.length, status: 'uploaded' });
  expect(r.document.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(r.document.storagePath).toMatch(new RegExp(`^${user.id}/[0-9a-f-]{36}\\.${ext}$`));
  expect((await download(r.document.storagePath)).equals(bytes)).toBe(true);
});

test('a phone JPEG keeps its EXIF orientation: stored byte for byte, never re-encoded', async () => {
  const bytes = phoneJpeg();
  expect(bytes.includes(Buffer.from([0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0, 6]))).toBe(true);
  const r = await upload(bytes, 'IMG_2041.jpg');
  if (!('document' in r)) throw new Error('not stored');
  expect(r.document.mimeType).toBe('image/jpeg');
  expect((await download(r.document.storagePath)).equals(bytes)).toBe(true);
});

test.each([
  ['an ELF executable named .pdf', elf],
  ['a Windows PE executable named .pdf', pe],
])('%s is refused as the wrong type', async (_, make) => {
  expect(await upload(make(), 'passport.pdf')).toEqual({ problem: 'wrongType' });
});

test('an 11 MB file is refused, and reading stops soon after 10 MB', async () => {
  const big = Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024)]);
  const pulled = { bytes: 0 };
  expect(await receiveUpload(streamOf(big, pulled))).toEqual({ ok: false, problem: 'tooLarge' });
  // The stream reads at most a chunk or two ahead of the check.
  expect(pulled.bytes).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES + 2 * 65536);
  expect(pulled.bytes).toBeLessThan(big.length);
});

test('exactly 10 MB is accepted', async () => {
  const bytes = Buffer.concat([pdf(), Buffer.alloc(MAX_DOCUMENT_BYTES - pdf().length)]);
  const received = await receiveUpload(streamOf(bytes));
  expect(received.ok).toBe(true);
});

test('a zero-byte file is refused with its own message', async () => {
  expect(await receiveUpload(streamOf(Buffer.alloc(0)))).toEqual({ ok: false, problem: 'empty' });
});

test('a file name with ../ and Unicode is stored under a generated name and shown as given', async () => {
  const name = '../../etc/पासपोर्ट ünïcødé ✓.pdf';
  const r = await upload(pdf(), name);
  if (!('document' in r)) throw new Error('not stored');
  expect(r.document.originalName).toBe(name);
  expect(r.document.storagePath).toMatch(new RegExp(`^${user.id}/[0-9a-f-]{36}\\.pdf$`));
  expect(r.document.storagePath).not.toContain('..');
});

test('a retry with the same upload key stores the file once', async () => {
  const received = await receiveUpload(streamOf(pdf()));
  if (!received.ok) throw new Error('refused');
  const params = uploadParamsSchema.parse({ category: 'other', name: 'a.pdf', key: randomUUID() });
  const first = await storeDocument({ user, storage: client, params, file: received, db });
  const again = await storeDocument({ user, storage: client, params, file: received, db });
  expect(first.status).toBe('created');
  expect(again.status).toBe('existing');
  const [{ n }] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from public.documents where storage_path like ${`%${params.key}%`}`,
    )
  ).rows;
  expect(n).toBe(1);
});

test('a passport needs its expiry date; a qualification has none', () => {
  const base = { name: 'x.pdf', key: randomUUID() };
  expect(uploadParamsSchema.safeParse({ ...base, category: 'passport' }).success).toBe(false);
  expect(
    uploadParamsSchema.safeParse({ ...base, category: 'passport', expiresOn: '2031-05-01' })
      .success,
  ).toBe(true);
  expect(
    uploadParamsSchema.safeParse({ ...base, category: 'qualification', expiresOn: '2031-05-01' })
      .success,
  ).toBe(false);
});

test('the sniffer ignores names and reads AVIF as not accepted', () => {
  const avif = Buffer.concat([
    u32(24),
    Buffer.from('ftypavif', 'latin1'),
    u32(0),
    Buffer.from('mif1avif'),
  ]);
  expect(sniffMime(avif)).toBeNull();
  expect(sniffMime(heic())).toBe('image/heic');
  expect(sniffMime(phoneJpeg())).toBe('image/jpeg');
});

// ---- issue 22: the row is the server's, downloads are attachments -------------------------
const AGENT = 'a0000000-0000-4000-8000-000000000001';
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
/** The agent's review, as the agent at aal2 (RLS and the review trigger apply). */
const review = (id: string, set: Partial<typeof documents.$inferInsert>) =>
  withUser(
    claimsOf(AGENT),
    (tx) =>
      tx
        .update(documents)
        .set(set)
        .where(sql`id = ${id}`),
    db,
  );

test.each([
  ['a %PDF- header followed by a web page', () => Buffer.from(`%PDF-1.4\n${HTML}\n%%EOF\n`)],
  [
    'a PNG with an SVG script after its header',
    () => Buffer.concat([png(), Buffer.from('<svg onload=alert(1)>')]),
  ],
  [
    'a PDF with a script deep inside',
    () => Buffer.concat([pdf(), Buffer.alloc(200_000, 0x20), Buffer.from('<SCRIPT>x</SCRIPT>')]),
  ],
])('%s (a polyglot) is refused as the wrong type', async (_, make) => {
  expect(await upload(make(), 'passport.pdf')).toEqual({ problem: 'wrongType' });
});

test('a real PDF that merely mentions "<scripts" or "<bodyguard" is accepted', async () => {
  const bytes = Buffer.concat([pdf(), Buffer.from('(see <scripts> and <bodyguard>)')]);
  expect(await upload(bytes, 'notes.pdf')).toMatchObject({ status: 'created' });
});

test('through the app the row is written, and the client’s own remove and hide still work', async () => {
  const first = await upload(pdf(), 'draft.pdf');
  if (!('document' in first)) throw new Error('not stored');
  // Unreviewed: row and object go.
  expect(await removeMyDocument({ user, storage: client, documentId: first.document.id, db })).toBe(
    'deleted',
  );
  expect(
    (await client.storage.from('documents').download(first.document.storagePath)).error,
  ).not.toBeNull();

  const second = await upload(pdf(), 'degree.pdf');
  if (!('document' in second)) throw new Error('not stored');
  await review(second.document.id, { status: 'accepted' });
  expect(
    await removeMyDocument({ user, storage: client, documentId: second.document.id, db }),
  ).toBe('hidden');
});

test('every download link is an attachment with a name we made, served with nosniff and sandbox', async () => {
  const r = await upload(pdf(), '"><img src=x onerror=alert(1)>.pdf', { category: 'other' });
  if (!('document' in r)) throw new Error('not stored');
  const signed = await signedUrlFor({ user, storage: client, documentId: r.document.id, db });
  if (typeof signed !== 'object') throw new Error(`not signed: ${signed}`);
  expect(signed.url).toContain('download=');
  const res = await fetch(signed.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename=other-\d{4}-\d{2}-\d{2}\.pdf/,
  );
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain('sandbox');
});

test('a Storage that never answers: the upload gives up and reads "failed" (the route: try again)', async () => {
  const hung = createServer((socket) => socket.on('data', () => {}));
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const open = new Set<Socket>();
  hung.on('connection', (socket) => open.add(socket));
  try {
    const { port } = hung.address() as { port: number };
    const storage = supabaseClient({ ...stack, url: `http://127.0.0.1:${port}` }, undefined, {
      global: { fetch: timedFetch(300) },
    });
    const received = await receiveUpload(streamOf(pdf()));
    if (!received.ok) throw new Error('not received');
    const params = uploadParamsSchema.parse({
      category: 'other',
      name: 'x.pdf',
      key: randomUUID(),
    });
    const r = await storeDocument({ user, storage, params, file: received, db });
    expect(r).toEqual({ status: 'failed' });
  } finally {
    for (const s of open) s.destroy();
    await new Promise((resolve) => hung.close(resolve));
  }
});

describe('replaces=', () => {
  let otherDocId: string;
  beforeAll(async () => {
    // Another client's rejected document, written as the server would.
    const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email: `replaces-${randomUUID()}@example.com`,
      password: 'password-123',
      email_confirm: true,
    });
    const otherId = data.user!.id;
    await seedSessions(db, [otherId]);
    const [row] = await inTransaction(db, (tx) =>
      tx
        .insert(documents)
        .values({
          clientId: otherId,
          category: 'passport',
          storagePath: `${otherId}/${randomUUID()}.pdf`,
          originalName: 'theirs.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 10,
          sha256: 'c'.repeat(64),
          status: 'needs_replacement',
          reviewReason: 'Blurred',
        })
        .returning(),
    );
    otherDocId = row.id;
  });

  test('another client’s document, a random id and one of mine not rejected: the same answer', async () => {
    const mine = await upload(pdf(), 'mine.pdf');
    if (!('document' in mine)) throw new Error('not stored');
    for (const replaces of [otherDocId, randomUUID(), mine.document.id]) {
      expect(await upload(pdf(), 'new.pdf', { replaces })).toEqual({ status: 'badReplaces' });
    }
    const [{ n }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.documents where replaces_id = ${otherDocId}`,
      )
    ).rows;
    expect(n).toBe(0);
  });

  test('my own rejected document is replaced, and the link is stored', async () => {
    const old = await upload(pdf(), 'blurred.pdf');
    if (!('document' in old)) throw new Error('not stored');
    await review(old.document.id, { status: 'needs_replacement', reviewReason: 'Blurred' });
    const r = await upload(pdf(), 'sharp.pdf', { replaces: old.document.id });
    expect(r).toMatchObject({ status: 'created', document: { replacesId: old.document.id } });
  });
});

describe('the hourly limit, reached straight through Storage (issue 36)', () => {
  test('the next upload through the portal says the limit, not "try again"', async () => {
    const email = uniqueEmail('storage-flood');
    const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
    });
    const id = data.user!.id;
    await seedSessions(db, [id]);
    const theirs = supabaseClient(stack);
    expect(
      (await theirs.auth.signInWithPassword({ email, password: 'password-123' })).error,
    ).toBeNull();
    // Files with no row: the Storage API with their own token, bypassing the portal.
    for (let i = 0; i < personLimits.documentsPerHour; i++) {
      const put = await theirs.storage
        .from('documents')
        .upload(`${id}/${randomUUID()}.pdf`, pdf(), {
          contentType: 'application/pdf',
        });
      expect(put.error).toBeNull();
    }
    const received = await receiveUpload(streamOf(pdf()));
    if (!received.ok) throw new Error('not received');
    const params = uploadParamsSchema.parse({
      category: 'other',
      name: 'a.pdf',
      key: randomUUID(),
    });
    const flooder: CurrentUser = {
      id,
      email,
      fullName: null,
      isAdmin: false,
      claims: claimsOf(id),
    };
    expect(
      await storeDocument({ user: flooder, storage: theirs, params, file: received, db }),
    ).toEqual({ status: 'limited' });
  }, 60_000);
});
