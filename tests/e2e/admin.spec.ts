/**
 * The admin panel in a real browser: who may enter (403 for everyone else, at once after a
 * revoke, even with a token that still says "admin"), granting and revoking the role, inviting a
 * lead as a client through the e-mail and the password step to /dashboard, and the audit log
 * showing all of it. Screenshots of every admin page at 1280 and 375 px go to /tmp/shots-admin-panel.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { clientFile, leadPage, teamPage } from './pages/admin';
import { leadForm } from './pages/lead-form';
import { linkIn, waitForMail } from './support/mailbox';
import { followEmailLink } from './support/email-link';
import * as OTPAuth from 'otpauth';
import type { Person } from '../support/demo-users';
import { giveAuthenticator, removeAuthenticators } from './support/db';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const ADMIN = DEMO_ADMIN;
const USER = DEMO_CLIENT;
const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
const SHOTS = '/tmp/shots-admin-panel';
const ADMIN_PAGES = [
  '/admin',
  '/admin/leads',
  '/admin/clients',
  `/admin/clients/${ADMIN_ID}`,
  '/admin/team',
  '/admin/audit',
  '/admin/assessments',
];

const signedIn = (browser: Browser, who: Person, next = '/admin') =>
  signedInPage(browser, who, next);

test.describe.serial('admin panel', () => {
  // Several people sign in per test; on a loaded two-core box that takes more than the default.
  test.describe.configure({ timeout: 120_000 });
  let leadName = '';
  let leadEmail = '';
  let leadUrl = '';

  test('a signed-in client gets 403 from every admin page and export', async ({ browser }) => {
    const page = await signedIn(browser, USER, '/dashboard');
    for (const path of [...ADMIN_PAGES, '/admin/audit/export', '/admin/leads/export']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(403);
    }
    const res = await page.goto('/admin/team');
    expect(res?.status()).toBe(403);
    await expect(page.getByText('This page is for agency staff only')).toBeVisible();
    await page.context().close();
  });

  test('grant: the user opens /admin; revoke: their next request is refused, stale tab included', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, ADMIN, '/admin/team');
    // Bad input first: the message sits next to the field and the text stays.
    const team = teamPage(admin);
    await team.makeAgent('not-an-email');
    await expect(admin.locator('#grant-email-error')).toContainText('Enter the e-mail');
    await expect(team.email).toHaveValue('not-an-email');
    await team.makeAgent('nobody-here@example.com');
    await expect(admin.locator('#grant-email-error')).toContainText('No account uses this e-mail');
    mkdirSync(SHOTS, { recursive: true });
    await admin.screenshot({ path: `${SHOTS}/team-errors-1280.png`, fullPage: true });

    await team.makeAgent(USER.email);
    await expect(team.agents).toContainText(USER.email);

    // Signs in after the grant: the token carries user_role=admin. Agents need two-step sign-in,
    // so the new agent has an authenticator (removed again at the end).
    const secret = new OTPAuth.Secret().base32;
    await giveAuthenticator(USER.id, secret);
    const user = await signedIn(browser, { ...USER, totpSecret: secret }, '/admin');
    await expect(user.getByRole('heading', { name: 'Today’s queue' })).toBeVisible();
    const stale = await user.context().newPage();
    await stale.goto('/admin/team');
    await expect(stale.getByTestId('team-agents')).toContainText(ADMIN.email);

    await admin.reload();
    await admin.getByRole('button', { name: `Revoke the agent role of Demo User` }).click();
    await expect(admin.getByTestId('team-agents')).not.toContainText(USER.email);

    // Same token, next request: refused by the database check in requireAdmin().
    const again = await user.goto('/admin');
    expect(again?.status()).toBe(403);
    // The tab opened before the revoke tries to remove the admin: the action is refused.
    await stale.getByRole('button', { name: 'Revoke the agent role of Demo Admin' }).click();
    await stale.waitForTimeout(1000);
    await admin.reload();
    await expect(admin.getByTestId('team-agents')).toContainText(ADMIN.email);
    await expect(admin.getByText('The only agent')).toBeVisible();
    await user.context().close();
    await admin.context().close();
    await removeAuthenticators(USER.id);
  });

  test('a lead is invited as a client: e-mail, password, /dashboard; notes show their author', async ({
    browser,
  }) => {
    leadName = `Farhan Ali ${Date.now().toString(36)}`;
    leadEmail = `farhan-${Date.now()}@example.com`;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/contact');
    const contact = leadForm(visitor);
    await contact.fill({
      name: leadName,
      email: leadEmail,
      phone: '+92 300 7654321',
      message: 'Please assess my profile for subclass 189.',
    });
    await contact.send();
    await expect(contact.status).toContainText('Thank you');
    await visitor.context().close();

    const admin = await signedIn(browser, ADMIN, '/admin');
    await expect(admin.getByTestId('queue-leads')).toContainText(leadName);
    await admin.getByTestId('queue-leads').getByText(leadName).click();
    await admin.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
    leadUrl = new URL(admin.url()).pathname;
    const links = admin.getByTestId('lead-contact-links');
    await expect(links.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+923007654321',
    );
    await expect(links.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/923007654321',
    );
    await expect(links.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:${leadEmail}`,
    );

    const lead = leadPage(admin);
    await lead.assign('Demo Admin');
    await expect(admin.getByText('Assignee saved.')).toBeVisible();
    await lead.note.add('Called, asked for the skills assessment.');
    await expect(admin.getByTestId('note-meta').first()).toContainText('Demo Admin');

    await admin.getByRole('button', { name: 'Invite as client' }).click();
    await expect(lead.client).toContainText('Invitation sent');
    await expect(lead.client.getByRole('link')).toBeVisible();
    await admin.reload();
    await expect(lead.status).toHaveValue('converted');
    await expect(lead.client.getByRole('link')).toBeVisible();

    await admin.goto('/admin/leads?assigned=me');
    await expect(admin.getByTestId('leads-table')).toContainText(leadName);

    const mail = await waitForMail(leadEmail, { subject: /invited/i });
    const link = linkIn(mail.html ?? '', '/auth/confirm');
    const client = await (await browser.newContext()).newPage();
    await followEmailLink(client, link);
    await client.waitForURL((u) => u.pathname === '/auth/update-password');
    await expect(client.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await client.getByLabel('New password', { exact: true }).fill('farhan-chooses-2026');
    await client.getByLabel('Repeat new password').fill('farhan-chooses-2026');
    await client.getByRole('button', { name: 'Save new password' }).click();
    await client.waitForURL((u) => u.pathname === '/dashboard');
    await client.context().close();

    // The client's file: profile from the invitation, the lead, a note with author and time.
    await admin.goto(leadUrl);
    await lead.client.getByRole('link').click();
    const file = clientFile(admin);
    await expect(file.name).toHaveText(leadName);
    await expect(admin.getByTestId('client-leads')).toContainText(leadName);
    await file.note.add('');
    await expect(admin.locator('#client-note-error')).toContainText('Write a note first');
    await file.note.add('Invited after the call.');
    await expect(file.notes).toContainText('Demo Admin');
    await admin.goto(`/admin/clients?q=${encodeURIComponent(leadEmail)}`);
    await expect(admin.getByTestId('clients-table')).toContainText(leadName);
    await admin.context().close();
  });

  test('the audit log shows all of it, and its export is recorded too', async ({ browser }) => {
    const admin = await signedIn(browser, ADMIN, '/admin/audit');
    const rows = admin.getByTestId('audit-rows');
    for (const action of [
      'role.granted',
      'role.revoked',
      'lead.assigned',
      'lead.status_changed',
      'lead.linked_to_client',
    ])
      await expect(rows.locator(`[data-action="${action}"]`).first(), action).toBeVisible();
    const csv = await admin.request.get('/admin/audit/export?action=role.');
    expect(csv.status()).toBe(200);
    const body = await csv.text();
    expect(body).toContain('role.granted');
    expect(body).toContain('role.revoked');
    expect(body).not.toContain('lead.assigned');
    await admin.reload();
    await expect(rows.locator('[data-action="export.audit_log"]').first()).toBeVisible();
    await admin.goto('/admin/audit?action=export.');
    await expect(rows.locator('[data-action="export.audit_log"]').first()).toBeVisible();
    await admin.context().close();
  });

  test('every admin page at 1280 and 375 px; the navigation works on a phone', async ({
    browser,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await signedIn(browser, ADMIN, '/admin');
    const pages = [...ADMIN_PAGES, leadUrl];
    for (const width of [1280, 375]) {
      await admin.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      for (const path of pages) {
        const res = await admin.goto(path);
        expect(res?.status(), path).toBe(200);
        const name =
          path
            .replace(/^\/admin\/?/, '')
            .replace(/[0-9a-f-]{36}/, 'id')
            .replace(/\//g, '-') || 'queue';
        await admin.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        const overflow = await admin.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
    await admin.goto('/admin');
    await admin.getByTestId('admin-nav').getByRole('link', { name: 'Audit log' }).click();
    await admin.waitForURL((u) => u.pathname === '/admin/audit');
    await expect(
      admin.getByTestId('admin-nav').getByRole('link', { name: 'Audit log' }),
    ).toHaveAttribute('aria-current', 'page');
    await admin.context().close();
  });
});
