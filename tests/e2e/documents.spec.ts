/**
 * Profile and documents end to end, on a phone-sized screen over a slow line: the client edits
 * the profile, uploads two documents; the agent opens one (recorded), rejects it with a reason;
 * the client gets the e-mail, reads the reason, replaces the file; the agent accepts it; both see
 * the history. Screenshots of every new screen go to /tmp/shots-portal-docs (not into git).
 */
import { mkdirSync } from 'node:fs';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from './support/mailbox';

// Pages render server-side on a shared 2-core machine and the line is throttled: wait longer.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = { email: 'admin@example.com', password: 'admin-local-only-2026' };
const USER = { email: 'user@example.com', password: 'user-local-only-2026' };
const USER_ID = 'a0000000-0000-4000-8000-000000000002';
const SHOTS = '/tmp/shots-portal-docs';
mkdirSync(SHOTS, { recursive: true });

const PHONE = { width: 375, height: 800 };
/** ~1.6 Mbit/s each way with 150 ms latency: a busy mobile line. */
const SLOW_LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 1_600_000 / 8,
};

const pdf = (kb: number, label: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${label}\n`), Buffer.alloc(kb * 1024, 0x20)]);
const jpeg = (kb: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(kb * 1024, 0x11)]);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);

async function signedIn(browser: Browser, who: typeof USER, next: string, slow = false) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
  }
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  // Generous: sign-in over a throttled line on a shared, busy machine.
  await expect(page).toHaveURL(new RegExp(next.replace(/[?]/g, '\\?')), { timeout: 30_000 });
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('client uploads, agent rejects with a reason, client replaces, agent accepts', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const client = await signedIn(browser, USER, '/dashboard?tab=profile', true);

  // Profile: a bad phone number keeps what was typed and says why, next to the field.
  await client.getByLabel('Full name').fill('Priya Sharma');
  await client.getByLabel('Phone / WhatsApp').fill('98765 43210');
  await client.getByRole('button', { name: 'Save profile' }).click();
  await expect(client.getByText(/Use international format/)).toBeVisible();
  await expect(client.getByLabel('Full name')).toHaveValue('Priya Sharma');
  await shot(client, 'profile-error-375');
  await client.getByLabel('Phone / WhatsApp').fill('+91 98765 43210');
  await client.getByLabel('Country where you live now').fill('India');
  await client.getByLabel('Citizenship').fill('Indian');
  await client.getByLabel('Date of birth').fill('1994-03-15');
  await client.getByLabel('Best way to reach you').selectOption('whatsapp');
  await client.getByRole('button', { name: 'Save profile' }).click();
  await expect(client.getByText('Profile saved.')).toBeVisible({ timeout: 15_000 });
  await expect(client.getByRole('heading', { level: 1 })).toContainText('Priya Sharma');
  await shot(client, 'profile-375');

  // Documents: a program named .pdf is refused before a byte is sent.
  await client.goto('/dashboard?tab=documents');
  const uploader = client.getByTestId('uploader');
  await uploader.getByLabel('Choose a file or take a photo').setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: elf,
  });
  await expect(uploader.getByText(/not a type we accept/)).toBeVisible();

  // Two real uploads over the slow line, with progress.
  await uploader.getByLabel('What is it?').selectOption('passport');
  await uploader.getByLabel('Expiry date on the document').fill('2031-06-30');
  await uploader.getByLabel('Choose a file or take a photo').setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(400, 'first'),
  });
  await uploader.getByRole('button', { name: 'Upload' }).click();
  await expect(uploader.getByTestId('progress')).toBeVisible();
  await shot(client, 'documents-uploading-375');
  const passport = client.getByTestId('document').filter({ hasText: 'passport.pdf' });
  await expect(passport.getByTestId('status')).toHaveText(/Uploaded/, { timeout: 30_000 });

  await uploader.getByLabel('What is it?').selectOption('qualification');
  await uploader.getByLabel('Choose a file or take a photo').setInputFiles({
    name: 'degree.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg(200),
  });
  await uploader.getByRole('button', { name: 'Upload' }).click();
  const degree = client.getByTestId('document').filter({ hasText: 'degree.jpg' });
  await expect(degree.getByTestId('status')).toHaveText(/Uploaded/, { timeout: 30_000 });
  await shot(client, 'documents-uploaded-375');
  // The agency inbox hears about uploads, without the file.
  const notice = await waitForMail('hello@example.com.au', { subject: /uploaded/ });
  expect(notice.text).not.toContain('passport.pdf');

  // The agent opens the passport (recorded), then asks for a new copy with a reason.
  const agent = await signedIn(browser, ADMIN, `/admin/clients/${USER_ID}`);
  const agentPassport = agent.getByTestId('agent-document').filter({ hasText: 'passport.pdf' });
  const [opened] = await Promise.all([
    agent.waitForEvent('popup'),
    agentPassport.getByRole('link', { name: 'Open (recorded)' }).click(),
  ]);
  await opened.waitForLoadState();
  expect(opened.url()).toContain('/storage/v1/object/sign/documents/');
  await opened.close();
  await agentPassport.getByRole('button', { name: 'Needs replacement' }).click();
  await expect(agentPassport.getByText(/Tell the client what to fix/)).toBeVisible();
  await agentPassport
    .getByLabel(/Reason/)
    .fill('The corners are cut off. Please scan the whole page.');
  await agentPassport.getByRole('button', { name: 'Needs replacement' }).click();
  await expect(agentPassport.getByTestId('status')).toHaveText(/Needs replacement/);
  await shot(agent, 'admin-client-375');

  // The client's e-mail says "sign in to see", never the reason.
  const mail = await waitForMail(USER.email, { subject: /replace/i });
  expect(mail.text).not.toContain('corners');
  await client.goto(linkIn(mail.html ?? '', '/dashboard?tab=documents'));
  await expect(passport.getByTestId('reason')).toContainText('The corners are cut off');
  await shot(client, 'documents-rejected-375');

  // Replace it.
  const replace = passport.getByTestId('replace-uploader');
  await replace.getByLabel('Expiry date on the document').fill('2031-06-30');
  await replace.getByLabel('Choose the new file').setInputFiles({
    name: 'passport-full-page.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(300, 'second'),
  });
  await replace.getByRole('button', { name: 'Send new copy' }).click();
  const replacement = client.getByTestId('document').filter({ hasText: 'passport-full-page.pdf' });
  await expect(replacement.getByTestId('status')).toHaveText(/Uploaded/, { timeout: 30_000 });

  // The agent accepts the new copy.
  await agent.reload();
  const agentNew = agent
    .getByTestId('agent-document')
    .filter({ hasText: 'passport-full-page.pdf' });
  await agentNew.getByRole('button', { name: 'Accept' }).click();
  await expect(agentNew.getByTestId('status')).toHaveText(/Accepted/);
  await expect(agent.getByTestId('history')).toContainText('Agent opened passport');
  await expect(agent.getByTestId('history')).toContainText('Agent accepted passport');
  await shot(agent, 'admin-client-history-375');

  // Both see the history.
  await client.reload();
  await expect(replacement.getByTestId('status')).toHaveText('Accepted');
  const history = client.getByTestId('history');
  await expect(history).toContainText('Your agent accepted passport');
  await expect(history).toContainText('Your agent asked for a new copy of passport');
  await expect(history).not.toContainText('opened');
  await shot(client, 'documents-history-375');
});

test('every new screen at 1280 px and 375 px; unknown tab; download my data', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await signedIn(browser, USER, '/dashboard?tab=profile');
  const agent = await signedIn(browser, ADMIN, '/admin/clients');
  for (const width of [1280, 375]) {
    for (const page of [client, agent]) await page.setViewportSize({ width, height: 900 });
    await client.goto('/dashboard?tab=profile');
    await shot(client, `profile-${width}`);
    await client.goto('/dashboard?tab=documents');
    await shot(client, `documents-${width}`);
    await client.goto('/dashboard?tab=nonsense');
    await expect(client.getByTestId('unknown-tab')).toBeVisible();
    await shot(client, `unknown-tab-${width}`);
    await client.goto('/dashboard?tab=assessments&type=student-visa');
    await expect(client.getByRole('heading', { name: 'Student Visa assessments' })).toBeVisible();
    await client.goto('/dashboard?tab=assessments&type=nope');
    await expect(client.getByTestId('unknown-tab')).toBeVisible();
    await agent.goto('/admin/clients');
    await shot(agent, `admin-clients-${width}`);
    await agent.goto(`/admin/clients/${USER_ID}`);
    await shot(agent, `admin-client-${width}`);
  }
  await client.goto('/dashboard?tab=profile');
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    client.getByTestId('download-my-data').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await (await download.createReadStream()).toArray();
  const zip = Buffer.concat(bytes);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('documents.json'))).toBe(true);
  expect(zip.includes(Buffer.from('passport-full-page.pdf'))).toBe(true);
});
