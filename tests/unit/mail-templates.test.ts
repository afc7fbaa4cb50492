/**
 * What the portal's e-mails say: a plain-text part beside the HTML, the client greeted by first
 * name (and nothing more about them), digests counted, and auth e-mails that ask for nothing the
 * site cannot take (no one-time code: the site has nowhere to type one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalTemplates } from '@/lib/mail/portal-templates';

const SITE = 'https://agency.example.com.au';
const payload = {
  assessment_id: '6f1c1d2e-0000-4000-8000-000000000001',
  client_id: 'a0000000-0000-4000-8000-000000000002',
  document_id: '6f1c1d2e-0000-4000-8000-000000000003',
  request_id: '6f1c1d2e-0000-4000-8000-000000000004',
  type: 'permanent-residency',
};

describe('portal e-mails', () => {
  const all = Object.entries(portalTemplates);

  it('covers every kind the database queues', () => {
    expect(all.map(([name]) => name).sort()).toEqual([
      'account-closed',
      'account-closed-signup',
      'assessment-info-requested',
      'assessment-responded',
      'assessment-rules-changed',
      'assessment-rules-changed-agency',
      'assessment-submitted',
      'deadline-overdue',
      'deadline-overdue-agency',
      'deadline-reminder',
      'deposit-requested',
      'document-expiring',
      'document-needs-replacement',
      'document-requested',
      'document-uploaded',
      'engagement-accepted',
      'engagement-accepted-agency',
      'engagement-declined-agency',
      'engagement-sent',
      'engagement-signed-copy',
      'engagement-signed-copy-agency',
      'engagement-withdrawn',
      'factor-recovery-approved',
      'factor-recovery-cancelled',
      'factor-recovery-completed',
      'factor-recovery-requested',
      'factor-recovery-requested-agency',
      'invoice-issued',
      'matter-approved-agency',
      'matter-approved-agent',
      'matter-updated',
      'member-linked',
      'message-to-agency',
      'message-to-agent',
      'message-to-client',
      'mfa-locked',
      'profile-changed-by-agent',
      'two-step-off',
      'two-step-on',
    ]);
  });

  it.each(all)('%s has a plain-text part and an HTML part that say the same', (_name, t) => {
    const mail = t.render(payload, SITE, { count: 1, firstName: 'Ayesha' });
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text.trim().length).toBeGreaterThan(20);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toMatch(/^<!doctype html>/);
    // Each line of the text part is in the HTML.
    for (const line of mail.text.split('\n').filter(Boolean))
      expect(mail.html).toContain(line.replace(/&/g, '&#38;').replace(/'/g, '&#39;'));
  });

  it('greets a client by first name, "Hello," without one, and agents and the agency by no name', () => {
    for (const [, t] of all) {
      const named = t.render(payload, SITE, { count: 1, firstName: 'Ayesha' });
      const unnamed = t.render(payload, SITE, { count: 1, firstName: null });
      if (t.to === 'row') {
        expect(named.text.startsWith('Hello Ayesha,\n')).toBe(true);
        expect(named.html).toContain('<p>Hello Ayesha,</p>');
        expect(unnamed.text.startsWith('Hello,\n')).toBe(true);
      } else {
        expect(named.text).not.toContain('Ayesha');
      }
    }
  });

  it('escapes the name in HTML', () => {
    const mail = portalTemplates['document-requested']!.render(payload, SITE, {
      count: 1,
      firstName: '<b>Ali</b>',
    });
    expect(mail.html).not.toContain('<b>Ali</b>');
    expect(mail.html).toContain('&#60;b&#62;Ali');
  });

  it('tells about a digest as one e-mail with the count', () => {
    const requested = portalTemplates['document-requested']!.render(payload, SITE, { count: 2 });
    expect(requested.subject).toBe('Your agent asked for documents');
    expect(requested.text).toContain('asked you for 2 documents');
    const uploaded = portalTemplates['document-uploaded']!.render(payload, SITE, { count: 30 });
    expect(uploaded.subject).toBe('A client uploaded 30 documents');
    expect(uploaded.text).toContain(`${SITE}/admin/clients/${payload.client_id}`);
    const submitted = portalTemplates['assessment-submitted']!.render(payload, SITE, {
      count: 3,
      clientId: payload.client_id,
    });
    expect(submitted.text).toContain(`${SITE}/admin/clients/${payload.client_id}`);
  });
});

describe('which e-mail needs the client to act', () => {
  const matter = portalTemplates['matter-updated']!;
  const render = (needs?: string) =>
    matter.render({ matter_id: payload.assessment_id, needs }, SITE, { count: 1, firstName: 'A' });

  it('says "Action needed" and what, only when the client has something to do', () => {
    expect(render('approval').subject).toBe('Action needed: please check your application summary');
    expect(render('information').subject).toMatch(/^Action needed: /);
    expect(render().subject).toBe('Update on your visa application');
    expect(render('anything-else').subject).toBe('Update on your visa application');
    for (const needs of ['approval', 'information', undefined])
      expect(render(needs).text).toContain(`${SITE}/dashboard/matters/${payload.assessment_id}`);
  });

  it('a closed account: the date when known, and the agency’s phone and e-mail', async () => {
    const { siteConfig } = await import('@/lib/config/site');
    for (const name of ['account-closed', 'account-closed-signup']) {
      const dated = portalTemplates[name]!.render({ closed_on: '2026-11-28' }, SITE, { count: 1 });
      expect(dated.text).toContain('closed on 28 November 2026');
      expect(dated.text).toContain(siteConfig.contact.phone);
      expect(dated.text).toContain(siteConfig.contact.email);
      const undated = portalTemplates[name]!.render({ closed_on: 'bad' }, SITE, { count: 1 });
      expect(undated.text).not.toContain('closed on');
    }
  });
});

describe('auth e-mail templates (supabase/templates)', () => {
  const dir = join(process.cwd(), 'supabase/templates');
  const templates = readdirSync(dir).filter((f) => f.endsWith('.html'));
  /** E-mails whose code the site asks for on a page (the reauthentication before a password change). */
  const CODE_FLOWS = ['reauthentication.html'];

  it.each(templates.filter((f) => !CODE_FLOWS.includes(f)))(
    '%s links to /auth/confirm and asks for no code',
    (file) => {
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html).toMatch(/\/auth\/confirm\?token_hash=\{\{ \.TokenHash \}\}/);
      // {{ .Token }} is the 6-digit code; the site has no page to enter it for these e-mails.
      expect(html).not.toMatch(/\{\{\s*\.Token\s*\}\}/);
      expect(html).not.toMatch(/enter this code/i);
    },
  );
});
