/**
 * Assessment e-mails (queued by the triggers in 20261123000400_assessments.sql, digested by
 * 20261126000500_outbox_digest.sql). No answers, questions, responses or personal details: only
 * that something happened and where to read it.
 */
import { isAssessmentType } from '@/lib/assessments/constants';
import { assessmentLabels } from '@/lib/assessments/kinds/labels';
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

/** "permanent residency", from the kinds' names; "visa" only for a payload from no known kind. */
const typeName = (p: Record<string, unknown>) =>
  isAssessmentType(p.type) ? assessmentLabels[p.type].name.toLowerCase() : 'visa';

/** One assessment's tab; a digest of several may span types, so it opens the assessments tab. */
const clientLink = (p: Record<string, unknown>, siteUrl: string, count: number) =>
  count > 1
    ? `${siteUrl}/dashboard?tab=assessments`
    : `${siteUrl}/dashboard?tab=assessments&type=${encodeURIComponent(String(p.type ?? 'permanent-residency'))}`;

export const assessmentTemplates: Record<string, PortalTemplate> = {
  'assessment-submitted': {
    digest: true,
    to: 'agency',
    render: (p, siteUrl, { count, clientId }) =>
      count > 1
        ? portalMail(
            `A client sent ${count} assessment updates`,
            [`A client sent or answered ${count} assessments for review.`],
            `${siteUrl}/admin/clients/${encodeURIComponent(String(clientId ?? ''))}`,
          )
        : portalMail(
            p.again
              ? 'A client answered your question on an assessment'
              : 'New free assessment submitted',
            [`A client sent a ${typeName(p)} assessment for review.`],
            `${siteUrl}/admin/assessments/${encodeURIComponent(String(p.assessment_id ?? ''))}`,
          ),
  },
  'assessment-info-requested': {
    digest: true,
    to: 'row',
    render: (p, siteUrl, { count, firstName }) =>
      portalMail(
        count > 1
          ? 'Your agent has questions about your assessments'
          : 'Your agent has a question about your assessment',
        [
          greeting(firstName),
          count > 1
            ? 'Your agent needs a little more information for your assessments.'
            : `Your agent needs a little more information for your ${typeName(p)} assessment.`,
          'Sign in to your dashboard to read the question and answer it.',
        ],
        clientLink(p, siteUrl, count),
      ),
  },
  'assessment-responded': {
    digest: true,
    to: 'row',
    render: (p, siteUrl, { count, firstName }) =>
      portalMail(
        count > 1
          ? 'Your agent has answered your assessments'
          : 'Your agent has answered your assessment',
        [
          greeting(firstName),
          count > 1
            ? 'Your agent has written responses to your assessments.'
            : `Your agent has written a response to your ${typeName(p)} assessment.`,
          'Sign in to your dashboard to read it.',
        ],
        clientLink(p, siteUrl, count),
      ),
  },
};
