/**
 * Portal e-mails are digested in the database (20261126000500_outbox_digest.sql): 30 uploads
 * queue one e-mail to the agency, two requests a minute apart one e-mail to the client, and
 * nothing of a kind goes to a recipient twice within 15 minutes. Rows are written the way the
 * app writes them (documents and document_requests rows whose triggers queue the mail), as the
 * database owner so this stays about the outbox, not about who may insert. Registered by
 * mail-digest-pglite.test.ts and mail-digest-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '@/lib/db';
import { deliverDueMail } from '@/lib/mail/outbox';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const WINDOW_MS = 15 * 60_000;

/** A nodemailer transport that keeps each built MIME message (nodemailer's own transport API). */
function capture() {
  const sent: string[] = [];
  const transport = nodemailer.createTransport({
    name: 'capture',
    version: '1',
    send(mail, done) {
      mail.message.build((error, message) => {
        if (error) return done(error, undefined as never);
        sent.push(message.toString());
        done(null, { envelope: mail.message.getEnvelope(), messageId: randomUUID() } as never);
      });
    },
  });
  return { transport, sent };
}

/** A built MIME message with its quoted-printable and base64 parts decoded, for reading text. */
function decodeMime(message: string): string {
  const parts = message.split(/\r?\n\r?\n/);
  return parts
    .map((part, i) => {
      const head = parts[i - 1] ?? '';
      if (/Content-Transfer-Encoding: base64/i.test(head))
        return Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
        return Buffer.from(
          part
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
      return part;
    })
    .join('\n\n');
}

/** Times as epoch milliseconds: drivers differ in how they return timestamptz. */
type OutboxRow = {
  id: string;
  to_address: string;
  digest_count: number;
  sent_ms: number | null;
  next_ms: number;
  created_ms: number;
};

export function registerMailDigestCases(getStack: () => TestStack) {
  let db: Db;
  let stack: TestStack;

  async function newClient(fullName: string, metadata?: Record<string, unknown>) {
    const email = uniqueEmail('digest');
    const { data, error } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
      ...(metadata ? { user_metadata: metadata } : {}),
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    await db.execute(sql`update public.profiles set full_name = ${fullName} where id = ${id}`);
    return { id, email };
  }

  const upload = (clientId: string, database: Db = db) =>
    database.execute(sql`
      insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256)
      values (${clientId}, 'other', ${`${clientId}/${randomUUID()}.pdf`}, 'scan.pdf', 'application/pdf', 1048576, ${'b'.repeat(64)})`);

  const request = (clientId: string) =>
    db.execute(sql`
      insert into public.document_requests (client_id, category, requested_by)
      values (${clientId}, 'passport', ${AGENT})`);

  const outbox = async (template: string, clientId: string) =>
    (
      await db.execute<OutboxRow>(sql`
        select id, to_address, digest_count,
          (extract(epoch from sent_at) * 1000)::float8 as sent_ms,
          (extract(epoch from next_attempt_at) * 1000)::float8 as next_ms,
          (extract(epoch from created_at) * 1000)::float8 as created_ms
        from public.email_outbox where template = ${template} and client_id = ${clientId}
        order by created_at`)
    ).rows;

  beforeAll(async () => {
    stack = getStack();
    db = createDb(stack.dbUrl, 4);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('30 uploads of one client queue one e-mail to the agency, counting 30', async () => {
    const client = await newClient('Imran Ali');
    for (let i = 0; i < 30; i++) await upload(client.id);
    const rows = await outbox('document-uploaded', client.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: 'agency', digest_count: 30 });
    // Another client's upload is its own e-mail: the digest is per client.
    const other = await newClient('Sara Khan');
    await upload(other.id);
    expect(await outbox('document-uploaded', other.id)).toHaveLength(1);
    expect((await outbox('document-uploaded', client.id))[0]!.digest_count).toBe(30);
  });

  test("8 submissions of one client queue one agency e-mail, keyed by the assessment's client", async () => {
    const client = await newClient('Rahul Sharma');
    const [assessment] = (
      await db.execute<{ id: string }>(sql`
        insert into public.assessments (client_id, type) values (${client.id}, 'student-visa')
        returning id`)
    ).rows;
    // The row the assessments trigger writes on each submission (the payload has no client id).
    for (let i = 0; i < 8; i++)
      await db.execute(sql`
        insert into public.email_outbox (template, to_address, payload)
        values ('assessment-submitted', 'agency',
          jsonb_build_object('assessment_id', ${assessment!.id}::uuid, 'type', 'student-visa', 'again', ${i > 0}::boolean))`);
    const rows = await outbox('assessment-submitted', client.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.digest_count).toBe(8);
  });

  test('30 uploads at once, on separate connections, still queue one e-mail', async () => {
    const client = await newClient('Nadia Rahman');
    const wide = createDb(stack.dbUrl, 10);
    try {
      await Promise.all(Array.from({ length: 30 }, () => upload(client.id, wide)));
    } finally {
      await wide.$client.end();
    }
    const rows = await outbox('document-uploaded', client.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.digest_count).toBe(30);
  });

  test('two requests a minute apart: one e-mail, greeting the client by first name, text and HTML', async () => {
    // Only this test's mail is due: everything queued earlier is marked sent.
    await db.execute(sql`update public.email_outbox set sent_at = now() where sent_at is null`);
    const client = await newClient('Ayesha Siddiqui Begum');
    await request(client.id);
    await request(client.id);
    const rows = await outbox('document-requested', client.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: client.email, digest_count: 2 });

    const { transport, sent } = capture();
    expect(await deliverDueMail({ db, transport })).toEqual({ sent: 1, failed: 0 });
    const [message] = sent;
    expect(message).toMatch(/Content-Type: multipart\/alternative/);
    expect(message).toMatch(/Content-Type: text\/plain/);
    expect(message).toMatch(/Content-Type: text\/html/);
    expect(message).toContain('Hello Ayesha,');
    expect(message).toContain('asked you for 2 documents');
    // The first name only: no surname, no e-mail address in the body.
    expect(message).not.toMatch(/Siddiqui|Begum/);

    // Sent: the next request within 15 minutes waits for the window, and a third joins it.
    const [first] = await outbox('document-requested', client.id);
    expect(first!.sent_ms).not.toBeNull();
    await request(client.id);
    await request(client.id);
    const after = await outbox('document-requested', client.id);
    expect(after).toHaveLength(2);
    const waiting = after[1]!;
    expect(waiting.digest_count).toBe(2);
    expect(waiting.next_ms).toBeGreaterThanOrEqual(first!.sent_ms! + WINDOW_MS - 1000);
    expect(waiting.next_ms).toBeLessThanOrEqual(first!.sent_ms! + WINDOW_MS + 1000);
    expect(await deliverDueMail({ db, transport })).toEqual({ sent: 0, failed: 0 });
  });

  test('a client who signed up in Hindi gets the e-mail in Hindi; an unknown language means English', async () => {
    await db.execute(sql`update public.email_outbox set sent_at = now() where sent_at is null`);
    // The language the sign-up request carried (lib/i18n: the page they browsed in).
    const hindi = await newClient('Anushka Sharma', { preferred_locale: 'hi' });
    const odd = await newClient('Bilal Ahmed', { preferred_locale: 'xx' });
    const locales = await db.execute<{ id: string; preferred_locale: string }>(sql`
      select id, preferred_locale from public.profiles where id in (${hindi.id}, ${odd.id})`);
    expect(Object.fromEntries(locales.rows.map((r) => [r.id, r.preferred_locale]))).toEqual({
      [hindi.id]: 'hi',
      [odd.id]: 'en',
    });
    await request(hindi.id);
    await request(odd.id);
    const { transport, sent } = capture();
    expect(await deliverDueMail({ db, transport })).toEqual({ sent: 2, failed: 0 });
    const decoded = sent.map(decodeMime);
    const toHindi = decoded.find((m) => m.includes(hindi.email))!;
    expect(toHindi).toContain('नमस्ते Anushka,');
    expect(toHindi).toContain('आपके एजेंट ने आपसे एक दस्तावेज़ माँगा है।');
    expect(toHindi).toContain('<html lang="hi-IN" dir="ltr">');
    expect(toHindi).not.toContain('Your agent');
    const toOdd = decoded.find((m) => m.includes(odd.email))!;
    expect(toOdd).toContain('Hello Bilal,');
    // A database refuses a language the site does not have.
    await expect(
      db.execute(sql`update public.profiles set preferred_locale = 'fr' where id = ${odd.id}`),
    ).rejects.toMatchObject({ cause: { constraint: 'profiles_preferred_locale_ok' } });
  });

  test('a row already being sent is not folded into: the next one waits for the window', async () => {
    const client = await newClient('Omar Farooq');
    await upload(client.id);
    // What lib/mail does when it claims a row: attempts + 1 (it may be mid-send now).
    await db.execute(sql`
      update public.email_outbox set attempts = 1, next_attempt_at = now() + interval '5 minutes'
      where template = 'document-uploaded' and client_id = ${client.id}`);
    await upload(client.id);
    const rows = await outbox('document-uploaded', client.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.digest_count)).toEqual([1, 1]);
    expect(rows[1]!.next_ms).toBeGreaterThanOrEqual(rows[0]!.created_ms + WINDOW_MS - 1000);
  });
}
