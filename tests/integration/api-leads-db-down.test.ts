/** With the database unreachable, the lead API and the mail cron answer 503 quickly, never hang. */
import { createServer } from 'node:net';

let POST: (r: Request) => Promise<Response>;
let GET: (r: Request) => Promise<Response>;

beforeAll(async () => {
  // A port that was free a moment ago: nothing answers there.
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  ({ POST } = await import('@/app/api/leads/route'));
  ({ GET } = await import('@/app/api/outbox/deliver/route'));
});
afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$client.end();
});

test('503 with Retry-After when the database is unreachable, within 10 s', async () => {
  const started = Date.now();
  const r = await POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      body: JSON.stringify({
        kind: 'contact',
        fullName: 'Sana Malik',
        email: 'down@example.com',
        country: 'Pakistan',
        visaInterest: 'GSM Visa',
        message: 'Which skilled visa suits a software engineer?',
      }),
    }),
  );
  expect(r.status).toBe(503);
  expect(r.headers.get('retry-after')).toBe('30');
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('/api/outbox/deliver: 401 without the secret even when the database is down; 503 with it', async () => {
  expect((await GET(new Request('http://localhost/api/outbox/deliver'))).status).toBe(401);
  const r = await GET(
    new Request('http://localhost/api/outbox/deliver', {
      headers: { authorization: 'Bearer local-development-cron-secret' },
    }),
  );
  expect(r.status).toBe(503);
});
