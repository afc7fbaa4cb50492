/**
 * Profile and documents end to end, on a phone-sized screen over a slow line: the client edits
 * the profile, uploads two documents; the agent opens one (recorded), rejects it with a reason;
 * the client gets the e-mail, reads the reason, replaces the file; the agent accepts it; both see
 * the history. Screenshots of every new screen go to /tmp/shots-portal-docs (not into git).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import {
  type Browser,
  type Download,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { dashboard, dashboardUrl } from './pages/dashboard';
import { inTransaction } from './support/db';
import { linkIn, waitForMail } from './support/mailbox';
import type { Person } from '../support/demo-users';
import { DEMO_ADMIN, DEMO_CLIENT, signIn } from './support/sign-in';

// Pages render server-side on a shared 2-core machine and the line is throttled: wait longer.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = DEMO_ADMIN;
const USER = DEMO_CLIENT;
const USER_ID = 'a0000000-0000-4000-8000-000000000002';
const SHOTS = '/tmp/shots-portal-docs';
const VIEWER_SHOTS = process.env.VIEWER_SHOTS ?? '/tmp/shots-viewer';
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

/** A phone-sized context (on a slow line if asked) with `who` signed in through the fixture. */
async function signedIn(browser: Browser, who: Person, next: string, slow = false) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
  }
  await signIn(page, who, next);
  return page;
}

/**
 * Clicks "Download (saves to your device, recorded)" and returns the download it starts. The link opens a new tab, and the
 * file must arrive as a download (Content-Disposition: attachment) in that tab, never rendered.
 */
