/**
 * Leads against a real database: stored exactly once, spam and floods refused, RLS keeps them
 * away from everyone but admins, and mail queued while SMTP is down goes out when it returns.
 * Registered for PGlite (supabase/local) and PostgreSQL 15.
 */
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { asAnon, createDb, type Db, withUser } from '@/lib/db';
import { UNKNOWN_ADDRESS } from '@/lib/http/client-address';
import type { ContactInput } from '@/lib/leads/schema';
import { rateLimits, submitLead } from '@/lib/leads/service';
import { deliverDueMail } from '@/lib/mail/outbox';
import { claimsOf, seedPeople } from '../rls/harness';

const ADMIN = 'b0000000-0000-4000-8000-000000000001';
const USER = 'b0000000-0000-4000-8000-000000000002';

let counter = 0;
function contact(overrides: Partial<ContactInput> = {}): ContactInput & { kind: 'contact' } {
  counter++;
  return {
    kind: 'contact',
    fullName: 'Rahul Sharma',
    email: `rahul${counter}-${Date.now()}@example.com`,
    phone: '+91 98765 43210',
    country: 'India',
    visaInterest: 'GSM Visa',
    message: 'I would like to know my options for the 190 visa.',
    marketingConsent: false,
    website: '',
    idempotencyKey: `key-${counter}-${Date.now()}`,
    sourcePage: '/contact',
    utmSource: 'test',
    utmMedium: '',
    utmCampaign: '',
    ...overrides,
  };
}

