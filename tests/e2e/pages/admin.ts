/**
 * The admin panel (/admin, app/(app)/admin) as an agent finds it: by role and label. The admin
 * forms share components/ui/field.tsx, whose labels and ids are the contract these rely on; a
 * change of markup that keeps them changes nothing here.
 */
import type { Locator, Page } from '@playwright/test';
import type { LEAD_STATUSES } from '@/lib/leads/constants';
import { profileForm } from './dashboard';

type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The leads list, searched for `name`: its rows that mention it. */
export async function leadRows(page: Page, name: string, filters = ''): Promise<Locator> {
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}${filters ? `&${filters}` : ''}`);
  return page.getByTestId('leads-table').getByRole('row').filter({ hasText: name });
}

/** A note form (a lead's, or a client file's): the field and its button. */
export function noteForm(page: Page) {
  const field = page.getByLabel(/^Add a note/);
  const button = page.getByRole('button', { name: 'Add note' });
  return {
    field,
    button,
    async add(text: string) {
      await field.fill(text);
      await button.click();
    },
  };
}

/** A lead's page (/admin/leads/<id>). */
export function leadPage(page: Page) {
  const status = page.getByLabel('Status');
  return {
    status,
    note: noteForm(page),
    notes: page.getByTestId('lead-notes'),
    client: page.getByTestId('lead-client'),
    saveStatusButton: page.getByRole('button', { name: 'Save status' }),
    /** Picks `to` (when given) and presses "Save status". */
    async saveStatus(to?: LeadStatus) {
      if (to) await status.selectOption(to);
      await page.getByRole('button', { name: 'Save status' }).click();
    },
    async assign(label: string) {
      await page.getByLabel('Assigned to').selectOption({ label });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    },
  };
}

/** A client's file (/admin/clients/<id>). */
export function clientFile(page: Page) {
  const correction = page.getByTestId('correct-profile');
  return {
    name: page.getByTestId('client-name'),
    profile: page.getByTestId('client-profile'),
    note: noteForm(page),
    notes: page.getByTestId('client-notes'),
    /** The "Correct the profile" form (the client's own profile fields), opened. */
    async correctProfile() {
      await correction.getByText('Correct the profile').click();
      return { form: correction, ...profileForm(correction) };
    },
  };
}

/** The team page (/admin/team): granting the agent role by e-mail. */
export function teamPage(page: Page) {
  const email = page.getByLabel('E-mail of an existing account');
  return {
    email,
    agents: page.getByTestId('team-agents'),
    async makeAgent(address: string) {
      await email.fill(address);
      await page.getByRole('button', { name: 'Make agent' }).click();
    },
  };
}

/** A matter's page (/admin/matters/<id>): its stage form. */
export function matterPage(page: Page) {
  const stageForm = page.getByTestId('stage-form');
  return {
    stage: page.getByTestId('matter-stage'),
    stageError: page.getByTestId('stage-error'),
    stageForm,
    /** Fills the stage form for `to` with what that stage asks for, and presses "Change stage". */
    async changeStage(
      to?: string,
      details: { trn?: string; lodgedOn?: string; outcome?: string; decidedOn?: string } = {},
    ) {
      if (to) await stageForm.getByLabel('Move to').selectOption(to);
      if (details.trn !== undefined) await stageForm.getByLabel('TRN').fill(details.trn);
      if (details.lodgedOn !== undefined)
        await stageForm.getByLabel('Lodgement date').fill(details.lodgedOn);
      if (details.outcome !== undefined)
        await stageForm.getByLabel('Outcome').selectOption(details.outcome);
      if (details.decidedOn !== undefined)
        await stageForm.getByLabel('Decision date').fill(details.decidedOn);
      await stageForm.getByRole('button', { name: 'Change stage' }).click();
    },
  };
}