async function openAsAgent(agent: Page, card: Locator): Promise<Download> {
  const context = agent.context();
  let onPage: (p: Page) => void = () => {};
  // The new tab closes as soon as its download starts: listen from the moment it exists.
  const download = new Promise<Download>((resolve, reject) => {
    onPage = (p) => p.once('download', resolve);
    context.on('page', onPage);
    agent.once('download', resolve);
    setTimeout(() => reject(new Error('no download within 15 s')), 15_000);
  });
  download.catch(() => {});
  try {
    await card.getByRole('link', { name: /^Download \(saves to your device/ }).click();
    return await download;
  } finally {
    context.off('page', onPage);
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('client uploads, agent rejects with a reason, client replaces, agent accepts', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const client = await signedIn(browser, USER, dashboardUrl('profile'), true);
  const portal = dashboard(client);
  const profile = portal.profile;

  // Profile: a bad phone number keeps what was typed and says why, next to the field.
  await profile.fullName.fill('Priya Sharma');
  await profile.phone.fill('98765 43210');
  await profile.save();
  await expect(client.getByText(/Use international format/)).toBeVisible();
  await expect(profile.fullName).toHaveValue('Priya Sharma');
  await shot(client, 'profile-error-375');
  await profile.phone.fill('+91 98765 43210');
  await profile.country.fill('India');
  await profile.citizenship.fill('Indian');
  await profile.dateOfBirth.fill('1994-03-15');
  await profile.contactBy.selectOption('whatsapp');
  await profile.save();
  await expect(client.getByText('Profile saved.')).toBeVisible({ timeout: 15_000 });
  await expect(portal.heading).toContainText('Priya Sharma');
  await shot(client, 'profile-375');

  // Documents: a program named .pdf is refused before a byte is sent.
  await portal.open('documents');
  const uploader = portal.uploader;
  await uploader.choose({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: elf });
  await expect(uploader.box.getByText(/not a type we accept/)).toBeVisible();

  // Two real uploads over the slow line, with progress.
  await uploader.kind.selectOption('passport');
  await uploader.expiry.fill('2031-06-30');
  await uploader.upload({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(400, 'first'),
  });
  await expect(uploader.box.getByTestId('progress')).toBeVisible();
  await shot(client, 'documents-uploading-375');
  const passport = client.getByTestId('document').filter({ hasText: 'passport.pdf' });
  await expect(passport.getByTestId('status')).toHaveText(/Uploaded/, { timeout: 30_000 });

  await uploader.kind.selectOption('qualification');
  await uploader.upload({ name: 'degree.jpg', mimeType: 'image/jpeg', buffer: jpeg(200) });
  const degree = client.getByTestId('document').filter({ hasText: 'degree.jpg' });
  await expect(degree.getByTestId('status')).toHaveText(/Uploaded/, { timeout: 30_000 });
  await shot(client, 'documents-uploaded-375');
  // The agency inbox hears about uploads, without the file.
  const notice = await waitForMail('hello@example.com.au', { subject: /uploaded/ });
  expect(notice.text).not.toContain('passport.pdf');

  // The agent opens the passport (recorded), then asks for a new copy with a reason.
  const agent = await signedIn(browser, ADMIN, `/admin/clients/${USER_ID}`);
  const agentPassport = agent.getByTestId('agent-document').filter({ hasText: 'passport.pdf' });
  const opened = await openAsAgent(agent, agentPassport);
  expect(opened.suggestedFilename()).toMatch(/^passport-\d{4}-\d{2}-\d{2}\.pdf$/);
  // The server signed it (the agent's own token reads no client object) for at most 60 s.
  const href = await agentPassport
    .getByRole('link', { name: /^Download \(saves to your device/ })
    .getAttribute('href');
  const redirect = await agent.request.get(href!, { maxRedirects: 0 });
  expect(redirect.status()).toBe(303);
  const token = new URL(redirect.headers().location!).searchParams.get('token')!;
  const signed = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  expect(signed.exp - signed.iat).toBeLessThanOrEqual(60);
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
  // The old card now says "Replaced by passport-full-page.pdf" too: the new card is the other one.
  const replacement = client
    .getByTestId('document')
    .filter({ hasText: 'passport-full-page.pdf', hasNotText: 'Replaced by' });
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

const API = 'http://127.0.0.1:54321';
const PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const SCRIPT = '<html><script>alert(document.cookie)</script></html>';

/** The client's own access token, as anyone signed in can read it from their browser. */
async function clientToken() {
  const res = await fetch(`${API}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE, 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER.email, password: USER.password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** What the Data API does with a client's token: `set local role authenticated` and the claims. */
async function asClientSql(token: string, text: string, values: unknown[]) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  try {
    await inTransaction(async (db) => {
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      await db.query(text, values);
    });
    return 'stored';
  } catch (e) {
    return (e as { code?: string }).code ?? 'error';
  }
}

test('a client’s file never runs script in the agent’s browser (issue 22)', async ({ browser }) => {
  test.setTimeout(120_000);
  const client = await signedIn(browser, USER, '/dashboard?tab=documents');

  // Through the app: a %PDF- + HTML polyglot is refused, a real PDF is stored.
  const upload = (name: string, body: Buffer) =>
    client.request.post(
      `/api/documents?category=other&name=${encodeURIComponent(name)}&key=${randomUUID()}`,
      { data: body, headers: { 'content-type': 'application/octet-stream' } },
    );
  expect.soft((await upload('cv.pdf', Buffer.from(`%PDF-1.4\n${SCRIPT}\n`))).status()).toBe(415);
  expect((await upload('report.pdf', pdf(20, 'report'))).status()).toBe(201);

  // Around the app, with the client's own token: Storage with a forged type, then the row.
  const token = await clientToken();
  const path = `${USER_ID}/${randomUUID()}.png`;
  const put = await fetch(`${API}/storage/v1/object/documents/${path}`, {
    method: 'POST',
    headers: {
      apikey: PUBLISHABLE,
      authorization: `Bearer ${token}`,
      'content-type': 'image/png;,text/html',
    },
    body: SCRIPT,
  });
  expect.soft(put.status, 'Storage refuses image/png;,text/html').toBe(400);
  const row = await asClientSql(
    token,
    `insert into public.documents (client_id, category, storage_path, original_name, mime_type,
       size_bytes, sha256) values ($1, 'other', $2, 'scan.png', 'image/png', $3, $4)`,
    [USER_ID, path, SCRIPT.length, 'b'.repeat(64)],
  );
  expect.soft(row, 'the client cannot insert a documents row').toBe('42501');

  // The agent opens every file of this client that is listed: each arrives as a download, and
  // no script runs (no dialog, no console output from the file) in any tab.
  const agent = await signedIn(browser, ADMIN, `/admin/clients/${USER_ID}`);
  const ranScript: string[] = [];
  const watch = (p: Page) => {
    p.on('dialog', (d) => {
      ranScript.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    p.on('console', (m) => {
      if (p !== agent) ranScript.push(`console: ${m.text()}`);
    });
  };
  watch(agent);
  agent.context().on('page', watch);
  for (const name of ['report.pdf', 'scan.png']) {
    const card = agent.getByTestId('agent-document').filter({ hasText: name }).first();
    if ((await card.count()) === 0) continue; // scan.png exists only if the attack got through
    const download = await openAsAgent(agent, card).catch(() => null);
    expect.soft(download, `${name} is a download, not a page`).not.toBeNull();
  }
  await agent.waitForTimeout(1000);
  expect(ranScript).toEqual([]);

  // The headers behind the link: attachment, a name we made, nosniff and a sandbox.
  const docId = await agent
    .getByTestId('agent-document')
    .filter({ hasText: 'report.pdf' })
    .first()
    .getByRole('link', { name: /^Download \(saves to your device/ })
    .getAttribute('href');
  const redirect = await agent.request.get(docId!, { maxRedirects: 0 });
  expect(redirect.status()).toBe(303);
  const file = await fetch(redirect.headers().location!);
  expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=other-/);
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  expect(file.headers.get('content-security-policy')).toContain('sandbox');

  // "View" (issue 38, item 10): the PDF shows in the browser, inline, under the viewer's own CSP
  // that runs nothing, and each view is recorded like a download. An ELF, an HTML page or an SVG
  // is never shown inline: its View goes on to the download.
  const reportCard = agent.getByTestId('agent-document').filter({ hasText: 'report.pdf' }).first();
  const view = await reportCard
    .getByRole('link', { name: /^View \(recorded\)/ })
    .getAttribute('href');
  expect(view).toMatch(/\/view$/);
  const audits = async () =>
    Number(
      (
        await inTransaction((c) =>
          c.query(
            `select count(*)::int as n from public.audit_log where action = 'document.signed_url'
               and subject_id = $1`,
            [view!.split('/')[3]],
          ),
        )
      ).rows[0].n,
    );
  const before = await audits();
  const shown = await agent.request.get(view!, { maxRedirects: 0 });
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('application/pdf');
  expect(shown.headers()['content-disposition']).toMatch(/^inline; filename="other-/);
  expect(shown.headers()['x-content-type-options']).toBe('nosniff');
  // The viewer's CSP and only it: next.config.mjs leaves this route out of the site-wide header,
  // which would otherwise replace it (and allow the site's own scripts and styles).
  const viewerCsp = shown.headers()['content-security-policy'];
  expect(viewerCsp).toMatch(/^default-src 'none';/);
  expect(viewerCsp).not.toContain('script-src');
  expect(shown.headers()['referrer-policy']).toBe('no-referrer');
  expect(shown.headers()['x-frame-options']).toBe('DENY'); // the site's other headers still come
  expect((await shown.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await audits()).toBe(before + 1);

  // Every other route keeps the site's CSP: the agent's page, the download route, a marketing page.
  for (const path of [`/admin/clients/${USER_ID}`, docId!, '/']) {
    const res = await agent.request.get(path, { maxRedirects: 0 });
    expect(res.headers()['content-security-policy'], path).toContain("script-src 'self'");
  }
  // The links as each side sees them: the agent's list at 1280 px, the client's at 375 px.
  mkdirSync(VIEWER_SHOTS, { recursive: true });
  await agent.setViewportSize({ width: 1280, height: 900 });
  await reportCard.scrollIntoViewIfNeeded();
  await agent.screenshot({ path: `${VIEWER_SHOTS}/agent-view-link-1280.png` });
  await client.goto('/dashboard?tab=documents');
  await client
    .getByTestId('document')
    .filter({ hasText: 'report.pdf' })
    .first()
    .scrollIntoViewIfNeeded();
  await client.screenshot({ path: `${VIEWER_SHOTS}/client-view-link-375.png` });
  // The client views their own PDF the same way, under the same CSP.
  const clientView = await client
    .getByTestId('document')
    .filter({ hasText: 'report.pdf' })
    .first()
    .getByRole('link', { name: /^View/ })
    .getAttribute('href');
  const own = await client.request.get(clientView!, { maxRedirects: 0 });
  expect(own.status()).toBe(200);
  expect(own.headers()['content-security-policy']).toBe(viewerCsp);
});

test('a document on legal hold: Remove says beside it that the agency must keep it (issue 36)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `held-${randomUUID().slice(0, 8)}.pdf`;
  // An unreviewed upload the agency put on hold (as the admin panel's "Legal hold" does).
  await inTransaction(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256)
       values ($1::uuid, 'other', $1::text || '/' || gen_random_uuid() || '.pdf', $2, 'application/pdf', 20, repeat('a', 64))
       returning id`,
      [USER_ID, name],
    );
    await db.query('update public.documents set legal_hold = true where id = $1', [rows[0]!.id]);
  });
  const page = await signedIn(browser, USER, dashboardUrl('documents'));
  page.on('dialog', (d) => void d.accept());
  const card = page.getByTestId('document').filter({ hasText: name });
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByRole('alert')).toHaveText(/Your agency must keep this document for now/);
  await page.reload();
  await expect(page.getByTestId('document').filter({ hasText: name })).toHaveCount(1);
  await page.context().close();
});