/** A tiny SMTP catcher we can stop and start to simulate an outage. */
class Catcher {
  received: { to: string[]; raw: string }[] = [];
  private server?: SMTPServer;
  constructor(readonly port: number) {}
  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, done) => {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
  }
  async stop() {
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
    this.server = undefined;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export function registerLeadCases(getUrl: () => string) {
  let db: Db;

  beforeAll(async () => {
    db = createDb(getUrl(), 4);
    await seedPeople(
      db,
      [
        [ADMIN, 'lead-admin@example.com'],
        [USER, 'lead-user@example.com'],
      ],
      [ADMIN],
    );
  });
  afterAll(async () => {
    await db.$client.end();
  });

  const countLeads = async (where = sql`true`) =>
    Number(
      (await db.execute(sql`select count(*)::int as n from public.leads where ${where}`)).rows[0].n,
    );

  test('a lead is stored once with its two e-mails queued, even when submitted twice', async () => {
    const input = contact();
    const first = await submitLead(input, { clientAddress: '203.0.113.1', db });
    const again = await submitLead(input, { clientAddress: '203.0.113.1', db });
    expect(first.status).toBe('created');
    expect(again.status).toBe('duplicate');
    expect(await countLeads(sql`idempotency_key = ${input.idempotencyKey}`)).toBe(1);
    const mails = await db.execute(
      sql`select template, to_address from public.email_outbox o join public.leads l on l.id = o.lead_id where l.idempotency_key = ${input.idempotencyKey} order by template`,
    );
    expect(mails.rows).toEqual([
      { template: 'lead-acknowledgement', to_address: input.email },
      { template: 'lead-notification', to_address: expect.stringContaining('@') },
    ]);
  });

  test('the honeypot drops bots quietly', async () => {
    const input = contact({ website: 'http://spam.example' });
    expect((await submitLead(input, { clientAddress: '203.0.113.2', db })).status).toBe('spam');
    expect(await countLeads(sql`idempotency_key = ${input.idempotencyKey}`)).toBe(0);
  });

  test('the rate limit per e-mail refuses the extra request and stores nothing for it', async () => {
    const email = `flood-${Date.now()}@example.com`;
    const results = [];
    for (let i = 0; i <= rateLimits().perEmail.max; i++) {
      results.push(
        (await submitLead(contact({ email }), { clientAddress: `198.51.100.${i + 1}`, db })).status,
      );
    }
    expect(results.slice(0, -1).every((s) => s === 'created')).toBe(true);
    expect(results.at(-1)).toBe('rate_limited');
    expect(await countLeads(sql`email = ${email}`)).toBe(rateLimits().perEmail.max);
  });

  test('the per-e-mail limit sees through +tags, case and Gmail dots', async () => {
    const base = `flood${Date.now()}`;
    const spellings = [
      `${base}@gmail.com`,
      `${base}+1@gmail.com`,
      `${base.slice(0, 3)}.${base.slice(3)}+2@GoogleMail.com`,
      `${base.toUpperCase()}+3@gmail.com`,
    ];
    const results = [];
    for (const [i, email] of spellings.entries())
      results.push(
        (await submitLead(contact({ email }), { clientAddress: `198.18.0.${i + 1}`, db })).status,
      );
    expect(results).toEqual(['created', 'created', 'created', 'rate_limited']);
  });

  test('the rate limit per address holds across different e-mails', async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const results = [];
    for (let i = 0; i <= rateLimits().perAddress.max; i++)
      results.push((await submitLead(contact(), { clientAddress: address, db })).status);
    expect(results.filter((s) => s === 'created')).toHaveLength(rateLimits().perAddress.max);
    expect(results.at(-1)).toBe('rate_limited');
  });

  test('with no address known, one visitor over the per-address limit does not close the form for everyone', async () => {
    const perVisitor = rateLimits('192.0.2.1').perAddress.max;
    const results = [];
    for (let i = 0; i <= perVisitor + 1; i++)
      results.push(
        (
          await submitLead(contact({ email: `shared-${i}-${Date.now()}@example.com` }), {
            clientAddress: UNKNOWN_ADDRESS,
            db,
          })
        ).status,
      );
    expect(results.every((s) => s === 'created')).toBe(true);
    // The per-mailbox limit still holds for the shared bucket.
    const email = `shared-mailbox-${Date.now()}@example.com`;
    const same = [];
    for (let i = 0; i <= rateLimits().perEmail.max; i++)
      same.push(
        (await submitLead(contact({ email }), { clientAddress: UNKNOWN_ADDRESS, db })).status,
      );
    expect(same.at(-1)).toBe('rate_limited');
  });

  test('anonymous visitors and ordinary users cannot read leads; admins can', async () => {
    await submitLead(contact(), { clientAddress: '203.0.113.9', db });
    await expect(
      asAnon((tx) => tx.execute(sql`select * from public.leads`), db),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    const asUser = await withUser(
      claimsOf(USER),
      (tx) => tx.execute(sql`select * from public.leads`),
      db,
    );
    expect(asUser.rows).toHaveLength(0);
    const asAdmin = await withUser(
      claimsOf(ADMIN),
      (tx) => tx.execute(sql`select count(*)::int as n from public.leads`),
      db,
    );
    expect(asAdmin.rows[0].n).toBeGreaterThan(0);
    await expect(
      asAnon((tx) => tx.execute(sql`select * from public.email_outbox`), db),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    // An ordinary user cannot change a lead's status either.
    const upd = await withUser(
      claimsOf(USER),
      (tx) => tx.execute(sql`update public.leads set status = 'closed' returning id`),
      db,
    );
    expect(upd.rows).toHaveLength(0);
  });

  test('anonymous visitors cannot insert a lead that skips the workflow', async () => {
    await expect(
      asAnon(
        (tx) =>
          tx.execute(
            sql`insert into public.leads (kind, full_name, idempotency_key, status) values ('contact', 'X', ${`direct-${Date.now()}`}, 'converted')`,
          ),
        db,
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
  });

  test('with SMTP down the lead is kept and its mail goes out once SMTP is back', async () => {
    const port = await freePort();
    const catcher = new Catcher(port);
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 2000,
      greetingTimeout: 2000,
    });
    // Only this test's mail: everything else already queued is marked sent.
    await db.execute(sql`update public.email_outbox set sent_at = now() where sent_at is null`);

    const input = contact();
    expect((await submitLead(input, { clientAddress: '203.0.113.50', db })).status).toBe('created');
    expect(await countLeads(sql`idempotency_key = ${input.idempotencyKey}`)).toBe(1);

    const down = await deliverDueMail({ db, transport });
    expect(down).toEqual({ sent: 0, failed: 2 });
    const pending = await db.execute(
      sql`select attempts, last_error, sent_at from public.email_outbox where sent_at is null`,
    );
    expect(pending.rows).toHaveLength(2);
    for (const r of pending.rows)
      expect(r).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.any(String) });

    await catcher.start();
    try {
      // Not due yet: the backoff holds it back.
      expect(await deliverDueMail({ db, transport })).toEqual({ sent: 0, failed: 0 });
      // Time passes (simulated): the retry is due and both e-mails go out.
      await db.execute(
        sql`update public.email_outbox set next_attempt_at = now() where sent_at is null`,
      );
      expect(await deliverDueMail({ db, transport })).toEqual({ sent: 2, failed: 0 });
      const recipients = catcher.received.flatMap((m) => m.to);
      expect(recipients).toContain(input.email);
      expect(catcher.received.some((m) => m.raw.includes('Rahul Sharma'))).toBe(true);
      expect(await deliverDueMail({ db, transport })).toEqual({ sent: 0, failed: 0 });
    } finally {
      transport.close();
      await catcher.stop();
    }
  });
}
