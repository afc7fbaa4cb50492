import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * The 404 page is complete in the server's HTML: a crawler, Opera Mini or a phone whose script
 * failed sees the header, the message, the way home and the footer, for unknown root paths and
 * unknown slugs alike.
 */
const MISSING = [
  '/this-page/does-not-exist',
  '/visas/not-a-real-visa',
  '/blog/not-a-real-guide',
  '/calculators/not-a-real-calculator',
  '/blog/category/not-a-category',
];

test.describe('the 404 page in the raw HTML', () => {
  for (const path of MISSING) {
    test(`${path}: status 404 with header, message, link home and footer`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(/<html lang="en-AU"/);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/>404</);
      expect(html).toContain('Oops! Page not found');
      expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Back to home<\/a>/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      // Link previews (WhatsApp) and crawlers show this for a dead link.
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/no-such-page', '/visas/no-such-visa', '/calculators/no-such-calculator']) {
    test(`${path} shows the whole 404 page and the way home works`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test('with JavaScript, an unknown slug still shows the 404 page', async ({ page }) => {
  const res = await page.goto('/blog/no-such-guide');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('each missing path is logged once, as one JSON line', async () => {
  test.setTimeout(90_000);
  // A second server over the same build, so the test can read its log.
  const port = 3000 + 100 + Math.floor(Math.random() * 800);
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  server.stdout.on('data', (d) => (out += d));
  server.stderr.on('data', (d) => (out += d));
  try {
    await expect.poll(() => /Ready in/.test(out), { timeout: 60_000 }).toBe(true);
    const paths = ['/logged-once', '/visas/logged-once', '/blog/logged-once'];
    for (const path of paths) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status).toBe(404);
    }
    await expect
      .poll(() => out.split('\n').filter((l) => l.includes('"event":"not_found"')).length)
      .toBe(paths.length);
    const lines = out
      .split('\n')
      .filter((l) => l.includes('"event":"not_found"'))
      .map((l) => JSON.parse(l) as { path: string; level: string });
    expect(lines.map((l) => l.path)).toEqual(paths);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
});
