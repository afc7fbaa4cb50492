import { expect, test } from '@playwright/test';

/**
 * An e-mail link that is wrong, used or mangled by a mail app must land on the sign-in page with
 * a plain explanation, never a server error or a blank page, and never signed in.
 */
const BAD_LINKS = [
  [
    'an unknown token',
    '/auth/confirm?email=a%40example.com&token_hash=not-a-real-token-hash&type=signup',
  ],
  [
    'a recovery token that does not exist',
    '/auth/confirm?email=a%40example.com&token_hash=0000000000000000&type=recovery',
  ],
  [
    'an unknown link type',
    '/auth/confirm?email=a%40example.com&token_hash=abc&type=delete_everything',
  ],
  ['no token at all', '/auth/confirm'],
  ['a PKCE code that was never issued', '/auth/confirm?code=11111111-2222-3333-4444-555555555555'],
] as const;

for (const [what, path] of BAD_LINKS) {
  test(`a confirmation link with ${what} explains itself on the sign-in page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // A token link first asks "Continue as …?"; nothing is tried before the button is pressed.
    if (path.includes('token_hash')) {
      expect(new URL(page.url()).pathname).toBe('/auth/continue');
      await page.getByRole('button', { name: /^Continue as / }).click();
      await page.waitForURL((u) => u.pathname === '/auth');
    }
    expect(new URL(page.url()).pathname).toBe('/auth');
    await expect(
      page.getByRole('alert').filter({ hasText: /link/i }),
      'the reason is announced next to the sign-in form',
    ).toHaveText(/expired or was already used.*request a new link/i);
    // Not signed in: the dashboard still asks to sign in.
    await page.goto('/dashboard');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
}

test('a link without the address it is for is not used: the page says it is incomplete', async ({
  page,
}) => {
  await page.goto('/auth/confirm?token_hash=abc&type=magiclink');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is incomplete');
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
});
