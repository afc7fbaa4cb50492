/**
 * Issue 23 items 8, 10 and 12: the overview follows what the client has done (a replacement
 * sent is no longer "to replace"; the agent's open question is mentioned), a replaced document
 * says by what, and "My data" has a readable page without internal names or raw timestamps.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { authPage } from './pages/auth';
import { dashboard } from './pages/dashboard';
import { sql } from './support/db';
import { followEmailLink } from './support/email-link';
import { linkIn, waitForMail } from './support/mailbox';

const SHOTS = '/tmp/shots-f1';

/** A document row as the upload route would leave it (the file itself is not needed here). */
async function addDocument(clientId: string, name: string, replaces: string | null = null) {
  const id = randomUUID();
  await sql(
    `insert into public.documents (id, client_id, category, storage_path, original_name, mime_type,
       size_bytes, sha256, replaces_id)
     values ($1, $2, 'passport', $3, $4, 'application/pdf', 1000, repeat('a', 64), $5)`,
    [id, clientId, `${clientId}/${id}.pdf`, name, replaces],
  );
  return id;
}

test('the overview and documents tab after a replacement and an agent question; My data as a page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `overview-${Date.now()}@example.com`;
  const auth = authPage(page);
  await auth.openSignUp('/dashboard');
  await auth.createAccount({ fullName: 'Bilal Ahmed', email, password: 'a-long-enough-password' });
  await followEmailLink(
    page,
    linkIn((await waitForMail(email, { subject: /confirm/i })).html ?? '', '/auth/confirm'),
    { choosePassword: 'another-long-enough-password' },
  );
  await page.waitForURL((u) => u.pathname === '/dashboard');
  const [{ id: clientId }] = await sql<{ id: string }>(
    'select id from auth.users where email = $1',
    [email],
  );

  // The agent asks for a new copy of the passport.
  const old = await addDocument(clientId!, 'passport-blurred.pdf');
  await sql(
    `update public.documents set status = 'needs_replacement', review_reason = 'The photo page is blurred.' where id = $1`,
    [old],
  );
  await page.reload();
  await expect(page.getByTestId('overview')).toContainText('1 to replace');

  // The client sends the replacement: nothing is left to replace.
  await addDocument(clientId!, 'passport-clear.pdf', old);
  await page.reload();
  await expect(page.getByTestId('overview')).not.toContainText('to replace');
  await dashboard(page).open('documents');
  const card = page.getByTestId('document').filter({ hasText: 'passport-blurred.pdf' });
  await expect(card.getByTestId('status')).toHaveText('Replaced');
  await expect(card.getByTestId('replaced-by')).toContainText('passport-clear.pdf');
  await page.screenshot({ path: `${SHOTS}/documents-replaced-1280.png`, fullPage: true });

  // The agent asks a question on an assessment: the overview says so and links to it.
  const [{ id: assessment }] = await sql<{ id: string }>(
    `insert into public.assessments (client_id, type, answers) values ($1, 'permanent-residency',
       '{"targetVisas": ["190"], "englishTest": "ielts", "englishExpected": "superior", "dateOfBirth": "1996-04-12"}')
     returning id`,
    [clientId],
  );
  await sql(
    `update public.assessments set status = 'info_requested', info_request = 'When did your job start?',
       result = '{}' where id = $1`,
    [assessment],
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('overview-question')).toHaveAttribute(
    'href',
    `/dashboard/assessments/${assessment}`,
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/overview-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // "My data" as a page: words, not internal names or raw timestamps.
  await page.goto('/api/me/export/summary');
  const body = await page.locator('body').innerText();
  expect(body).toContain('Permanent Residency assessment');
  expect(body).toContain('12 April 1996');
  expect(body).toContain('passport-clear.pdf');
  expect(body).toContain('You downloaded a copy of this data');
  for (const raw of ['permanent-residency', 'info_requested', 'needs_replacement', 'englishTest'])
    expect(body).not.toContain(raw);
  expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  // A question that does not apply to a test taken is not shown.
  expect(body).not.toContain('If not taken yet');
  await page.screenshot({ path: `${SHOTS}/my-data-1280.png`, fullPage: true });
});
