/**
 * The /api routes a page calls with fetch (the message poll, the uploader's session check) answer
 * a signed-out request with 401 JSON, never a redirect to sign in: fetch follows a redirect to the
 * sign-in page's HTML, which the message poll took for "nothing new" and kept polling forever.
 * A session that ended elsewhere (its cookie still looks valid to proxy.ts) is 401 too, and the
 * open messages page stops polling and says the person was signed out, with a way back.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { sql } from './support/db';
import { DEMO_CLIENT, signedInPage } from './support/sign-in';

test('signed out: the poll and the session check answer 401, not a redirect', async ({
  request,
}) => {
  const poll = await request.get('/api/messages/poll', { maxRedirects: 0 });
  expect(poll.status()).toBe(401);
  expect(poll.headers()['content-type']).toContain('application/json');
  expect(await poll.json()).toEqual({ error: 'signed_out' });
  const session = await request.get('/api/documents/session', { maxRedirects: 0 });
  expect(session.status()).toBe(401);
});

/** The session id inside the page's auth cookie (chunked as .0, .1 when long). */
async function sessionIdOf(context: BrowserContext): Promise<string> {
  const chunks = (await context.cookies())
    .filter((c) => /^sb-.*-auth-token(\.\d+)?$/.test(c.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const raw = chunks.map((c) => c.value).join('');
  const session = JSON.parse(Buffer.from(raw.replace(/^base64-/, ''), 'base64url').toString()) as {
    access_token: string;
  };
  const claims = JSON.parse(
    Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
  ) as { session_id: string };
  return claims.session_id;
}

test('a session ended elsewhere: the poll says 401 and the messages page says so', async ({
  browser,
}) => {
  const page = await signedInPage(browser, DEMO_CLIENT, '/dashboard?tab=messages');
  const ok = await page.request.get('/api/messages/poll', { maxRedirects: 0 });
  expect(ok.status()).toBe(200);

  // Only this browser's session ends (as "sign out everywhere" from another device would end it).
  await sql('delete from auth.sessions where id = $1', [await sessionIdOf(page.context())]);

  const polls: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/messages/poll')) polls.push(r.status());
  });
  // Coming back to the tab polls at once (no 10-second wait).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const note = page.getByRole('status').filter({ hasText: 'You have been signed out' });
  await expect(note).toBeVisible();
  const back = `/auth?next=${encodeURIComponent('/dashboard?tab=messages')}`;
  // Either way the person is told and has the way back to this tab. The note stays, or the page
  // is already moving to the sign-in page with the same `next` (now and then Next's router
  // re-fetches the page in the same moment, and the proxy sends that to sign in): that race made
  // this test fail about one full run in three, though both outcomes are right for the person.
  await expect
    .poll(async () => {
      if (new URL(page.url()).pathname === '/auth')
        return `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
      return note
        .getByRole('link', { name: 'Sign in again' })
        .getAttribute('href', { timeout: 500 })
        .catch(() => null);
    })
    .toBe(back);
  expect(polls).toEqual([401]);
  if (new URL(page.url()).pathname !== '/auth') {
    // Stopped: coming back again asks nothing more.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(1_000);
    expect(polls).toEqual([401]);
  }
  await page.context().close();
});
