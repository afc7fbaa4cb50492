/**
 * The agent's work in a real browser (issue 23 items 9, 13-16; issue 22 item 6; issue 25 item 11):
 * the client list finds open work behind a newer draft; document requests refuse a past due date,
 * show "Overdue", can be changed and cancelled, and the client sees it; a lead whose e-mail has an
 * account links to that client; the audit log names each actor's role and short id and filters
 * assessment actions; an agent corrects a client's profile and the client gets a content-free
 * e-mail; times are shown in each person's own zone. Screenshots go to /tmp/shots-f2-agent.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { clientFile } from './pages/admin';
import { sql } from './support/db';
import { waitForMail } from './support/mailbox';
import type { Person } from '../support/demo-users';
import { DEMO_ADMIN, DEMO_CLIENT, signIn } from './support/sign-in';

const ADMIN = DEMO_ADMIN;
const USER = DEMO_CLIENT;
const CLIENT_ID = 'a0000000-0000-4000-8000-000000000002';
const SHOTS = '/tmp/shots-f2-agent';
/** Seeding state the app cannot reach in one step (an old, overdue request; a mid-review assessment). */
const RAW = ["set local session_replication_role = 'replica'"];

/** A context at this width and time zone, with `who` signed in through the one fixture. */
async function signedIn(
  browser: Browser,
  who: Person,
  next: string,
  opts: { width?: number; timezoneId?: string } = {},
): Promise<Page> {
  const width = opts.width ?? 1280;
  const page = await (
    await browser.newContext({
      viewport: { width, height: width === 375 ? 812 : 800 },
      timezoneId: opts.timezoneId,
    })
  ).newPage();
  await signIn(page, who, next);
  return page;
}
const dayFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test.describe.serial('the agent’s work', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const width of [1280, 375])
    test(`at ${width} px: clients filter by any assessment in a status`, async ({ browser }) => {
      const id = randomUUID();
      const email = `open-work-${id.slice(0, 8)}@example.com`;
      await sql(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at, email_confirmed_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
           '{"provider":"email"}', '{"full_name":"Open Work ${width}"}', now(), now(), now())`,
        [id, email],
      );
      // A PR assessment waiting for the client's answer, and a newer draft of another type.
      await sql(
        `insert into public.assessments (client_id, type, status, info_request, submitted_at, created_at)
         values ($1, 'permanent-residency', 'info_requested', 'Which English test?', now(), now() - interval '2 days'),
                ($1, 'student-visa', 'draft', null, null, now())`,
        [id],
        RAW,
      );
      const seeded = await sql(
        `select p.full_name, a.type, a.status from public.profiles p
         left join public.assessments a on a.client_id = p.id where p.id = $1 order by a.created_at`,
        [id],
      );
      expect(seeded).toEqual([
        { full_name: `Open Work ${width}`, type: 'permanent-residency', status: 'info_requested' },
        { full_name: `Open Work ${width}`, type: 'student-visa', status: 'draft' },
      ]);
      const page = await signedIn(browser, ADMIN, '/admin/clients', { width });
      await page.goto('/admin/clients?status=info_requested');
      await expect(page.getByRole('link', { name: `Open Work ${width}` })).toBeVisible();
      await page.screenshot({
        path: `${SHOTS}/clients-info-requested-${width}.png`,
        fullPage: true,
      });
      await page.goto('/admin/clients?status=none');
      await expect(page.getByRole('link', { name: `Open Work ${width}` })).toHaveCount(0);
      await page.context().close();
    });

  test('document requests: no past due date, overdue marked, changed and cancelled; the client sees it', async ({
    browser,
  }) => {
    // An old request, overdue (made before due dates were checked).
    await sql(
      `insert into public.document_requests (client_id, category, due_on, requested_by, note)
       values ($1, 'police-certificate', '2020-01-01', 'a0000000-0000-4000-8000-000000000001', 'Old one')`,
      [CLIENT_ID],
      RAW,
    );
    const agent = await signedIn(browser, ADMIN, `/admin/clients/${CLIENT_ID}`);
    const open = agent.getByTestId('open-request');
    const old = open.filter({ hasText: 'Police certificate' });
    await expect(old.getByTestId('overdue')).toBeVisible();

    // A past due date: refused, with the message at the field and the values kept.
    await agent.locator('#req-category').selectOption('english-test');
    await agent.locator('#req-due').fill('2020-01-01');
    await agent.locator('#req-note').fill('Your IELTS result, please.');
    await agent.getByRole('button', { name: 'Ask the client' }).click();
    await expect(agent.getByText('Choose today or a later date.')).toBeVisible();
    await expect(agent.locator('#req-note')).toHaveValue('Your IELTS result, please.');
    await expect(agent.locator('#req-category')).toHaveValue('english-test');
    await agent.locator('#req-due').fill(dayFromNow(7));
    await agent.getByRole('button', { name: 'Ask the client' }).click();
    const english = open.filter({ hasText: 'English' });
    await expect(english).toBeVisible();
    await expect(english.getByTestId('overdue')).toHaveCount(0);

    // Change it: a past date is refused at the field, a later one is saved.
    await english.locator('summary', { hasText: 'Change' }).click();
    const due = english.getByLabel('Due date');
    await due.fill('2021-05-05');
    await english.getByRole('button', { name: 'Save the change' }).click();
    await expect(english.getByText('Choose today or a later date.')).toBeVisible();
    await due.fill(dayFromNow(21));
    await english.getByLabel('Note for the client').fill('Your IELTS or PTE result.');
    await english.getByRole('button', { name: 'Save the change' }).click();
    await expect(english.getByText('“Your IELTS or PTE result.”')).toBeVisible();
    await agent.screenshot({ path: `${SHOTS}/requests-1280.png`, fullPage: true });

    // The client sees the change, then the cancellation.
    const client = await signedIn(browser, USER, '/dashboard?tab=documents', { width: 375 });
    const asked = client.getByTestId('requests');
    await expect(asked.getByText('“Your IELTS or PTE result.”')).toBeVisible();
    await old.getByRole('button', { name: 'Cancel request' }).click();
    await expect(agent.getByTestId('cancelled-requests')).toContainText('Police certificate');
    await expect(old).toHaveCount(0);
    await client.reload();
    await expect(asked).not.toContainText('Police certificate');
    await expect(client.getByTestId('history')).toContainText(
      'Your agent no longer needs police certificate',
    );
    await client.screenshot({ path: `${SHOTS}/client-documents-375.png`, fullPage: true });

    // Audited, as the agent.
    await agent.goto('/admin/audit?action=document.request_cancelled');
    await expect(agent.getByTestId('audit-actor').first()).toContainText('(agent · a0000000)');
    await client.context().close();
    await agent.context().close();
  });

  test('a lead whose e-mail already has an account links to that client', async ({ browser }) => {
    const leadId = randomUUID();
    await sql(
      `insert into public.leads (id, kind, full_name, email, message, idempotency_key)
       values ($1, 'contact', 'Known Person', 'user@example.com', 'Hello again', $2)`,
      [leadId, `e2e-${leadId}`],
    );
    const agent = await signedIn(browser, ADMIN, `/admin/leads/${leadId}`);
    const box = agent.getByTestId('lead-client');
    await expect(box.getByRole('button', { name: 'Invite as client' })).toHaveCount(0);
    await expect(box.getByRole('link')).toHaveAttribute('href', `/admin/clients/${CLIENT_ID}`);
    await box.getByRole('button', { name: 'Link to the existing client' }).click();
    await expect(box.getByRole('link', { name: 'Open the client’s file →' })).toBeVisible();
    expect(
      (await sql('select client_id from public.leads where id = $1', [leadId]))[0]!.client_id,
    ).toBe(CLIENT_ID);
    await agent.context().close();
  });

  test('the audit log: each actor’s role and short id; assessment actions in the filter', async ({
    browser,
  }) => {
    // A client who calls themselves "Demo Admin" (issue 22), acting on an assessment.
    await sql(`update public.profiles set full_name = 'Demo Admin' where id = $1`, [CLIENT_ID]);
    await sql(
      `select private.audit('assessment.created', 'assessment', gen_random_uuid(), $1::uuid,
         '{"type":"permanent-residency"}')`,
      [CLIENT_ID],
      [`select set_config('request.jwt.claims', '{"sub":"${CLIENT_ID}"}', true)`],
    );
    const agent = await signedIn(browser, ADMIN, '/admin/audit');
    const what = agent.getByLabel('What');
    await expect(what.locator('option[value="assessment."]')).toHaveCount(1);
    await expect(what.locator('option[value="assessment.info_requested"]')).toHaveCount(1);
    await what.selectOption('assessment.');
    await agent.getByRole('button', { name: 'Apply' }).click();
    await agent.waitForURL(/action=assessment\./);
    const row = agent
      .getByTestId('audit-rows')
      .locator('li')
      .filter({ has: agent.locator('[data-action="assessment.created"]') })
      .first();
    await expect(row.getByTestId('audit-actor')).toHaveText(/Demo Admin\s*\(client · a0000000\)/);
    await agent.screenshot({ path: `${SHOTS}/audit-roles-1280.png`, fullPage: true });
    await sql(`update public.profiles set full_name = 'Demo User' where id = $1`, [CLIENT_ID]);
    await agent.context().close();
  });

  test('an agent corrects a client’s profile: audited, the client e-mailed without details', async ({
    browser,
  }) => {
    const agent = await signedIn(browser, ADMIN, `/admin/clients/${CLIENT_ID}`);
    const file = clientFile(agent);
    const correction = await file.correctProfile();
    await correction.phone.fill('12345');
    await correction.save();
    await expect(correction.form.getByText(/international format/)).toBeVisible();
    await correction.phone.fill('+92 300 765 4321');
    await correction.country.fill('Pakistan');
    await correction.save();
    await expect(file.profile).toContainText('+923007654321');
    const mail = await waitForMail(USER.email, { subject: /updated your profile/ });
    expect(mail.text ?? '').not.toContain('Pakistan');
    expect(mail.text ?? '').not.toContain('7654321');
    await agent.goto(`/admin/audit?client=${CLIENT_ID}&action=profile.updated_by_agent`);
    await expect(agent.getByTestId('audit-rows')).toContainText('fields: country, phone');
    // The phone search finds the client by the local number.
    await agent.goto('/admin/clients?q=0300%20765%204321');
    await expect(
      agent.getByTestId('clients-table').locator(`a[href="/admin/clients/${CLIENT_ID}"]`),
    ).toBeVisible();
    await agent.context().close();
  });

  test('times: each person reads their own zone, labelled', async ({ browser }) => {
    // Something timed in the client's history, whichever tests ran before.
    await sql(
      `insert into public.document_requests (client_id, category, due_on, requested_by)
       values ($1, 'qualification', current_date + 10, 'a0000000-0000-4000-8000-000000000001')`,
      [CLIENT_ID],
    );
    const client = await signedIn(browser, USER, '/dashboard?tab=documents', {
      width: 375,
      timezoneId: 'Asia/Karachi',
    });
    // The browser tells the server its zone once; the page then shows Karachi time.
    await expect(client.getByTestId('history')).toContainText('GMT+5', { timeout: 10_000 });
    await expect(client.getByTestId('history')).not.toContainText('UTC');
    await client.screenshot({ path: `${SHOTS}/client-times-karachi-375.png`, fullPage: true });
    const agent = await signedIn(browser, ADMIN, `/admin/clients/${CLIENT_ID}`, {
      timezoneId: 'Australia/Sydney',
    });
    await expect(agent.getByTestId('history')).toContainText(/AEDT|AEST/, { timeout: 10_000 });
    await expect(agent.getByTestId('history')).not.toContainText('UTC');
    await agent.screenshot({ path: `${SHOTS}/agent-times-sydney-1280.png`, fullPage: true });
    await client.context().close();
    await agent.context().close();
  });
});
