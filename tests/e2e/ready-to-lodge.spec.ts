/**
 * Issue 38, findings 4 and 9, as the agent sees them at 1280 px.
 * 4: the client approves the application summary; the agent is told (a link-only e-mail), the
 *    queue and the matters list say "ready to lodge", and the matter page's checklist says what is
 *    still missing (a requested document, an overdue deadline); lodging warns but goes through.
 * 9: /admin/audit: the time does not overlap the action, and a stage change reads in the portal's
 *    words ("With the client for review → Lodged"), not the database's codes.
 * The matter is seeded at client review for a new client, as matter-stages.spec.ts seeds one.
 * Screenshots: /work/notes/screens/lodge.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { matterPage } from './pages/admin';
import { sql } from './support/db';
import { MAILBOX_URL } from './support/mailbox';
import { createPerson } from './support/people';
import { DEMO_ADMIN, signedInPage } from './support/sign-in';

const SHOTS = process.env.LODGE_SHOTS ?? '/work/notes/screens/lodge';
const AGENT_VIEW = { width: 1280, height: 800 };
/** Seeding rows as they stand, without the triggers' history and e-mail. */
const RAW = ["set local session_replication_role = 'replica'"];
const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The e-mails to the demo agent linking to `path` with `subject`, polled until one comes. */
async function agentMailsLinkingTo(path: string, subject: RegExp) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as {
      id: string;
      to: string[];
    }[];
    const bodies = await Promise.all(
      list
        .filter((m) => m.to.some((t) => t.toLowerCase() === DEMO_ADMIN.email.toLowerCase()))
        .map(
          async (m) =>
            (await (await fetch(`${MAILBOX_URL}/api/messages/${m.id}`)).json()) as {
              subject: string;
              text?: string;
              html?: string;
            },
        ),
    );
    const hits = bodies.filter((b) => b.html?.includes(path) && subject.test(b.subject));
    if (hits.length > 0 || Date.now() > deadline) return hits;
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.describe.serial('ready to lodge', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the client approves: the agent is told, the queue and list say ready, lodging warns', async ({
    browser,
  }) => {
    const client = await createPerson('lodge-client', 'Lodge Client');
    const title = `Skilled Independent ${randomUUID().slice(0, 6)}`;
    const [e] = await sql<{ id: string }>(
      `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
       values ($1, $2, 'accepted', now(), 'Lodge Client') returning id`,
      [client.id, DEMO_ADMIN.id],
    );
    const [d] = await sql<{ id: string }>(
      `insert into public.documents (client_id, category, storage_path, original_name, mime_type,
         size_bytes, sha256, status, agent_provided)
       values ($1, 'other', $2, 'summary.pdf', 'application/pdf', 2048, repeat('d', 64),
         'accepted', true) returning id`,
      [client.id, `${client.id}/${randomUUID()}.pdf`],
      RAW,
    );
    const [m] = await sql<{ id: string }>(
      `insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id,
         stage, summary_document_id)
       values ($1, $2, '189', $3, $4, 'client_review', $5) returning id`,
      [client.id, e!.id, title, DEMO_ADMIN.id, d!.id],
      RAW,
    );
    const matterId = m!.id;
    // Still missing at lodgement: a passport asked for on the matter, and a deadline gone by.
    await sql(
      `insert into public.document_requests (client_id, category, matter_id, requested_by)
       values ($1, 'passport', $2, $3)`,
      [client.id, matterId, DEMO_ADMIN.id],
      RAW,
    );
    await sql(
      `insert into public.deadlines (matter_id, kind, due_on, confirmed_at, created_by)
       values ($1, 'police_certificate', $2, now(), $3)`,
      [matterId, utcDay(-3), DEMO_ADMIN.id],
      RAW,
    );

    // Before the approval: the queue counts it with the client; the checklist says not approved.
    const agent = await signedInPage(browser, DEMO_ADMIN, '/admin', AGENT_VIEW);
    await expect(agent.getByTestId('matters-queue-ready')).toBeVisible();
    const readyBefore = Number(await agent.getByTestId('matters-queue-ready').textContent());
    const reviewBefore = Number(
      await agent.getByTestId('matters-queue-client_review').textContent(),
    );
    await agent.goto(`/admin/matters/${matterId}`);
    const checklist = agent.getByTestId('lodge-checklist');
    await expect(checklist.getByTestId('lodge-check-approval')).toHaveAttribute('data-ok', 'false');

    // The client approves on their matter page.
    const me = await signedInPage(browser, client, `/dashboard/matters/${matterId}`);
    const review = me.getByTestId('review');
    await review
      .getByLabel('I have checked the application and the information is correct.')
      .check();
    await review.getByRole('button', { name: 'Approve the application' }).click();
    await expect(me.getByText(/You approved it on/)).toBeVisible({ timeout: 15_000 });
    await me.context().close();

    // The agent's e-mail: a link to the matter, nothing about the client.
    // Only the approval's notice: the deadline job may also write about this matter's overdue
    // deadline while the test runs, which is its own e-mail.
    const mails = await agentMailsLinkingTo(`/admin/matters/${matterId}`, /ready to lodge/i);
    expect(mails).toHaveLength(1);
    for (const part of [mails[0]!.text ?? '', mails[0]!.html ?? '']) {
      expect(part).not.toContain(title);
      expect(part).not.toContain('Lodge Client');
      expect(part).not.toContain(client.email);
    }

    // The queue: one more ready to lodge, one fewer waiting for the client.
    await agent.goto('/admin');
    await expect(agent.getByTestId('matters-queue-ready')).toHaveText(String(readyBefore + 1));
    await expect(agent.getByTestId('matters-queue-client_review')).toHaveText(
      String(reviewBefore - 1),
    );
    await shot(agent, 'admin-queue-1280');

    // The matters list behind it.
    await agent.getByRole('link', { name: /ready to lodge/ }).click();
    await agent.waitForURL(/\/admin\/matters\?ready=1/);
    const row = agent.getByTestId('matter-list').getByRole('listitem').filter({ hasText: title });
    await expect(row.getByTestId('matter-ready')).toBeVisible();
    await shot(agent, 'admin-matters-ready-1280');

    // The matter page: approved, and what is still missing, also above the stage form.
    await row.getByRole('link').click();
    await agent.waitForURL(`**/admin/matters/${matterId}`);
    await expect(checklist.getByTestId('lodge-check-approval')).toHaveAttribute('data-ok', 'true');
    await expect(checklist.getByTestId('lodge-check-documents')).toContainText(
      'Passport: not received',
    );
    await expect(checklist.getByTestId('lodge-check-deadlines')).toContainText('was due');
    const warning = agent.getByTestId('lodge-warning');
    await expect(warning).toContainText('Passport: not received');
    await expect(warning).toContainText('Police certificate');
    await shot(agent, 'admin-matter-checklist-1280');

    // It warns; it does not stop the agent.
    const matter = matterPage(agent);
    await matter.changeStage('lodged', {
      trn: `EGO${Date.now().toString().slice(-7)}`,
      lodgedOn: utcDay(-1),
    });
    await expect(matter.stage).toHaveText('Lodged');
    await expect(agent.getByTestId('lodge-checklist')).toHaveCount(0);
    await agent.context().close();
  });

  test('the audit log at 1280 px: time and action apart, stages in words', async ({ browser }) => {
    // A stage change of its own, written by the database's triggers as any lodgement is (the
    // server's connection is held to the agent's rules): approved at client review, then lodged.
    const client = await createPerson('audit-client', 'Audit Client');
    const [e] = await sql<{ id: string }>(
      `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
       values ($1, $2, 'accepted', now(), 'Audit Client') returning id`,
      [client.id, DEMO_ADMIN.id],
    );
    const [d] = await sql<{ id: string }>(
      `insert into public.documents (client_id, category, storage_path, original_name, mime_type,
         size_bytes, sha256, status, agent_provided)
       values ($1, 'other', $2, 'summary.pdf', 'application/pdf', 2048, repeat('d', 64),
         'accepted', true) returning id`,
      [client.id, `${client.id}/${randomUUID()}.pdf`],
      RAW,
    );
    const [m] = await sql<{ id: string }>(
      `insert into public.matters (client_id, engagement_id, visa_subclass, title, stage,
         summary_document_id, client_approved_at, client_approved_sha256)
       values ($1, $2, '189', 'Audit matter', 'client_review', $3, now(), repeat('d', 64))
       returning id`,
      [client.id, e!.id, d!.id],
      RAW,
    );
    await sql(
      `update public.matters set stage = 'lodged', trn = 'EGO1112223', lodged_on = $2 where id = $1`,
      [m!.id, utcDay(-1)],
    );
    const agent = await signedInPage(
      browser,
      DEMO_ADMIN,
      '/admin/audit?action=matter.stage_changed',
      AGENT_VIEW,
    );
    const rows = agent.getByTestId('audit-rows');
    await expect(rows.getByText('With the client for review → Lodged').first()).toBeVisible();
    await expect(rows).not.toContainText('client_review');
    // Each row: the time's text ends before the action's column starts (it used to run into it).
    const overlaps = await rows.evaluate((list) =>
      [...list.querySelectorAll(':scope > li')].flatMap((li) => {
        const [at, what] = [...li.querySelectorAll(':scope > span')];
        if (!at || !what) return [];
        const range = document.createRange();
        range.selectNodeContents(at);
        const text = range.getBoundingClientRect();
        const next = what.getBoundingClientRect();
        const apart = text.right <= next.left + 0.5 || text.bottom <= next.top + 0.5;
        return apart ? [] : [`${at.textContent} / ${what.textContent}`];
      }),
    );
    expect(overlaps).toEqual([]);
    await shot(agent, 'admin-audit-1280');
    await agent.goto('/admin/audit');
    await shot(agent, 'admin-audit-all-1280');
    await agent.context().close();
  });
});
