/**
 * The Department asks for more information after lodgement and the agent answers (issue 37): the
 * matter goes lodged → info_requested → lodged. The TRN and lodgement date were given at the first
 * lodgement and stay; the form asks for nothing new, and the move must go through (it used to be
 * refused by the form's own check, "check the highlighted fields", with nothing highlighted).
 * The matter is seeded already lodged for a new client (the way there is matters.spec.ts's).
 */
import { expect, test } from '@playwright/test';
import { matterPage } from './pages/admin';
import { sql } from './support/db';
import { createPerson } from './support/people';
import { DEMO_ADMIN, signedInPage } from './support/sign-in';

/** Seeding a matter at `lodged` in one step, without the triggers' history and e-mail. */
const RAW = ["set local session_replication_role = 'replica'"];

test('an agent moves a matter info_requested → lodged; the TRN and date stay', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await createPerson('stages-client', 'Stage Client');
  const [e] = await sql<{ id: string }>(
    `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
     values ($1, $2, 'accepted', now(), 'Stage Client') returning id`,
    [client.id, DEMO_ADMIN.id],
  );
  const [m] = await sql<{ id: string }>(
    `insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id,
       stage, trn, lodged_on)
     values ($1, $2, '189', 'Skilled Independent (RFI)', $3, 'lodged', 'EGO7654321', '2026-11-02')
     returning id`,
    [client.id, e!.id, DEMO_ADMIN.id],
    RAW,
  );

  const agent = await signedInPage(browser, DEMO_ADMIN, `/admin/matters/${m!.id}`);
  const matter = matterPage(agent);
  await expect(matter.stage).toHaveText('Lodged');

  await matter.changeStage('info_requested');
  await expect(matter.stage).toHaveText('Information requested');

  // Back to lodged: the form asks for nothing the matter already holds.
  await matter.stageForm.getByLabel('Move to').selectOption('lodged');
  await expect(matter.stageForm.getByLabel('TRN')).toHaveCount(0);
  await matter.changeStage();
  await expect(matter.stage).toHaveText('Lodged');
  await expect(agent.getByTestId('timeline')).toContainText('Moved to Lodged');

  const [row] = await sql<{ stage: string; trn: string; lodged_on: string }>(
    `select stage, trn, lodged_on::text from public.matters where id = $1`,
    [m!.id],
  );
  expect(row).toEqual({ stage: 'lodged', trn: 'EGO7654321', lodged_on: '2026-11-02' });
  await agent.context().close();
});
