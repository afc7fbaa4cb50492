/**
 * E-mails the scheduled jobs queue (lib/jobs): expiry and deadline reminders, overdue deadlines
 * for the agent, and "the points rules changed" for a saved assessment. Category (or deadline
 * kind) and date only: never the document, a number on it or a matter's details.
 */
import { documentCategories } from '@/lib/config/document-checklist';
import type { DocumentCategory } from '@/lib/documents/constants';
import { formatCalendarDate } from '@/lib/time/format';
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

const categoryName = (p: Record<string, unknown>) =>
  documentCategories[String(p.category) as DocumentCategory]?.label.toLowerCase() ?? 'document';
const kindName = (p: Record<string, unknown>) => String(p.kind ?? 'other').replaceAll('_', ' ');
const dateOf = (p: Record<string, unknown>) => formatCalendarDate(String(p.date ?? ''));
const when = (p: Record<string, unknown>) =>
  Number(p.days) === 0 ? 'today' : `on ${dateOf(p)} (in ${Number(p.days)} days or less)`;

export const jobTemplates: Record<string, PortalTemplate> = {
  'document-expiring': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        Number(p.days) === 0
          ? `Your ${categoryName(p)} expires today`
          : `Your ${categoryName(p)} expires on ${dateOf(p)}`,
        [
          greeting(firstName),
          `The ${categoryName(p)} you gave us expires ${when(p)}.`,
          'If you have a new one, please upload it in your dashboard so your application is not held up.',
        ],
        `${siteUrl}/dashboard?tab=documents`,
      ),
  },
  'deadline-reminder': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        `A date in your visa application: ${dateOf(p)}`,
        [
          greeting(firstName),
          `A ${kindName(p)} date in your visa application is ${when(p)}.`,
          'Sign in to see what is needed. Your agent is working on it with you.',
        ],
        `${siteUrl}/dashboard?tab=matters`,
      ),
  },
  // To the assigned agent; the row has no client_id, so firstName is never the client's.
  'deadline-overdue': {
    to: 'agent',
    render: (p, siteUrl) =>
      portalMail(
        'A deadline on your matter has passed',
        [`A ${kindName(p)} deadline of ${dateOf(p)} is still open.`],
        `${siteUrl}/admin/matters/${encodeURIComponent(String(p.matter_id ?? ''))}`,
      ),
  },
  'deadline-overdue-agency': {
    to: 'agency',
    render: (p, siteUrl) =>
      portalMail(
        'A deadline on an unassigned matter has passed',
        [`A ${kindName(p)} deadline of ${dateOf(p)} is still open and nobody is assigned.`],
        `${siteUrl}/admin/matters/${encodeURIComponent(String(p.matter_id ?? ''))}`,
      ),
  },
  'assessment-rules-changed': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        'The points rules changed: your estimate was updated',
        [
          greeting(firstName),
          'The points test rules changed, so we checked your saved permanent residency assessment again.',
          'Sign in to see your updated estimate.',
        ],
        `${siteUrl}/dashboard?tab=assessments&type=permanent-residency`,
      ),
  },
  'assessment-rules-changed-agency': {
    to: 'agency',
    render: (p, siteUrl) =>
      portalMail(
        'A client’s points estimate changed with the new rules',
        ['The points rules changed and a saved assessment’s result changed with them.'],
        `${siteUrl}/admin/assessments/${encodeURIComponent(String(p.assessment_id ?? ''))}`,
      ),
  },
};
