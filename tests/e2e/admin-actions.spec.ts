/**
 * Issue 9, item 9c: an admin action that hits a database error answers with a plain message next
 * to the form and keeps what the agent typed — no error page, no lost note.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { leadPage } from './pages/admin';
import { sql } from './support/db';
import { DEMO_ADMIN, signIn } from './support/sign-in';

test('a note on a lead deleted meanwhile: a plain message, and the note is still there', async ({
  page,
}) => {
  const id = randomUUID();
  await sql(
    `insert into public.leads (id, kind, full_name, email, message, idempotency_key)
     values ($1, 'contact', 'Deleted Meanwhile', 'deleted-meanwhile@example.com',
       'About the 190 visa.', $2)`,
    [id, `e2e-${id}`],
  );
  await signIn(page, DEMO_ADMIN, `/admin/leads/${id}`);

  // Another agent removes the lead while this one is writing.
  await sql('delete from public.leads where id = $1', [id]);
  const note = 'Called twice, no answer. Try WhatsApp tomorrow.';
  const lead = leadPage(page);
  await lead.note.add(note);

  await expect(page.locator('#note-error')).toHaveText('That lead no longer exists.');
  await expect(lead.note.field).toHaveValue(note);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-harden-auth/admin-note-error-1280.png' });

  await lead.saveStatus('contacted');
  await expect(page.getByText('That lead no longer exists.').first()).toBeVisible();
});
