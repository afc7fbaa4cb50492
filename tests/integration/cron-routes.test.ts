/**
 * /api/cron/<job> and /api/outbox/deliver accept exactly `Authorization: Bearer <CRON_SECRET>`
 * (what Vercel Cron sends) and refuse anything else with 401 before any work starts: no header,
 * a wrong or padded secret, another scheme, and a browser's plain GET (cookies, no header).
 * With the right secret the job starts: here the database is unreachable, so it answers 503.
 */
const SECRET = 'a-cron-secret-for-this-test-only';

type Handler = (r: Request) => Promise<Response>;
const routes: Record<string, Handler> = {};

beforeAll(async () => {
  process.env.CRON_SECRET = SECRET;
  process.env.DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:9/postgres'; // nothing listens
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:9';
  for (const job of ['reminders', 'retention', 'recheck', 'factor-recovery'])
    routes[`/api/cron/${job}`] = (await import(`@/app/api/cron/${job}/route`)).GET;
  routes['/api/outbox/deliver'] = (await import('@/app/api/outbox/deliver/route')).GET;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  routes[path]!(new Request(`http://localhost:3000${path}`, { headers }));

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  cookie: 'sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0',
};

const refused: Array<[string, Record<string, string>]> = [
  ['no header', {}],
  ['a browser GET', BROWSER],
  ['a wrong secret', { authorization: 'Bearer not-the-secret-at-all-really' }],
  ['the secret with a suffix', { authorization: `Bearer ${SECRET}x` }],
  ['the secret without the scheme', { authorization: SECRET }],
  ['another scheme', { authorization: `Basic ${SECRET}` }],
  ['a lower-case scheme', { authorization: `bearer ${SECRET}` }],
  ['the secret in a query-like header', { 'x-cron-secret': SECRET }],
];

describe.each([
  '/api/cron/reminders',
  '/api/cron/retention',
  '/api/cron/recheck',
  '/api/cron/factor-recovery',
  '/api/outbox/deliver',
])('%s', (path) => {
  test.each(refused)('401 for %s', async (_what, headers) => {
    const res = await get(path, headers);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  test('the right secret starts the job (503 here: no database)', async () => {
    const res = await get(path, { authorization: `Bearer ${SECRET}` });
    expect(res.status).toBe(503);
  }, 20_000);
});
