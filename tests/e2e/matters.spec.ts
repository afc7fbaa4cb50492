/**
 * A visa application followed by both sides (issue 28), at 1280 and 375 px: the agent opens a
 * matter from an accepted engagement (seeded here: the engagement offer UI is another feature),
 * asks for a document on it; the client uploads it from the matter page; the agent attaches the
 * summary and moves the matter to client review; the client approves; the agent lodges it with a
 * TRN; the client sees "Lodged" and the link-only e-mail. Screenshots go to /tmp/shots-matters.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { matterPage } from './pages/admin';
import { dashboard, uploader } from './pages/dashboard';
import { sql } from './support/db';
import { MAILBOX_URL } from './support/mailbox';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const SHOTS = '/tmp/shots-matters';
const pdf = (label: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${label}\n`), Buffer.alloc(20 * 1024, 0x20)]);
const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Every e-mail to `to` whose HTML links to `path`, polled until there is at least `count`. */
async function mailsLinkingTo(to: string, path: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as {
      id: string;
      to: string[];
    }[];
    const bodies = await Promise.all(
      list
        .filter((m) => m.to.includes(to))
        .map(
          async (m) =>
            (await (await fetch(`${MAILBOX_URL}/api/messages/${m.id}`)).json()) as {
              subject: string;
              text?: string;
              html?: string;
            },
        ),
    );
    const hits = bodies.filter((b) => b.html?.includes(path));
    if (hits.length >= count || Date.now() > deadline) return hits;
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.describe.serial('matters', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const width of [1280, 375])
    test(`at ${width} px: open, request, upload, review, approve, lodge`, async ({ browser }) => {
      const viewport = { width, height: width === 375 ? 812 : 800 };
      // The accepted engagement, as the engagement feature stores it (service role, direct SQL).
      await sql(
        `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
         values ($1, $2, 'accepted', now(), 'Demo User')`,
        [DEMO_CLIENT.id, DEMO_ADMIN.id],
      );
      const title = `Skilled Independent ${width} ${randomUUID().slice(0, 6)}`;
      const file = `reference-${width}.pdf`;

      // The agent opens the matter from the client's page.
      const agent = await signedInPage(
        browser,
        DEMO_ADMIN,
        `/admin/clients/${DEMO_CLIENT.id}`,
        viewport,
      );
      await agent.getByTestId('open-matter-link').first().click();
      await agent.waitForURL(/\/admin\/matters\?engagement=/);
      const open = agent.getByTestId('open-matter');
      await open.getByLabel('Visa').selectOption('189');
      await open.getByLabel('Title').fill(title);
      await shot(agent, `agent-open-${width}`);
      await open.getByRole('button', { name: 'Open a matter' }).click();
      await agent.waitForURL(/\/admin\/matters\/[0-9a-f-]{36}$/);
      const matterId = agent.url().split('/').pop()!;
      await expect(agent.getByTestId('matter-title')).toHaveText(title);
      await expect(agent.getByTestId('matter-stage')).toHaveText('Preparing');

      // Moving to client review without a summary is refused (the database's rule, said plainly).
      const matter = matterPage(agent);
      await matter.changeStage();
      await expect(matter.stageError).toContainText('Attach the application summary');

      // A document request tied to the matter, with a due date.
      const request = agent.getByTestId('matter-request-form');
      await request.getByLabel('Document').selectOption('employment-reference');
      await request.getByLabel('Due date').fill(utcDay(10));
      await request
        .getByLabel('Note for the client')
        .fill('A reference from your employer, please.');
      await request.getByRole('button', { name: 'Ask the client' }).click();
      await expect(agent.getByTestId('matter-requests')).toContainText('waiting');

      // The client sees the matter, what is needed, and uploads it there.
      const client = await signedInPage(
        browser,
        DEMO_CLIENT,
        `/dashboard/matters/${matterId}`,
        viewport,
      );
      await expect(client.getByTestId('matter-status')).toHaveText(
        'We are preparing your application.',
      );
      const needs = client.getByTestId('matter-needs');
      await expect(needs).toContainText('A reference from your employer, please.');
      await shot(client, `client-needs-${width}`);
      const upload = uploader(needs);
      await expect(upload.kind).toHaveValue('employment-reference');
      await upload.upload({ name: file, mimeType: 'application/pdf', buffer: pdf(file) });
      await expect(needs).toContainText('Nothing right now', { timeout: 30_000 });

      // The agent sees it received, attaches the summary and sends it to the client.
      await agent.reload();
      await expect(agent.getByTestId('matter-requests')).toContainText('received');
      await agent.getByLabel('Application summary (PDF or image)').setInputFiles({
        name: `summary-${file}`,
        mimeType: 'application/pdf',
        buffer: pdf(`summary ${file}`),
      });
      await agent.getByRole('button', { name: 'Upload summary' }).click();
      await expect(agent.getByText('Attached:')).toBeVisible({ timeout: 15_000 });
      await matter.changeStage('client_review');
      await expect(matter.stage).toHaveText('With the client for review');

      // Lodging before the client approves is refused.
      await matter.changeStage('lodged', { trn: 'EGO0000001', lodgedOn: utcDay(-1) });
      await expect(matter.stageError).toContainText('not approved');

      // The client approves: the box must be ticked.
      await client.reload();
      const review = client.getByTestId('review');
      await expect(review).toContainText('Please check your application');
      await expect(client.getByTestId('ask-for-changes')).toBeVisible();
      await review.getByRole('button', { name: 'Approve the application' }).click();
      await expect(review.getByText('Tick the box')).toBeVisible();
      await review
        .getByLabel('I have checked the application and the information is correct.')
        .check();
      await shot(client, `client-review-${width}`);
      await review.getByRole('button', { name: 'Approve the application' }).click();
      await expect(client.getByText(/You approved it on/)).toBeVisible({ timeout: 15_000 });

      // The agent lodges it with a TRN.
      const trn = `EGO${Date.now().toString().slice(-7)}`;
      await agent.reload();
      await matter.changeStage('lodged', { trn, lodgedOn: '2026-11-20' });
      await expect(matter.stage).toHaveText('Lodged');
      await expect(agent.getByTestId('timeline')).toContainText('Moved to Lodged');
      await shot(agent, `agent-lodged-${width}`);

      // The client sees "Lodged" with the date, the TRN, and the timeline.
      await client.reload();
      await expect(client.getByTestId('matter-status')).toHaveText(
        'Lodged with the Department of Home Affairs on 20 Nov 2026.',
      );
      await expect(client.getByText(trn)).toBeVisible();
      await expect(client.getByTestId('stepper').locator('[aria-current="step"]')).toContainText(
        'Lodged on 20 Nov 2026',
      );
      await expect(client.getByTestId('timeline')).toContainText('You approved the application.');
      await shot(client, `client-lodged-${width}`);

      // And the e-mails: opened, client review, lodged; a link to the matter and nothing else.
      const mails = await mailsLinkingTo(DEMO_CLIENT.email, `/dashboard/matters/${matterId}`, 3);
      expect(mails).toHaveLength(3);
      // Only the client-review e-mail asks for something, and its subject says so.
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'Action needed: please check your application summary',
        'Update on your visa application',
        'Update on your visa application',
      ]);
      for (const m of mails) {
        expect(m.text).not.toContain(trn);
        expect(m.text).not.toContain(title);
      }

      // The list on the dashboard, and the agent's lists.
      await dashboard(client).open('matters');
      await expect(client.getByTestId('my-matters')).toContainText(title);
      await shot(client, `client-tab-${width}`);
      await agent.goto('/admin/matters?stage=lodged');
      await expect(agent.getByTestId('matter-list')).toContainText(title);
      await shot(agent, `agent-list-${width}`);
      await agent.goto('/admin');
      await expect(agent.getByTestId('matters-queue-overdue')).toBeVisible();
      await shot(agent, `agent-queue-${width}`);
      await agent.context().close();
      await client.context().close();
    });

  test('deadlines: a refusal proposes the review deadline; confirmed, shown to the client, done and reopened', async ({
    browser,
  }) => {
    const [m] = await sql<{ id: string }>(
      `select id from public.matters where client_id = $1 and stage = 'lodged'
       order by created_at desc limit 1`,
      [DEMO_CLIENT.id],
    );
    const agent = await signedInPage(browser, DEMO_ADMIN, `/admin/matters/${m!.id}`);
    const matter = matterPage(agent);
    await matter.changeStage('decided', { outcome: 'refused', decidedOn: utcDay(-1) });
    await expect(matter.stage).toHaveText('Decided');
    const deadlines = agent.getByTestId('matter-deadlines');
    await expect(deadlines).toContainText('proposed, not confirmed');
    await expect(deadlines).toContainText('decision letter');
    await deadlines.getByLabel('Date from the decision letter').fill(utcDay(20));
    await deadlines.getByRole('button', { name: 'Confirm' }).click();
    await expect(deadlines).not.toContainText('proposed, not confirmed');
    await agent.goto('/admin/deadlines');
    await expect(agent.getByTestId('deadlines-month')).toContainText(
      'Apply for review of the decision',
    );
    await shot(agent, 'agent-deadlines-1280');
    await agent
      .getByTestId('deadlines-month')
      .getByRole('button', { name: 'Done' })
      .first()
      .click();
    await expect(agent.getByTestId('deadlines-done')).toContainText('Apply for review');
    await agent
      .getByTestId('deadlines-done')
      .getByRole('button', { name: 'Reopen' })
      .first()
      .click();
    await expect(agent.getByTestId('deadlines-month')).toContainText('Apply for review');

    const client = await signedInPage(browser, DEMO_CLIENT, `/dashboard/matters/${m!.id}`, {
      width: 375,
      height: 812,
    });
    await expect(client.getByTestId('key-dates')).toContainText('Apply for review of the decision');
    await shot(client, 'client-refused-375');
  });
});
