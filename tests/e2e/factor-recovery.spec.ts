/**
 * Issue 36 in the browser: a client who lost their authenticator. At 375 px the client signs in
 * with the password, follows "Lost your authenticator?" from the code step, asks (and once
 * cancels and asks again); the address on file and the agency inbox are told. At 1280 px the demo
 * agent records the video-call identity check as a file note, and a second agent approves (the
 * first cannot). The scheduled job leaves the factor alone until the 24 hours are over (moved in
 * the database here), then removes it; the client signs in with the password alone, reaches the
 * dashboard and is invited to set up a new authenticator. Screenshots: /work/notes/screens.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Browser } from '@playwright/test';
import { siteConfig } from '@/lib/config/site';
import { LOCAL_DEFAULTS } from '@/lib/env/local';
import { giveAuthenticator, sql } from './support/db';
import { waitForMail } from './support/mailbox';
import { DEMO_ADMIN, signedInPage, signInPasswordOnly } from './support/sign-in';
import { createPerson } from './support/people';

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.RECOVERY_SHOTS ?? '/work/notes/screens';
mkdirSync(SHOTS, { recursive: true });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** A base32 TOTP secret of its own, so codes never collide with another person's. */
const newSecret = () =>
  Array.from(
    { length: 32 },
    () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[Math.floor(Math.random() * 32)],
  ).join('');

