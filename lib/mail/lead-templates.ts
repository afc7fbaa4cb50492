/** Lead e-mails in plain text and HTML. Every value is escaped: lead fields come from visitors. */
import { siteConfig } from '@/lib/config/site';

export interface LeadForMail {
  id: string;
  kind: 'contact' | 'callback' | 'consultation';
  full_name: string;
  email: string | null;
  phone: string | null;
  country: string | null;
  visa_interest: string | null;
  message: string | null;
  preferred_window: string | null;
  preferred_time: string | Date | null;
  time_zone: string | null;
  source_page: string | null;
  marketing_consent: boolean;
  created_at: string | Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const KIND_LABEL = {
  contact: 'Contact message',
  callback: 'Call-back request',
  consultation: 'Consultation request',
} as const;

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function rows(lead: LeadForMail): [string, string][] {
  const localTime =
    lead.preferred_time && lead.time_zone
      ? new Date(lead.preferred_time).toLocaleString('en-AU', {
          timeZone: lead.time_zone,
          dateStyle: 'medium',
          timeStyle: 'short',
        }) + ` (${lead.time_zone})`
      : null;
  const all: [string, string | null][] = [
    ['Name', lead.full_name],
    ['E-mail', lead.email],
    ['Phone / WhatsApp', lead.phone],
    ['Country', lead.country],
    ['Visa interest', lead.visa_interest],
    ['Preferred time', lead.preferred_window],
    ['Their local time', localTime],
    ['Message', lead.message],
    ['Page', lead.source_page],
    ['Marketing opt-in', lead.marketing_consent ? 'Yes' : 'No'],
  ];
  return all.filter((r): r is [string, string] => Boolean(r[1]));
}

function page(title: string, intro: string, table: [string, string][], outro: string): string {
  const body = table
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(intro)}</p><table>${body}</table><p>${escapeHtml(outro)}</p></body></html>`;
}

/** To the agency inbox: everything an agent needs to call back. */
export function leadNotification(lead: LeadForMail, adminUrl: string): RenderedMail {
  const title = `${KIND_LABEL[lead.kind]} from ${lead.full_name}`;
  const table = rows(lead);
  const link = `${adminUrl}/admin/leads/${lead.id}`;
  return {
    subject: `New ${KIND_LABEL[lead.kind].toLowerCase()}: ${lead.full_name}${lead.visa_interest ? ` (${lead.visa_interest})` : ''}`,
    text: `${title}\n\n${table.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nOpen in the admin panel: ${link}\n`,
    html: page(title, 'A new lead has arrived.', table, `Open in the admin panel: ${link}`),
  };
}

/** To the person: what we received and what happens next. */
export function leadAcknowledgement(lead: LeadForMail): RenderedMail {
  const { name, contact, hours } = siteConfig;
  const next =
    lead.kind === 'consultation'
      ? 'A registered migration agent will confirm your consultation time by e-mail or WhatsApp within one business day.'
      : lead.kind === 'callback'
        ? 'We will call you in the window you chose, during our business hours.'
        : 'We reply to every message within one business day.';
  const table = rows(lead).filter(([k]) => k !== 'Page' && k !== 'Marketing opt-in');
  const hoursLine = `Our hours: ${hours.summary.map((h) => `${h.label} ${h.value}`).join('; ')} (${hours.timeZoneLabel}).`;
  return {
    subject: `We received your ${KIND_LABEL[lead.kind].toLowerCase()} – ${name}`,
    text: `Hello ${lead.full_name},\n\nThank you for contacting ${name}. ${next}\n\nWhat you sent us:\n${table.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${hoursLine}\nWhatsApp or phone: ${contact.phone}\n\nThis e-mail confirms we received your request. It is not migration advice.\n`,
    html: page(
      `Hello ${lead.full_name},`,
      `Thank you for contacting ${name}. ${next}`,
      table,
      `${hoursLine} WhatsApp or phone: ${contact.phone}.`,
    ),
  };
}
