/**
 * Issue 9, item 9a: sign-up, password recovery and e-mail OTP must not tell an attacker whether
 * an address has an account — not by status, not by body, not by how long the answer takes.
 * Before the fix, recovery answered in ~4 ms for unknown addresses and ~160 ms for known ones.
 *
 * Timing is compared by medians over interleaved calls with a generous margin, so a busy machine
 * does not make it flaky while a gap like the old 40× still fails it.
 */
import { type TestStack, startTestStack, uniqueEmail } from '../support/stack';

const KNOWN = 'user@example.com'; // seeded, confirmed
const ROUNDS = 9;

let stack: TestStack;
beforeAll(async () => {
  // Every call to a known address really sends mail (no max_frequency shortcut).
  stack = await startTestStack({ configOverrides: { auth: { email: { max_frequency: '1ms' } } } });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

async function call(path: string, body: Record<string, unknown>) {
  const started = performance.now();
  const res = await fetch(`${stack.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.publishableKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { ms: performance.now() - started, status: res.status, json };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Alternates known and unknown calls, so both see the same machine load. */
async function compare(
  path: string,
  known: () => Record<string, unknown>,
  unknown: () => Record<string, unknown>,
) {
  const k: Awaited<ReturnType<typeof call>>[] = [];
  const u: Awaited<ReturnType<typeof call>>[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    k.push(await call(path, known()));
    u.push(await call(path, unknown()));
  }
  const mk = median(k.map((r) => r.ms));
  const mu = median(u.map((r) => r.ms));
  console.log(`${path}: median known ${mk.toFixed(0)} ms, unknown ${mu.toFixed(0)} ms`);
  return { k, u, mk, mu };
}

function expectSameTime(mk: number, mu: number) {
  expect(Math.abs(mk - mu)).toBeLessThan(Math.max(40, 0.2 * Math.max(mk, mu)));
}

test('password recovery: same status, body and time for known and unknown addresses', async () => {
  const { k, u, mk, mu } = await compare(
    'recover',
    () => ({ email: KNOWN }),
    () => ({ email: uniqueEmail('nobody') }),
  );
  for (const r of [...k, ...u]) expect([r.status, r.json]).toEqual([200, {}]);
  expectSameTime(mk, mu);
});

// A repeat recovery request for a known address within max_frequency gets GoTrue's 429, as in
// production (auth-email-frequency.test.ts); the app's form words both answers the same.

test('e-mail OTP: same status, body and time for known and new addresses', async () => {
  const { k, u, mk, mu } = await compare(
    'otp',
    () => ({ email: KNOWN }),
    () => ({ email: uniqueEmail('otp-new') }),
  );
  for (const r of [...k, ...u]) expect([r.status, r.json]).toEqual([200, {}]);
  expectSameTime(mk, mu);
});

test('sign-up: same status, the same shape of answer and the same time for taken and free addresses', async () => {
  const { k, u, mk, mu } = await compare(
    'signup',
    () => ({ email: KNOWN, password: 'a-long-enough-password' }),
    () => ({ email: uniqueEmail('signup-new'), password: 'a-long-enough-password' }),
  );
  for (const r of [...k, ...u]) {
    expect(r.status).toBe(200);
    expect(r.json).not.toHaveProperty('access_token');
    expect(r.json).toHaveProperty('confirmation_sent_at');
  }
  expect(Object.keys(k[0].json).sort()).toEqual(Object.keys(u[0].json).sort());
  expectSameTime(mk, mu);
}, 60_000);
