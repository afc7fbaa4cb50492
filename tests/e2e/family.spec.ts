/**
 * Family matters, in Chromium: a partner visa matter held by the sponsor, with the applicant
 * (their partner) and a child. The agent (1280 px) adds the two, asks the child for a passport
 * and invites the partner to her own login; the sponsor (375 px) sees the matter's items by
 * person and uploads the child's passport into the child's card; the partner's own login
 * (375 px) sees only her request and the shared one, never the sponsor's or the child's.
 * Screenshots: /work/notes/screens/family.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { createPerson } from './support/people';
import { DEMO_ADMIN, signedInPage } from './support/sign-in';
import { dateBoxes } from './pages/dashboard';

const SHOTS = process.env.FAMILY_SHOTS ?? '/work/notes/screens/family';
const CLIENT_VIEW = { width: 375, height: 812 };
/** Seeding rows as they stand, without the triggers' history and e-mail. */
const RAW = ["set local session_replication_role = 'replica'"];
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const PDF = Buffer.from(`%PDF-1.7\n% a scanned passport ${'x'.repeat(200)}\n%%EOF\n`);

test.describe.serial('family matters', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('agent adds the family, asks one person; each login sees what is theirs', async ({
    browser,
  }) => {
    const sponsor = await createPerson('family-sponsor', 'Sam Taylor');
    const partner = await createPerson('family-partner', 'Ayesha Khan');
    const title = `Partner visa ${randomUUID().slice(0, 6)}`;
    const [e] = await sql<{ id: string }>(
      `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
       values ($1, $2, 'accepted', now(), 'Sam Taylor') returning id`,
      [sponsor.id, DEMO_ADMIN.id],
    );
    const [m] = await sql<{ id: string }>(
      `insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
       values ($1, $2, '820', $3, $4) returning id`,
      [sponsor.id, e!.id, title, DEMO_ADMIN.id],
      RAW,
    );
    const matterId = m!.id;
    // The sponsor's own request, and one every member sees.
    await sql(
      `insert into public.document_requests (client_id, category, matter_id, requested_by, shared)
       values ($1, 'english-test', $2, $3, false), ($1, 'relationship-evidence', $2, $3, true)`,
      [sponsor.id, matterId, DEMO_ADMIN.id],
      RAW,
    );

    // The agent adds the applicant (the sponsor's partner) and their child.
    const agent = await signedInPage(browser, DEMO_ADMIN, `/admin/matters/${matterId}`);
    const panel = agent.getByTestId('matter-members');
    const add = panel.getByTestId('member-add-form');
    const addPerson = async (name: string, role: string, relationship: string, dob: string) => {
      await add.getByLabel('Full name').fill(name);
      await add.getByLabel('On the application as').selectOption(role);
      await add.getByLabel('Relationship to the account holder').fill(relationship);
      await dateBoxes(add, /Date of birth/).fill(dob);
      await add.getByRole('button', { name: 'Add person' }).click();
      await expect(panel.getByTestId('matter-member').filter({ hasText: name })).toBeVisible({
        timeout: 15_000,
      });
    };
    await addPerson('Ayesha Khan', 'primary_applicant', 'partner', '1992-04-11');
    await addPerson('Zara Taylor', 'dependent_child', '', '2019-08-02');

    // A request to the child alone.
    const request = agent.getByTestId('matter-request-form');
    await request.getByLabel('Document').selectOption('passport');
    await request.getByLabel('For whom').selectOption({ label: 'Zara (child)' });
    await request.getByRole('button', { name: 'Ask the client' }).click();
    await expect(
      agent.getByTestId('matter-requests').getByText('Passport · for Zara (child)'),
    ).toBeVisible({ timeout: 15_000 });
    // And one to the partner, which her own login will see.
    await request.getByLabel('Document').selectOption('police-certificate');
    await request.getByLabel('For whom').selectOption({ label: 'Ayesha (partner)' });
    await request.getByRole('button', { name: 'Ask the client' }).click();
    await expect(
      agent.getByTestId('matter-requests').getByText('Police certificate · for Ayesha (partner)'),
    ).toBeVisible({ timeout: 15_000 });

    // The partner gets her own login (her e-mail already has an account: it is linked).
    const ayesha = panel.getByTestId('matter-member').filter({ hasText: 'Ayesha Khan' });
    await ayesha.getByText('Change Ayesha’s details').click();
    await ayesha.getByLabel('Their e-mail, for their own login').fill(partner.email);
    await ayesha.getByRole('button', { name: 'Invite to their own login' }).click();
    await expect(ayesha.getByText('Has their own login')).toBeVisible({ timeout: 15_000 });
    // A child is never offered a login.
    await panel
      .getByTestId('matter-member')
      .filter({ hasText: 'Zara Taylor' })
      .getByText(/Change Zara/)
      .click();
    await expect(
      panel
        .getByTestId('matter-member')
        .filter({ hasText: 'Zara Taylor' })
        .getByTestId('member-invite-form'),
    ).toHaveCount(0);
    await shot(agent, 'agent-matter-family-1280');

    // The sponsor, on a phone: one card per person; the child's passport goes to the child.
    const holder = await signedInPage(
      browser,
      sponsor,
      `/dashboard/matters/${matterId}`,
      CLIENT_VIEW,
    );
    const people = holder.getByTestId('family-person');
    await expect(people.getByRole('heading', { level: 2 })).toHaveText([
      'You',
      'Ayesha (partner)',
      'Zara (child)',
    ]);
    const you = people.filter({ has: holder.getByRole('heading', { name: 'You' }) });
    await expect(you.getByTestId('person-needs')).toContainText('English test result');
    await expect(you.getByTestId('person-needs')).toContainText('Relationship evidence');
    const zara = people.filter({ has: holder.getByRole('heading', { name: 'Zara (child)' }) });
    await expect(zara.getByTestId('person-needs')).toContainText('Passport');
    await shot(holder, 'client-family-375');
    await zara.getByLabel('Expiry date on the document').fill('2031-06-30');
    await zara
      .getByLabel('Choose a file or take a photo')
      .setInputFiles({ name: 'zara-passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await zara.getByRole('button', { name: 'Upload' }).click();
    await expect(zara.getByTestId('person-documents')).toContainText('Passport', {
      timeout: 20_000,
    });
    await expect(zara.getByText('Nothing right now.')).toBeVisible();
    // Nothing of the sponsor's own was answered by the child's file.
    await expect(you.getByTestId('person-needs')).toContainText('English test result');
    await shot(holder, 'client-family-uploaded-375');
    const [zaraDoc] = await sql<{ id: string }>(
      `select d.id from public.documents d join public.matter_members mm on mm.id = d.member_id
       where d.matter_id = $1 and mm.full_name = 'Zara Taylor'`,
      [matterId],
    );
    expect(zaraDoc).toBeDefined();

    // The partner's own login: her request and the shared one; nothing of the sponsor's or Zara's.
    const own = await signedInPage(browser, partner, '/dashboard?tab=matters', CLIENT_VIEW);
    await own.getByRole('link', { name: new RegExp(title) }).click();
    await own.waitForURL(`**/dashboard/matters/${matterId}`);
    const hers = own.getByTestId('family-person');
    await expect(hers.getByRole('heading', { level: 2 })).toHaveText([
      'You',
      'Shared with your family',
    ]);
    await expect(hers.first().getByTestId('person-needs')).toContainText('Police certificate');
    await expect(hers.nth(1)).toContainText('Relationship evidence');
    // What the page shows her, without the upload form's list of document kinds.
    const text = await own.getByTestId('family-items').evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('select').forEach((s) => s.remove());
      return copy.innerText || copy.textContent || '';
    });
    expect(text).not.toContain('English test');
    expect(text).not.toContain('Zara');
    expect(text).not.toContain('Passport');
    await shot(own, 'member-login-375');
    // Opening the child's file by its address is refused like any file that is not hers.
    const open = await own.request.get(`/api/documents/${zaraDoc!.id}/open`, {
      maxRedirects: 0,
    });
    expect(open.status()).toBe(404);

    await agent.context().close();
    await holder.context().close();
    await own.context().close();
  });
});
