/**
 * The 403 page a signed-in client gets at /admin is a finished page: it shows the site header
 * (read from the home page: Next sends the 403 as a shell React fills in) and then stays put. It
 * used to reload itself about once a second, forever, and a browser closed during one of those
 * loads hung ("Tearing down context exceeded the test timeout" in auth.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { dashboard } from './pages/dashboard';
import { DEMO_CLIENT, signIn } from './support/sign-in';

test('a client at /admin gets a 403 page that loads once and shows the header', async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT, '/dashboard');

  const response = await page.goto('/admin');
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: 'This page is for agency staff only' }),
  ).toBeVisible();
  // The header's logo and menu (a static part) are there, and the account menu knows the client.
  await expect(page.getByRole('link', { name: /home$/ })).toBeVisible();
  await expect(dashboard(page).menuButton).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);

  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads++;
  });
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents++;
  });
  await page.waitForTimeout(4000);
  expect({ loads, documents }).toEqual({ loads: 0, documents: 0 });
});
