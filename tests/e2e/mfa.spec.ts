/**
 * Issue 29 in the browser: two-step sign-in. A new agent sets up an authenticator on
 * /admin/security (the test computes codes from the secret shown as text), signs out, signs in
 * with password then code, reaches /admin; a wrong code and a reused code are refused (the reused
 * one by the app, issue 36, with its own message, at 375 px); a session that stopped after the
 * password (aal1) is refused by the export and by an admin action; a colleague removes a lost
 * authenticator (audited); a client turns two-step sign-in on, is asked for the code at the next
 * sign-in, and signs out everywhere; five wrong codes pause a client's authenticator (issue 36):
 * the code step says when to try again, and the client is e-mailed.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Person } from '../support/demo-users';
import { currentCode, unusedCode } from '../support/totp';
import { leadPage } from './pages/admin';
import { dashboard } from './pages/dashboard';
import { sql } from './support/db';
import { linkIn, waitForMail } from './support/mailbox';
import { DEMO_ADMIN, enterCode, signIn, signInPasswordOnly } from './support/sign-in';
import { createPerson } from './support/people';

const SHOTS = '/tmp/shots-mfa';
mkdirSync(SHOTS, { recursive: true });

async function newPage(browser: Browser, width = 1280) {
  return (
    await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 800 } })
  ).newPage();
}

/** Starts the set-up on the page and returns the secret shown as text. */
async function startSetUp(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByTestId('totp-qr').locator('svg')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return secret;
}

const codeField = (page: Page) => page.getByLabel('Code from your authenticator app');

