/**
 * A Storage that accepts the connection and never answers (a hung proxy, a stuck Storage): the
 * server's Supabase clients give up (lib/supabase/timed-fetch.ts) and the callers answer "please
 * try again" instead of holding the person's request open. The server listens on 127.0.0.1 only
 * and is closed after.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import type { CurrentUser } from '@/lib/auth/server';
import { signDownload } from '@/lib/documents/files';
import {
  isTimeout,
  REQUEST_TIMEOUT_MS,
  timedFetch,
  timeoutFor,
  UPLOAD_FLOOR_BYTES_PER_SECOND,
} from '@/lib/supabase/timed-fetch';

let server: Server;
let url: string;
const sockets = new Set<Socket>();
let requests = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => requests++); // read the request, never write a byte back
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  url = `http://127.0.0.1:${port}`;
  // The app's own secret-key client (lib/supabase/admin.ts) is pointed at it.
  process.env.NEXT_PUBLIC_SUPABASE_URL = url;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

class NoWebSocket {}
const hungStorage = (baseMs: number) =>
  createClient(url, 'sb_publishable_test', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
    global: { fetch: timedFetch(baseMs) },
  });

const person = (id: string): CurrentUser => ({
  id,
  email: 'someone@example.com',
  fullName: null,
  isAdmin: false,
  claims: { sub: id, role: 'authenticated' },
});
const CLIENT = 'a0000000-0000-4000-8000-000000000002';
const AGENT = 'a0000000-0000-4000-8000-000000000001';

test(
  'an agent’s download, signed by the app’s secret-key client, gives up after 15 s: "try again"',
  async () => {
    const started = Date.now();
    const before = requests;
    const signed = await signDownload({
      user: { ...person(AGENT), isAdmin: true },
      path: `${CLIENT}/some-document.pdf`,
      name: 'passport-2026-11-28.pdf',
      event: 'document_sign_failed',
    });
    const took = Date.now() - started;
    expect(signed).toBe('unavailable');
    expect(requests).toBeGreaterThan(before); // it did reach the hung server
    expect(took).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(REQUEST_TIMEOUT_MS + 5_000);
  },
  REQUEST_TIMEOUT_MS + 15_000,
);

test('a client’s own download through a hung Storage is "try again", not a hang', async () => {
  const signed = await signDownload({
    user: person(CLIENT),
    path: `${CLIENT}/some-document.pdf`,
    name: 'passport-2026-11-28.pdf',
    event: 'document_sign_failed',
    storage: hungStorage(300),
  });
  expect(signed).toBe('unavailable');
});

test('an upload waits longer, in proportion to its size, then gives up with an error', async () => {
  const bytes = new Uint8Array(UPLOAD_FLOOR_BYTES_PER_SECOND * 2); // two seconds' worth
  expect(timeoutFor(bytes, 300)).toBe(2_300);
  expect(timeoutFor(undefined)).toBe(REQUEST_TIMEOUT_MS);
  expect(timeoutFor(new Uint8Array(10 * 1024 * 1024))).toBe(REQUEST_TIMEOUT_MS + 40_000);
  const started = Date.now();
  const put = await hungStorage(300)
    .storage.from('documents')
    .upload(`${CLIENT}/${Date.now()}.pdf`, bytes, { contentType: 'application/pdf' });
  const took = Date.now() - started;
  expect(put.data).toBeNull();
  expect(isTimeout(put.error)).toBe(true);
  expect(took).toBeGreaterThanOrEqual(2_200);
  expect(took).toBeLessThan(10_000);
});

test('the caller’s own signal still aborts a call early', async () => {
  const controller = new AbortController();
  const call = timedFetch(60_000)(`${url}/storage/v1/object/x`, { signal: controller.signal });
  setTimeout(() => controller.abort(), 100);
  await expect(call).rejects.toMatchObject({ name: 'AbortError' });
});
