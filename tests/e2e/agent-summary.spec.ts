/**
 * Finding 1 (HIGH): the client was asked to check "the summary (passport.pdf)", one of their own
 * uploads, and approved it. Now the agent uploads the summary to the matter (1280 px), the client
 * opens that file and approves it (375 px), and the approval records that file's SHA-256. The
 * agent also sends a new file with a message, which the client sees linked in the thread.
 * Screenshots: /work/notes/screens/summary.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { createPerson } from './support/people';
import { DEMO_ADMIN, signedInPage } from './support/sign-in';

const SHOTS = process.env.SUMMARY_SHOTS ?? '/work/notes/screens/summary';
const AGENT_VIEW = { width: 1280, height: 800 };
const CLIENT_VIEW = { width: 375, height: 800 };
const RAW = ["set local session_replication_role = 'replica'"];
const pdf = (label: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${label}\n`), Buffer.alloc(20 * 1024, 0x20)]);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.describe.serial('the application summary is the agent’s file', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the agent uploads it; the client opens and approves that exact file', async ({
    browser,
  }) => {
    const client = await createPerson('summary-client', 'Summary Client');
    const [e] = await sql<{ id: string }>(
      `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
       values ($1, $2, 'accepted', now(), 'Summary Client') returning id`,
      [client.id, DEMO_ADMIN.id],
    );
    // The client's own passport is on file: it can no longer be what they are asked to check.
    await sql(
      `insert into public.documents (client_id, category, storage_path, original_name, mime_type,
         size_bytes, sha256)
       values ($1, 'passport', $2, 'passport.pdf', 'application/pdf', 2048, repeat('e', 64))`,
      [client.id, `${client.id}/${randomUUID()}.pdf`],
      RAW,
    );
    const [m] = await sql<{ id: string }>(
      `insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
       values ($1, $2, '189', 'Skilled Independent visa', $3) returning id`,
      [client.id, e!.id, DEMO_ADMIN.id],
      RAW,
    );
    const matterId = m!.id;
    const name = `Application summary ${randomUUID().slice(0, 6)}.pdf`;
    const bytes = pdf(name);

    // The agent, at 1280: uploads the summary on the matter page and sends it for review.
    const agent = await signedInPage(browser, DEMO_ADMIN, `/admin/matters/${matterId}`, AGENT_VIEW);
    await agent.getByLabel('Application summary (PDF or image)').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await agent.getByRole('button', { name: 'Upload summary' }).click();
    await expect(agent.getByTestId('summary-current')).toContainText(name, { timeout: 15_000 });
    await shot(agent, 'agent-summary-uploaded-1280');
    await sql(`update public.matters set stage = 'client_review' where id = $1`, [matterId]);

    // The client, at 375: told which file, by whom and when; opens it; approves it.
    const me = await signedInPage(browser, client, `/dashboard/matters/${matterId}`, CLIENT_VIEW);
    const review = me.getByTestId('review');
    await expect(review.getByTestId('summary-file')).toContainText(
      `Check your application summary: ${name}, uploaded by your agent on`,
    );
    await expect(review).not.toContainText('passport.pdf');
    const open = review.getByRole('link', { name: 'Open the summary' });
    const href = await open.getAttribute('href');
    const opened = await me.request.get(href!, { maxRedirects: 0 });
    expect([302, 303, 307]).toContain(opened.status());
    const file = await me.request.get(opened.headers()['location']!);
    expect(
      createHash('sha256')
        .update(await file.body())
        .digest('hex'),
    ).toBe(createHash('sha256').update(bytes).digest('hex'));
    await review
      .getByLabel('I have checked the application and the information is correct.')
      .check();
    await shot(me, 'client-summary-375');
    await review.getByRole('button', { name: 'Approve the application' }).click();
    await expect(me.getByText(/You approved it on/)).toBeVisible({ timeout: 15_000 });
    await shot(me, 'client-approved-375');

    // The approval names the file: its SHA-256, computed by the server at upload.
    const [row] = await sql<{ h: string }>(
      `select client_approved_sha256 as h from public.matters where id = $1`,
      [matterId],
    );
    expect(row!.h).toBe(createHash('sha256').update(bytes).digest('hex'));

    // In the client's documents the summary says it came from the agent, and offers no Remove
    // (the database refuses it: the agency's record of what it sent); their passport still does.
    await me.goto('/dashboard?tab=documents');
    const summaryCard = me.getByTestId('document').filter({ hasText: name });
    await expect(summaryCard.getByTestId('status')).toHaveText('From your agent');
    await expect(summaryCard.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await expect(
      me
        .getByTestId('document')
        .filter({ hasText: 'passport.pdf' })
        .getByRole('button', {
          name: /Remove/,
        }),
    ).toHaveCount(1);
    await shot(me, 'client-documents-agent-file-375');
    await me.context().close();
    await agent.context().close();
  });

  test('the agent sends a new file with a message; the client sees it linked', async ({
    browser,
  }) => {
    const client = await createPerson('summary-msg', 'Message Client');
    const name = `Draft form ${randomUUID().slice(0, 6)}.pdf`;
    const agent = await signedInPage(
      browser,
      DEMO_ADMIN,
      `/admin/clients/${client.id}`,
      AGENT_VIEW,
    );
    const form = agent.getByTestId('message-form');
    await form.getByLabel('Or attach a new file (PDF or image)').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: pdf(name),
    });
    await form.getByRole('button', { name: 'Upload file' }).click();
    await expect(form.getByLabel('Attach a document')).toHaveValue(/[0-9a-f-]{36}/, {
      timeout: 15_000,
    });
    await form.getByLabel('Text').fill('Here is the draft form to read.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(agent.getByText('Here is the draft form to read.')).toBeVisible({
      timeout: 15_000,
    });
    await shot(agent, 'agent-message-file-1280');
    await agent.context().close();

    const me = await signedInPage(browser, client, '/dashboard?tab=messages', CLIENT_VIEW);
    await expect(me.getByRole('link', { name })).toBeVisible({ timeout: 15_000 });
    await shot(me, 'client-message-file-375');
    await me.context().close();
  });
});