test.describe.serial('agents', () => {
  test.describe.configure({ timeout: 180_000 });
  let agent: Person & { id: string };
  let secret = '';

  test('a new agent sets up an authenticator, signs out, signs in with password and code', async ({
    browser,
  }) => {
    agent = await createPerson('new-agent');
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [agent.id]);

    // Password alone: an agent without an authenticator is sent to set one up.
    const page = await newPage(browser, 375);
    await signInPasswordOnly(page, agent, '/admin/leads');
    await page.waitForURL((u) => u.pathname === '/admin/security');
    expect((await page.goto('/admin/leads'))?.url()).toMatch(/\/admin\/security$/);
    secret = await startSetUp(page);
    await page.screenshot({ path: `${SHOTS}/agent-setup-375.png`, fullPage: true });

    // A wrong code first: a plain message under the field, the QR code still there.
    const field = page.getByLabel('Code from the app');
    await field.fill(currentCode(secret, Date.now() - 10 * 60_000));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.locator('#code-error')).toContainText('That code did not work');
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/agent-setup-wrong-code-1280.png`, fullPage: true });

    const code = await unusedCode(secret, new URL(page.url()).origin, (ms) =>
      test.info().setTimeout(test.info().timeout + ms),
    );
    await page.getByLabel('Code from the app').fill(code);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(agent.email);
    const recorded = await sql(
      `select 1 from public.audit_log where action = 'mfa.factor_verified' and actor_id = $1`,
      [agent.id],
    );
    expect(recorded).toHaveLength(1);

    // Sign out, then in again: password, then the code.
    await (await dashboard(page).openMenu()).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await signInPasswordOnly(page, agent, '/admin');
    await page.waitForURL((u) => u.pathname === '/auth/mfa');
    await page.screenshot({ path: `${SHOTS}/code-step-1280.png`, fullPage: true });

    // The code that turned it on, again (Auth would take it: the app refuses it), on a phone:
    // the reason is next to the field and the page still fits.
    await page.setViewportSize({ width: 375, height: 812 });
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#code-error')).toContainText(
      'This code was already used. Wait for the next code in your app.',
    );
    expect(new URL(page.url()).pathname).toBe('/auth/mfa');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: `${SHOTS}/code-reused-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    // A wrong code: refused too.
    await codeField(page).fill('000000' === currentCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#code-error')).toContainText('That code did not work');

    await enterCode(page, secret);
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.context().close();
  });

  test('a session that stopped after the password is refused by the export and by an admin action', async ({
    browser,
  }) => {
    const id = randomUUID();
    await sql(
      `insert into public.leads (id, kind, full_name, email, message, idempotency_key)
       values ($1, 'contact', 'Aal One Replay', 'aal-one@example.com', 'About the 190 visa.', $2)`,
      [id, `e2e-${id}`],
    );
    // The agent at aal2, on the lead's page.
    const full = await newPage(browser);
    await signIn(full, { ...agent, totpSecret: secret }, `/admin/leads/${id}`);
    expect((await full.request.get('/admin/leads/export')).status()).toBe(200);

    // Someone with the password only: stops at the code step, with an aal1 session.
    const half = await newPage(browser);
    await signInPasswordOnly(half, agent, '/admin');
    await half.waitForURL((u) => u.pathname === '/auth/mfa');
    const aal1Cookies = await half.context().cookies();
    for (const path of ['/admin/leads/export', '/admin/audit/export']) {
      const res = await half.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(403);
      expect(res.headers()['content-type'] ?? '').not.toContain('text/csv');
    }
    const page = await half.request.get('/admin/leads', { maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(page.headers()['location']).toContain('/auth/mfa?next=');

    // The aal1 cookies replayed in the page that holds the admin form: the action is refused.
    await full.context().clearCookies();
    await full.context().addCookies(aal1Cookies);
    await leadPage(full).saveStatus('contacted');
    await full.waitForURL((u) => u.pathname === '/auth/mfa');
    const [lead] = await sql<{ status: string }>(`select status from public.leads where id = $1`, [
      id,
    ]);
    expect(lead.status).toBe('new');
    await full.context().close();
    await half.context().close();
  });

  test('another agent removes a lost authenticator, and it is recorded', async ({ browser }) => {
    const admin = await newPage(browser);
    await signIn(admin, DEMO_ADMIN, '/admin/security');
    const row = admin
      .getByTestId('colleague-factors')
      .getByRole('listitem')
      .filter({ hasText: agent.email });
    await expect(row).toContainText('1 authenticator app');
    await admin.screenshot({ path: `${SHOTS}/admin-security-1280.png`, fullPage: true });
    admin.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Remove (lost)' }).click();
    await expect(row).toContainText('No authenticator yet');
    expect(await sql(`select 1 from auth.mfa_factors where user_id = $1`, [agent.id])).toHaveLength(
      0,
    );
    const [entry] = await sql<{ actor_id: string }>(
      `select actor_id from public.audit_log where action = 'mfa.factor_removed' and details ->> 'user_id' = $1`,
      [agent.id],
    );
    expect(entry.actor_id).toBe(DEMO_ADMIN.id);
    await admin.context().close();
  });
});

test('a client turns on two-step sign-in, is asked for the code next time, and signs out everywhere', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await createPerson('two-step-client');
  const page = await newPage(browser, 375);
  await signIn(page, client, '/dashboard?tab=security');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/client-security-375.png`, fullPage: true });
  const secret = await startSetUp(page);
  await page.screenshot({ path: `${SHOTS}/client-setup-375.png`, fullPage: true });
  const origin = new URL(page.url()).origin;
  await page
    .getByLabel('Code from the app')
    .fill(
      await unusedCode(secret, origin, (ms) => test.info().setTimeout(test.info().timeout + ms)),
    );
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByTestId('my-factors')).toBeVisible();

  // A second browser: the password, then the code.
  const laptop = await newPage(browser);
  await signInPasswordOnly(laptop, client, '/dashboard');
  await laptop.waitForURL((u) => u.pathname === '/auth/mfa');
  // Skipping the code step by typing the address: sent back to it.
  await laptop.goto('/dashboard?tab=security');
  await laptop.waitForURL((u) => u.pathname === '/auth/mfa');
  await enterCode(laptop, secret);
  await laptop.waitForURL((u) => u.pathname === '/dashboard');
  await laptop.goto('/dashboard?tab=security');
  await expect(laptop.getByTestId('my-factors')).toBeVisible();
  await laptop.screenshot({ path: `${SHOTS}/client-security-on-1280.png`, fullPage: true });

  // Sign out everywhere from the laptop: the phone's session ends too.
  await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  await laptop.waitForURL((u) => u.pathname === '/auth');
  await expect(laptop.getByText('You are signed out on every device')).toBeVisible();
  await page.goto('/dashboard');
  await page.waitForURL((u) => u.pathname === '/auth');

  // Removing it takes a current code.
  await signIn(page, { ...client, totpSecret: secret }, '/dashboard?tab=security');
  await page.getByLabel('Code from the app, to remove it').fill('12');
  await page.getByRole('button', { name: 'Remove authenticator' }).click();
  await expect(page.getByText('Enter the 6 digits').first()).toBeVisible();
  await page
    .getByLabel('Code from the app, to remove it')
    .fill(
      await unusedCode(secret, origin, (ms) => test.info().setTimeout(test.info().timeout + ms)),
    );
  await page.getByRole('button', { name: 'Remove authenticator' }).click();
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  expect(await sql(`select 1 from auth.mfa_factors where user_id = $1`, [client.id])).toHaveLength(
    0,
  );
  await page.context().close();
  await laptop.context().close();
});

test('five wrong codes pause the authenticator: the code step says when to try again, and the person is e-mailed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await createPerson('paused-client');
  const page = await newPage(browser, 375);
  await signIn(page, client, '/dashboard?tab=security');
  const secret = await startSetUp(page);
  await page
    .getByLabel('Code from the app')
    .fill(
      await unusedCode(secret, new URL(page.url()).origin, (ms) =>
        test.info().setTimeout(test.info().timeout + ms),
      ),
    );
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByTestId('my-factors')).toBeVisible();
  await page.context().close();

  // Someone with the password, on another phone, guessing codes.
  const other = await newPage(browser, 375);
  await signInPasswordOnly(other, client, '/dashboard');
  await other.waitForURL((u) => u.pathname === '/auth/mfa');
  const valid = [-1, 0, 1].map((s) => currentCode(secret, Date.now() + s * 30_000));
  const guesses = Array.from({ length: 40 }, (_, i) =>
    currentCode(secret, Date.now() + (120 + i) * 30_000),
  ).filter((c) => !valid.includes(c));
  const submit = async (code: string) => {
    await codeField(other).fill(code);
    await Promise.all([
      other.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/auth/mfa'),
      ),
      other.getByRole('button', { name: 'Continue' }).click(),
    ]);
  };
  for (const guess of guesses.slice(0, 4)) {
    await submit(guess);
    await expect(other.locator('#code-error')).toContainText('That code did not work');
  }
  await submit(guesses[4]!);
  const paused = /^Too many wrong codes\. .*try again in 15 minutes\.$/;
  await expect(other.locator('#code-error')).toHaveText(paused);
  // Now even the right code waits (Auth is not asked).
  await submit(currentCode(secret));
  await expect(other.locator('#code-error')).toHaveText(/try again in (15|14) minutes\.$/);
  expect(new URL(other.url()).pathname).toBe('/auth/mfa');
  await other.screenshot({ path: `${SHOTS}/code-paused-375.png`, fullPage: true });

  // One e-mail: what happened and what to do, with a link to choose a new password.
  const mail = await waitForMail(client.email, { subject: /Wrong sign-in codes/ });
  expect(mail.text).toMatch(/^Hello paused-client,/);
  expect(mail.text).toContain('If it was not you');
  expect(linkIn(mail.html ?? '', '/auth/forgot')).toMatch(/\/auth\/forgot$/);
  await other.context().close();
});
