/**
 * Assessment e-mails (queued by the triggers in 20261123000400_assessments.sql). No answers,
 * questions, responses or personal details: only that something happened and where to read it.
 */
import { siteConfig } from '@/lib/config/site';
import type { RenderedMail } from './lead-templates';

interface Template {
  to: 'agency' | 'row';
  render(payload: Record<string, unknown>, siteUrl: string): RenderedMail;
}

const TYPE_NAMES: Record<string, string> = {
  'permanent-residency': 'permanent residency',
  'student-visa': 'student visa',
  'business-visa': 'business visa',
};
const typeName = (p: Record<string, unknown>) => TYPE_NAMES[String(p.type)] ?? 'visa';
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(subject: string, lines: string[], link: string): RenderedMail {
  const text = `${lines.join('\n\n')}\n\n${link}\n\n${siteConfig.name}`;
  const html = `${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(link)}">${escape(link)}</a></p><p>${escape(siteConfig.name)}</p>`;
  return { subject, text, html };
}

const clientLink = (p: Record<string, unknown>, siteUrl: string) =>
  `${siteUrl}/dashboard?tab=assessments&type=${encodeURIComponent(String(p.type ?? 'permanent-residency'))}`;

export const assessmentTemplates: Record<string, Template> = {
  'assessment-submitted': {
    to: 'agency',
    render: (p, siteUrl) =>
      mail(
        p.again
          ? 'A client answered your question on an assessment'
          : 'New free assessment submitted',
        [`A client sent a ${typeName(p)} assessment for review.`],
        `${siteUrl}/admin/assessments/${encodeURIComponent(String(p.assessment_id ?? ''))}`,
      ),
  },
  'assessment-info-requested': {
    to: 'row',
    render: (p, siteUrl) =>
      mail(
        'Your agent has a question about your assessment',
        [
          'Hello,',
          `Your agent needs a little more information for your ${typeName(p)} assessment.`,
          'Sign in to your dashboard to read the question and answer it.',
        ],
        clientLink(p, siteUrl),
      ),
  },
  'assessment-responded': {
    to: 'row',
    render: (p, siteUrl) =>
      mail(
        'Your agent has answered your assessment',
        [
          'Hello,',
          `Your agent has written a response to your ${typeName(p)} assessment.`,
          'Sign in to your dashboard to read it.',
        ],
        clientLink(p, siteUrl),
      ),
  },
};
