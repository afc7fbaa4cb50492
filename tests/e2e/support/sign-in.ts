/**
 * The one way an e2e test signs someone in: through the real /auth form, then to `next`.
 * Someone with an authenticator (`totpSecret`, like DEMO_ADMIN: agents must use two-step sign-in)
 * gets the second step done here too, with a code nobody has used yet (tests/support/totp.ts),
 * so specs never repeat the flow. Demo people: tests/support/demo-users.ts.
 */
import { type Browser, type Cookie, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CLIENT, type Person } from '../../support/demo-users';
import { unusedCode } from '../../support/totp';

export { DEMO_ADMIN, DEMO_CLIENT };

/** The password step only: the page is left where the form sends the person. */
export async function signInPasswordOnly(page: Page, who: Person, next = '/dashboard') {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
}

/** The code step on /auth/mfa, with a fresh code for `secret`. */
export async function enterCode(
  page: Page,
  secret: string,
  // Waiting for the next 30-second code must not eat the test's own time (a bench has no test).
  onWait = (ms: number) => test.info().setTimeout(test.info().timeout + ms),
) {
  await page.waitForURL((u) => u.pathname === '/auth/mfa');
  const origin = new URL(page.url()).origin;
  const code = await unusedCode(secret, origin, onWait);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * The cookies of each agent's last two-step sign-in in this worker. A code is accepted once and a
 * new one comes every 30 seconds, so signing the demo agent in afresh for every test made each
 * agent test wait for the clock (the suite took over an hour). A new context starts from these
 * cookies instead, as a second tab of an already signed-in agent would; when that session has
 * ended (signed out, revoked), the full sign-in runs again. Sign-in itself is tested in
 * auth.spec.ts and mfa.spec.ts through signInPasswordOnly/enterCode.
 */
const agentSessions = new Map<string, Cookie[]>();

/** Signs `who` in on `page` (password, then the code when they have an authenticator) and waits until `next` (a path) is shown. */
export async function signIn(page: Page, who: Person, next = '/dashboard'): Promise<void> {
  const path = next.split('?')[0];
  const kept = who.totpSecret ? agentSessions.get(who.email) : undefined;
  if (kept) {
    await page.context().addCookies(kept);
    // Still an agent at aal2? (/admin answers 200 only then; a public `next` would not tell.)
    const still = await page.request.get('/admin', { maxRedirects: 0 });
    if (still.status() === 200) {
      await page.goto(next);
      if (new URL(page.url()).pathname === path) return;
    }
    agentSessions.delete(who.email);
    await page.context().clearCookies();
  }
  await signInPasswordOnly(page, who, next);
  if (who.totpSecret) await enterCode(page, who.totpSecret);
  await page.waitForURL((u) => u.pathname === path);
  if (who.totpSecret) agentSessions.set(who.email, await page.context().cookies());
}

/** A new browser context (1280 px unless given) with `who` signed in at `next`. */
export async function signedInPage(
  browser: Browser,
  who: Person,
  next = '/dashboard',
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, who, next);
  return page;
}