const runJob = async (browserBaseUrl: string) => {
  const res = await fetch(`${browserBaseUrl}/api/cron/factor-recovery`, {
    headers: { authorization: `Bearer ${LOCAL_DEFAULTS.CRON_SECRET}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { completed: number; factorsRemoved: number; failed: number };
};

const factorsOf = async (userId: string) =>
  (
    await sql<{ n: number }>(`select count(*)::int as n from auth.mfa_factors where user_id = $1`, [
      userId,
    ])
  )[0]!.n;

const newPage = async (browser: Browser, viewport: typeof PHONE) =>
  (await browser.newContext({ viewport })).newPage();

test('a client who lost their authenticator gets back in after an identity check, a second agent and 24 hours', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const name = `Ayesha Recovery ${randomUUID().slice(0, 4)}`;
  const client = await createPerson('lost-phone', name);
  const clientSecret = newSecret();
  await giveAuthenticator(client.id, clientSecret);
  // A passport on file: what the agent compares the person with.
  await sql(
    `insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256, status)
     values ($1::uuid, 'passport', $1::text || '/' || gen_random_uuid() || '.pdf', 'passport.pdf', 'application/pdf', 20, repeat('e', 64), 'accepted')`,
    [client.id],
  );
  const colleague = await createPerson('second-agent', 'Second Agent');
  await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [colleague.id]);
  const colleagueSecret = newSecret();
  await giveAuthenticator(colleague.id, colleagueSecret);

  // 1. The client, stuck at the code step, asks from the sign-in page (password only, aal1).
  const phone = await newPage(browser, PHONE);
  await signInPasswordOnly(phone, client, '/dashboard');
  await phone.waitForURL((u) => u.pathname === '/auth/mfa');
  await phone.screenshot({ path: `${SHOTS}/recovery-1-code-step-375.png`, fullPage: true });
  await phone.getByRole('link', { name: 'Lost your authenticator?' }).click();
  await phone.waitForURL((u) => u.pathname === '/auth/mfa/lost');
  await expect(phone.getByText('compares you with the passport')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/recovery-2-ask-375.png`, fullPage: true });

  // Asked, then cancelled (the client can, with the password alone), then asked again.
  await phone.getByRole('button', { name: 'Ask to remove two-step sign-in' }).click();
  await expect(phone.getByTestId('recovery-status')).toContainText('Waiting for an identity check');
  await phone.getByRole('button', { name: 'Cancel this request' }).click();
  await expect(phone.getByRole('button', { name: 'Ask to remove two-step sign-in' })).toBeVisible();
  await waitForMail(client.email, { subject: /request to remove two-step sign-in was cancelled/ });

  await phone
    .getByLabel('How can we reach you for a video call?')
    .fill('WhatsApp +91 98765 43210, evenings');
  await phone.getByRole('button', { name: 'Ask to remove two-step sign-in' }).click();
  await expect(phone.getByTestId('recovery-status')).toContainText('Waiting for an identity check');
  await phone.screenshot({ path: `${SHOTS}/recovery-3-requested-375.png`, fullPage: true });

  const asked = await waitForMail(client.email, {
    subject: /Someone asked to remove two-step sign-in/,
  });
  expect(asked.text).toContain('If it was not you: sign in and cancel the request');
  expect(asked.text).toContain(siteConfig.contact.phone);
  expect(asked.text).toContain(siteConfig.contact.email);
  expect(asked.text).toContain('/dashboard?tab=security');
  expect(asked.text).not.toContain('WhatsApp +91');
  const agency = await waitForMail(LOCAL_DEFAULTS.LEADS_INBOX, {
    subject: /A client lost their authenticator/,
  });
  expect(agency.text).toContain('/admin/security/recovery');

  // The owner, signed in fully (with the phone they still have), sees it on the security tab.
  const owner = await signedInPage(
    browser,
    { ...client, totpSecret: clientSecret },
    '/dashboard?tab=security',
    PHONE,
  );
  const notice = owner.getByRole('region', { name: 'Request to remove two-step sign-in' });
  await expect(notice.getByTestId('recovery-status')).toContainText(
    'Waiting for an identity check',
  );
  await expect(notice.getByRole('button', { name: 'Cancel this request' })).toBeVisible();
  await owner.screenshot({ path: `${SHOTS}/recovery-3b-security-tab-375.png`, fullPage: true });
  await owner.context().close();

  // 2. Agent A (the demo agent) finds it in the queue and records the video-call check.
  const agentA = await signedInPage(browser, DEMO_ADMIN, '/admin', DESKTOP);
  await expect(agentA.getByTestId('queue-recoveries')).toContainText(name);
  await agentA.locator('#recoveries').screenshot({ path: `${SHOTS}/recovery-3c-queue-1280.png` });
  await agentA
    .getByTestId('queue-recoveries')
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await agentA.waitForURL((u) => u.pathname === '/admin/security/recovery');
  const cardA = agentA.getByRole('listitem').filter({ hasText: name });
  await expect(cardA).toContainText('WhatsApp +91 98765 43210');
  await expect(cardA.getByText('No: do not verify')).toHaveCount(0);
  await cardA.getByRole('button', { name: 'Identity verified' }).click();
  await expect(cardA.getByText('Write what you checked')).toBeVisible();
  await cardA
    .getByLabel('File note of the identity check')
    .fill('WhatsApp video 10:05 AEDT. Face, name and date of birth match the passport on file.');
  await cardA.getByRole('button', { name: 'Identity verified' }).click();
  await expect(cardA).toContainText('Identity checked, waiting for a second agent');
  await expect(cardA).toContainText('You checked this identity, so another agent approves.');
  await expect(cardA.getByRole('button', { name: /Approve removal/ })).toHaveCount(0);
  await agentA.screenshot({ path: `${SHOTS}/recovery-4-verified-1280.png`, fullPage: true });
  const notes = await sql<{ author_id: string }>(
    `select author_id from public.messages where client_id = $1 and kind = 'file_note'`,
    [client.id],
  );
  expect(notes).toEqual([{ author_id: DEMO_ADMIN.id }]);

  // 3. Agent B approves: the 24-hour wait starts and the client is told.
  const agentB = await signedInPage(
    browser,
    { ...colleague, totpSecret: colleagueSecret },
    '/admin/security/recovery',
    DESKTOP,
  );
  const cardB = agentB.getByRole('listitem').filter({ hasText: name });
  await expect(cardB).toContainText('WhatsApp video 10:05 AEDT');
  await cardB.getByRole('button', { name: 'Approve removal (after 24 hours)' }).click();
  await expect(cardB).toContainText('Approved, removal after the 24-hour wait');
  await expect(cardB).toContainText('Removed after');
  await agentB.screenshot({ path: `${SHOTS}/recovery-5-approved-1280.png`, fullPage: true });
  const approved = await waitForMail(client.email, {
    subject: /will be removed from your account in 24 hours/,
  });
  expect(approved.text).toContain('sign in and cancel it now');

  // 4. The job: nothing before the due time; after it (moved here), the factor is gone.
  const early = await runJob(baseURL!);
  expect(early.completed).toBe(0);
  expect(await factorsOf(client.id)).toBe(1);
  await sql(
    `update public.factor_recoveries set removal_due_at = now() - interval '1 minute'
      where client_id = $1 and status = 'approved'`,
    [client.id],
  );
  const due = await runJob(baseURL!);
  expect(due.completed).toBeGreaterThanOrEqual(1);
  expect(await factorsOf(client.id)).toBe(0);
  const removed = await waitForMail(client.email, { subject: /was removed from your account/ });
  expect(removed.text).toContain('set up a new authenticator after you sign in');
  const audit = await sql<{ action: string }>(
    `select action from public.audit_log where client_id = $1 and action like 'factor_recovery.%' order by id`,
    [client.id],
  );
  expect(audit.map((a) => a.action)).toEqual([
    'factor_recovery.requested',
    'factor_recovery.cancelled',
    'factor_recovery.requested',
    'factor_recovery.verified',
    'factor_recovery.approved',
    'factor_recovery.completed',
  ]);

  // 5. The client signs in with the password alone and is invited to set up a new authenticator.
  const back = await newPage(browser, PHONE);
  await signInPasswordOnly(back, client, '/dashboard');
  await back.waitForURL((u) => u.pathname === '/dashboard');
  await expect(back.getByTestId('factor-removed-notice')).toBeVisible();
  await back.screenshot({ path: `${SHOTS}/recovery-6-dashboard-375.png`, fullPage: true });
  await back.getByRole('link', { name: 'Set up a new authenticator' }).click();
  await expect(back.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
});
