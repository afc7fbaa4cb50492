/**
 * Issue 38, finding 7: every offer named one agency-wide "Registered Migration Agent, MARN
 * 0000000". Now an agent keeps their own name and MARN (/admin/team, 1280 px), an offer cannot be
 * sent before it (the draft is kept, and the page says where to add it), the placeholder MARN is
 * refused next to the field with what was typed kept, and the client (375 px) reads the sending
 * agent's name and MARN on the offer. Screenshots: /work/notes/screens/agentmarn.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const SHOTS = '/work/notes/screens/agentmarn';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The demo agent's registration as supabase/seed.sql has it (other tests send offers too). */
const restore = () =>
  sql(
    `insert into public.agent_registrations (user_id, registered_name, marn)
     values ($1, 'Demo Admin', '1234567')
     on conflict (user_id) do update set registered_name = 'Demo Admin', marn = '1234567'`,
    [DEMO_ADMIN.id],
  );

test.afterAll(restore);

test('an offer names the agent who sends it, once they added their MARN', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await sql(`delete from public.agent_registrations where user_id = $1`, [DEMO_ADMIN.id]);
  const [draft] = await sql<{ id: string }>(
    `insert into public.engagements (client_id, agent_id, services, fee_items, conflict_declaration,
       expires_on)
     values ($1, $2, '[{"code":"prepare","label":"Preparing and lodging your visa application"}]',
       '[{"label":"Professional fee","amount_cents":220000}]', 'I have no conflict of interest.',
       (now() at time zone 'Australia/Sydney')::date + 30)
     returning id`,
    [DEMO_CLIENT.id, DEMO_ADMIN.id],
  );
  const agent = await signedInPage(browser, DEMO_ADMIN, `/admin/engagements/${draft!.id}`, {
    width: 1280,
    height: 800,
  });
  await expect(agent.getByTestId('offer-needs-registration')).toContainText(
    'Add your name and MARN',
  );
  // Sending anyway: refused next to Send, and the offer stays a draft.
  agent.once('dialog', (d) => void d.accept());
  await agent.getByRole('button', { name: 'Send to the client' }).click();
  await expect(agent.getByText(/Add your name and MARN on the Team page/).first()).toBeVisible();
  await expect(agent.getByTestId('engagement-status')).toContainText('Draft');
  await shot(agent, 'agent-offer-unregistered-1280');

  await agent.getByRole('link', { name: 'Add your name and MARN' }).click();
  await agent.waitForURL(/\/admin\/team/);
  const form = agent.getByTestId('registration-form');
  await form.getByLabel('Your name as on the register').fill('Amina Rahman');
  await form.getByLabel('Your MARN').fill('0000000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('not the placeholder 0000000')).toBeVisible();
  await expect(form.getByLabel('Your name as on the register')).toHaveValue('Amina Rahman');
  await expect(form.getByLabel('Your MARN')).toHaveAttribute('aria-invalid', 'true');
  await shot(agent, 'agent-team-bad-marn-1280');
  await form.getByLabel('Your MARN').fill('2468135');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(agent.getByText('Saved: offers you send name you').first()).toBeVisible();

  await agent.goto(`/admin/engagements/${draft!.id}`);
  await expect(agent.getByTestId('offer-needs-registration')).toHaveCount(0);
  agent.once('dialog', (d) => void d.accept());
  await agent.getByRole('button', { name: 'Send to the client' }).click();
  await expect(agent.getByTestId('engagement-status')).toContainText('Sent');
  await expect(agent.getByText('Amina Rahman, MARN 2468135')).toBeVisible();
  const [row] = await sql<{ agent_name: string; agent_marn: string }>(
    `select agent_name, agent_marn from public.engagements where id = $1`,
    [draft!.id],
  );
  expect(row).toEqual({ agent_name: 'Amina Rahman', agent_marn: '2468135' });

  const client = await signedInPage(browser, DEMO_CLIENT, '/dashboard?tab=engagement', {
    width: 375,
    height: 812,
  });
  await expect(client.getByText('Amina Rahman, MARN 2468135').first()).toBeVisible();
  await shot(client, 'client-offer-agent-375');
  await agent.context().close();
  await client.context().close();
});
