/**
 * Rendering a page writes nothing (issue 37): the messages tab used to mark the thread read while
 * it rendered, so a fetch of the page that nobody saw (a prefetch, a link preview, a page built
 * and dropped) read the agent's messages for the client. Now the tab marks them after the thread
 * is shown in the browser (components/messages/mark-read.tsx).
 */
import { expect, test } from '@playwright/test';
import { dashboardUrl } from './pages/dashboard';
import { sql } from './support/db';
import { createPerson } from './support/people';
import { DEMO_ADMIN, signedInPage } from './support/sign-in';

test('the messages tab marks the thread read once shown, not when the page is only fetched', async ({
  browser,
}) => {
  const client = await createPerson('read-marks', 'Read Marks');
  await sql(
    `insert into public.messages (client_id, author_id, body) values ($1, $2, 'Please send your passport.')`,
    [
      client.id,
      (
        await sql<{ id: string }>(`select id from auth.users where email = $1`, [DEMO_ADMIN.email])
      )[0].id,
    ],
  );
  const page = await signedInPage(browser, client, dashboardUrl('profile'));
  const unread = page.getByTestId('unread-count');
  await expect(unread).toContainText('1');

  // The page fetched, its scripts never run: nothing is marked.
  expect((await page.request.get(dashboardUrl('messages'))).status()).toBe(200);
  await page.reload();
  await expect(unread).toContainText('1');

  // Shown in the browser: read, and the count goes.
  await page.goto(dashboardUrl('messages'));
  await expect(page.getByText('Please send your passport.')).toBeVisible();
  await expect(async () => {
    await page.goto(dashboardUrl('profile'));
    await expect(unread).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
