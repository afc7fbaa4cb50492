/**
 * The one way an e2e test signs someone in: through the real /auth form, then to `next`.
 * When agents need a second step (two-step sign-in), `signIn` completes it here, so specs never
 * repeat the flow. Demo people: tests/support/demo-users.ts.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CLIENT, type Person } from '../../support/demo-users';

export { DEMO_ADMIN, DEMO_CLIENT };

/** Signs `who` in on `page` and waits until `next` (a path) is shown. */
export async function signIn(page: Page, who: Person, next = '/dashboard'): Promise<void> {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await page.waitForURL((u) => u.pathname === next.split('?')[0]);
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
