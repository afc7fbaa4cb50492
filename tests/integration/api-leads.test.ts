/**
 * /api/leads and /api/outbox/deliver as a client sees them, against supabase/local: every status
 * code the route promises, the body limit enforced while streaming, and the rate limit holding
 * against a client that rotates X-Forwarded-For.
 */
import { sql } from 'drizzle-orm';
import { type TestStack, startTestStack } from '../support/stack';

let stack: TestStack;
let POST: (r: Request) => Promise<Response>;
let GET: (r: Request) => Promise<Response>;
let db: typeof import('@/lib/db').db;

beforeAll(async () => {
  stack = await startTestStack();
  // Read once by lib/env/server.ts, on the first request below.
  process.env.DATABASE_URL = stack.dbUrl;
  process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // nothing listens: mail stays queued
  ({ POST } = await import('@/app/api/leads/route'));
  ({ GET } = await import('@/app/api/outbox/deliver/route'));
  ({ db } = await import('@/lib/db'));
}, 300_000);
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 500)); // let after-response mail runs settle
  await db?.$client.end();
  await stack?.stop();
});

let n = 0;
const contact = (over: Record<string, unknown> = {}) => ({
  kind: 'contact',
  fullName: 'Sana Malik',
  email: `api-${Date.now()}-${n++}@example.com`,
  country: 'Pakistan',
  visaInterest: 'GSM Visa',
  message: 'Which skilled visa suits a software engineer?',
  idempotencyKey: `api-key-${Date.now()}-${n}`,
  ...over,
});

const post = (body: string | Uint8Array | object, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: (typeof body === 'object' && !(body instanceof Uint8Array)
        ? JSON.stringify(body)
        : body) as BodyInit,
    }),
  );

test('400 for a body that is not a JSON object', async () => {
  expect((await post('not json')).status).toBe(400);
  expect((await post('[1,2]')).status).toBe(400);
  expect((await post('null')).status).toBe(400);
  expect((await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400);
});

test('413 when the declared length is over the limit', async () => {
  const r = await post(JSON.stringify(contact({ message: 'x'.repeat(30_000) })));
  expect(r.status).toBe(413);
});

test('413 while streaming: an endless body without a length is cut off, not read whole', async () => {
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 4096;
      controller.enqueue(new Uint8Array(4096).fill(0x20));
    },
  });
  const r = await POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit),
  );
  expect(r.status).toBe(413);
  expect(pulled).toBeLessThan(100_000);
});

test('422 with field errors for a bad kind, bad fields, NUL bytes and lone surrogates', async () => {
  expect((await post({ ...contact(), kind: 'visa' })).status).toBe(422);
  const bad = await post(contact({ email: 'nope' }));
  expect(bad.status).toBe(422);
  expect((await bad.json()).fieldErrors.email).toMatch(/valid e-mail/);
  for (const field of ['fullName', 'message', 'email', 'idempotencyKey', 'utmSource', 'country']) {
    for (const evil of ['a\u0000b', 'a\ud800b', '\udfff']) {
      const r = await post(contact({ [field]: evil }));
      expect({ field, status: r.status }).toEqual({ field, status: 422 });
      expect(Object.keys((await r.json()).fieldErrors)).toContain(field);
    }
  }
});

test('201 created, then 200 for the same idempotency key', async () => {
  const lead = contact();
  const first = await post(lead, { 'x-forwarded-for': '203.0.113.200' });
  expect(first.status).toBe(201);
  expect(await first.json()).toMatchObject({ status: 'created', id: expect.any(String) });
  expect((await post(lead)).status).toBe(200);
});

test('40 requests rotating X-Forwarded-For count in one shared bucket, not forty', async () => {
  // No proxy is configured here, so X-Forwarded-For is not trusted: every visitor shares the
  // 'unknown' address bucket, whose cap is SHARED_ADDRESS_FACTOR times the per-address one (so one
  // visitor cannot close the form for everyone); the spoofed addresses buy no buckets of their own.
  await db.execute(sql`delete from public.rate_limits`);
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++)
    statuses.push((await post(contact(), { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(40);
  const buckets = await db.execute<{ hits: number }>(
    sql`select hits from public.rate_limits where bucket = 'lead-address'`,
  );
  expect(buckets.rows).toEqual([{ hits: 40 }]);
});

test('/api/outbox/deliver: 401 without or with a wrong secret, 200 with it', async () => {
  const deliver = (auth?: string) =>
    GET(
      new Request('http://localhost/api/outbox/deliver', {
        headers: auth ? { authorization: auth } : {},
      }),
    );
  expect((await deliver()).status).toBe(401);
  expect((await deliver('Bearer wrong')).status).toBe(401);
  expect((await deliver('local-development-cron-secret')).status).toBe(401);
  const ok = await deliver('Bearer local-development-cron-secret');
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ sent: expect.any(Number), failed: expect.any(Number) });
});
