/**
 * Issue 30 in the browser: the client's security tab asks for the typed confirmation before
 * closing an account (a wrong phrase closes nothing); the agent puts a document on legal hold
 * and lifts it from the document card; the queue has its reminders section. Closing itself
 * (ban, records kept) is proven in tests/integration/jobs-cases.ts: closing a demo person here
 * would lock them out of every later spec. Screenshots go to /tmp/shots-jobs (not into git).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { sql } from './support/db';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = '/tmp/shots-jobs';
mkdirSync(SHOTS, { recursive: true });

test('the security tab asks for the typed confirmation before closing', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_CLIENT, '/dashboard?tab=security', {
    width: 375,
    height: 800,
  });
  const section = page.getByTestId('close-account');
  await expect(section.getByRole('heading', { name: 'Close my account' })).toBeVisible();
  await section.getByLabel('Confirm').fill('close');
  await section.getByRole('button', { name: 'Close my account' }).click();
  await expect(section.getByText('Type “close my account” to confirm.').first()).toBeVisible();
  await expect(section.getByLabel('Confirm')).toHaveValue('close');
  await page.screenshot({ path: `${SHOTS}/security-tab-phone.png`, fullPage: true });
  // Nothing was closed: the dashboard still answers.
  await page.goto('/dashboard?tab=profile');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('an agent puts a document on legal hold and lifts it', async ({ browser }) => {
  const name = `hold-${randomUUID().slice(0, 8)}.pdf`;
  const [doc] = await sql<{ id: string }>(
    `insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256, status)
     values ($1::uuid, 'qualification', $1::text || '/' || gen_random_uuid() || '.pdf', $2, 'application/pdf', 20, repeat('d', 64), 'accepted')
     returning id`,
    [DEMO_CLIENT.id, name],
  );
  const page = await signedInPage(browser, DEMO_ADMIN, `/admin/clients/${DEMO_CLIENT.id}`);
  const card = page.getByTestId('agent-document').filter({ hasText: name });
  await card.getByRole('button', { name: 'Put on legal hold' }).click();
  await expect(card.getByTestId('legal-hold')).toHaveText('On legal hold');
  await card.screenshot({ path: `${SHOTS}/legal-hold-card.png` });
  await page.getByRole('heading', { name: 'Account' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/client-page.png`, fullPage: true });
  const held = await sql(`select legal_hold from public.documents where id = $1`, [doc!.id]);
  expect(held[0]!.legal_hold).toBe(true);

  await card.getByRole('button', { name: 'Lift legal hold' }).click();
  await expect(card.getByRole('button', { name: 'Put on legal hold' })).toBeVisible();
  const audit = await sql<{ action: string }>(
    `select action from public.audit_log where subject_id = $1 and action like 'document.legal_hold%' order by id`,
    [doc!.id],
  );
  expect(audit.map((r) => r.action)).toEqual([
    'document.legal_hold_set',
    'document.legal_hold_lifted',
  ]);
  await sql(`delete from public.documents where id = $1`, [doc!.id]);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Reminders sent this week' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-queue.png`, fullPage: true });
});
