/**
 * "Download my data", readable: the same data as the export's JSON files, as one HTML page a
 * client can read, print or save, in words (labels, statuses, dates), without internal ids or
 * field names. Pure: it renders what lib/profiles/export.ts loaded.
 */
import { answerApplies } from '@/lib/assessments/forms/applies';
import { assessmentTypeNames, statusLabels } from '@/lib/assessments/constants';
import { displayValue } from '@/lib/assessments/display';
import { assessmentForms } from '@/lib/assessments/forms';
import { documentCategories } from '@/lib/config/document-checklist';
import { siteConfig } from '@/lib/config/site';
import type {
  AssessmentRow,
  AuditEntry,
  DeadlineRow,
  DocumentRequestRow,
  DocumentRow,
  EngagementRow,
  MatterEventRow,
  MatterRow,
  MessageRow,
  Profile,
} from '@/lib/db';
import { historyVerb, STATUS_LABELS } from '@/lib/documents/format';
import { isLocale, localeInfo } from '@/lib/i18n/locales';

const languageName = (l: string) => (isLocale(l) ? localeInfo[l].englishName : l);
import { formatCalendarDate, formatInstant } from '@/lib/time/format';

export interface MyData {
  profile: Profile | null;
  documents: DocumentRow[];
  requests: DocumentRequestRow[];
  audit: AuditEntry[];
  assessments: AssessmentRow[];
  engagements: EngagementRow[];
  matters: MatterRow[];
  /** The timeline entries shown to the client (never agent-only ones). */
  matterEvents: MatterEventRow[];
  /** Deadlines shown to the client. */
  deadlines: DeadlineRow[];
  /** Messages with the agency (never file notes). */
  messages: MessageRow[];
}

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

type When = (d: Date | string | null | undefined) => string;

/** Date and time in the reader's own zone, labelled with it (lib/time/format.ts). */
const whenIn =
  (timeZone: string): When =>
  (d) =>
    d ? formatInstant(d, timeZone) : '';

const rows = (pairs: [string, unknown][]) =>
  `<dl>${pairs
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
    .join('')}</dl>`;

const CONTACT = { email: 'E-mail', phone: 'Phone', whatsapp: 'WhatsApp' } as const;
const ASSESSMENT_EVENTS: Record<string, string> = {
  'assessment.created': 'started an assessment',
  'assessment.draft_deleted': 'deleted a draft assessment',
  'assessment.read': 'opened an assessment',
  'assessment.submitted': 'sent an assessment',
  'assessment.in_review': 'started reviewing an assessment',
  'assessment.info_requested': 'asked a question about an assessment',
  'assessment.responded': 'answered an assessment',
  'assessment.closed': 'closed an assessment',
  'data.exported': 'downloaded a copy of this data',
  'profile.updated_by_agent': 'updated your profile',
  'lead.linked_to_client': 'linked an enquiry to your account',
};

function eventText(e: AuditEntry, clientId: string): string {
  const who = e.actorId === clientId ? 'You' : 'The agency';
  if (e.action.startsWith('document.')) {
    const c = e.details.category as keyof typeof documentCategories | undefined;
    const what =
      c && documentCategories[c] ? documentCategories[c].label.toLowerCase() : 'a document';
    return `${who} ${historyVerb(e.action)} ${what}`;
  }
  return `${who} ${ASSESSMENT_EVENTS[e.action] ?? 'changed your file'}`;
}

function assessmentSection(a: AssessmentRow, when: When): string {
  const form = assessmentForms[a.type];
  const consent = a.consents.sensitive;
  return `<section><h3>${esc(assessmentTypeNames[a.type])} assessment</h3>${rows([
    ['Status', statusLabels[a.status]],
    ['Started', when(a.createdAt)],
    ['Sent', when(a.submittedAt)],
    [
      'Health and character questions',
      consent
        ? `${consent.agreed ? 'You agreed' : 'You did not agree'} on ${when(consent.at)}`
        : '',
    ],
    ['Question from your agent', a.infoRequest],
    ['Your answer', a.infoResponse],
    ['Response from your agent', a.agentResponse],
  ])}${form.steps
    .map((s) => {
      const fields = s.fields.filter(
        (f) => a.answers[f.name] !== undefined && answerApplies(a.type, f.name, a.answers),
      );
      return fields.length
        ? `<h4>${esc(s.title)}</h4>${rows(fields.map((f) => [f.label, displayValue(f, a.answers[f.name])]))}`
        : '';
    })
    .join('')}</section>`;
}

const STAGE_WORDS: Record<string, string> = {
  preparing: 'Being prepared',
  client_review: 'Waiting for your approval',
  lodged: 'Lodged with the Department of Home Affairs',
  info_requested: 'The Department asked for more information',
  decided: 'Decided',
  closed: 'Closed',
};
const DEADLINE_WORDS: Record<string, string> = {
  info_request: 'Information requested',
  natural_justice: 'Response to the Department',
  bridging_visa_condition: 'Bridging visa condition',
  visa_expiry: 'Visa expiry',
  health_examination: 'Health examination',
  police_certificate: 'Police certificate',
  review_application: 'Review application',
  other: 'Other',
};

/** Part 2: offers, applications with their timeline and dates, and messages. */
function part2Sections(data: MyData, clientId: string, when: When): string {
  const list = (items: string[], none: string) =>
    items.length ? items.map((i) => `<section>${i}</section>`).join('') : `<p>${none}</p>`;
  const engagements = data.engagements.map((e) =>
    rows([
      ['Status', e.status],
      ['Services', e.services.map((s) => s.label).join(', ')],
      ['Sent', when(e.sentAt)],
      ['Accepted', e.acceptedAt ? `${when(e.acceptedAt)} by ${e.acceptedName ?? ''}` : ''],
    ]),
  );
  const matters = data.matters.map(
    (m) =>
      `<h3>${esc(m.title)} (subclass ${esc(m.visaSubclass)})</h3>${rows([
        ['Stage', STAGE_WORDS[m.stage] ?? m.stage],
        ['Outcome', m.outcome],
        ['Transaction reference (TRN)', m.trn],
        ['Lodged', m.lodgedOn ? formatCalendarDate(m.lodgedOn) : ''],
        ['Decided', m.decidedOn ? formatCalendarDate(m.decidedOn) : ''],
        ['You approved the application', when(m.clientApprovedAt)],
      ])}${(() => {
        const events = data.matterEvents.filter((e) => e.matterId === m.id);
        return events.length
          ? `<ul>${events.map((e) => `<li>${esc(when(e.createdAt))}: ${esc(e.toStage ? (STAGE_WORDS[e.toStage] ?? e.toStage) : '')}${e.note ? ` (${esc(e.note)})` : ''}</li>`).join('')}</ul>`
          : '';
      })()}`,
  );
  const deadlines = data.deadlines.map((d) =>
    rows([
      ['What', DEADLINE_WORDS[d.kind] ?? d.kind],
      ['Due', formatCalendarDate(d.dueOn)],
      ['Note', d.note],
      ['Done', d.doneAt ? when(d.doneAt) : 'Not yet'],
    ]),
  );
  const messages = data.messages.map(
    (m) =>
      `<li><strong>${m.authorId === clientId ? 'You' : 'Your agent'}</strong>, ${esc(when(m.createdAt))}: <span style="white-space:pre-wrap">${esc(m.body)}</span></li>`,
  );
  return `<h2>Your agreements with us</h2>
${list(engagements, 'None.')}
<h2>Your visa applications</h2>
${list(matters, 'None.')}
<h2>Key dates</h2>
${list(deadlines, 'None.')}
<h2>Messages</h2>
${messages.length ? `<ul>${messages.join('')}</ul>` : '<p>None.</p>'}`;
}

export function summaryHtml(
  data: MyData,
  clientId: string,
  exportedAt: Date,
  timeZone: string,
): string {
  const when = whenIn(timeZone);
  const p = data.profile;
  const docs = data.documents.map((d) =>
    rows([
      ['File', d.originalName],
      ['What it is', documentCategories[d.category].label],
      ['Status', d.hiddenAt ? 'Removed from your list (kept on file)' : STATUS_LABELS[d.status]],
      ['Reason from your agent', d.reviewReason],
      ['Sent', when(d.createdAt)],
      ['Expires', d.expiresOn ? formatCalendarDate(d.expiresOn) : ''],
    ]),
  );
  const requests = data.requests.map((r) =>
    rows([
      ['Document', documentCategories[r.category].label],
      ['Note', r.note],
      ['Due', r.dueOn ? formatCalendarDate(r.dueOn) : ''],
      ['Asked for', when(r.createdAt)],
      ['Done', r.fulfilledAt ? when(r.fulfilledAt) : 'Not yet'],
    ]),
  );
  const history = [...data.audit]
    .sort((a, b) => +new Date(b.at) - +new Date(a.at))
    .map((e) => `<li>${esc(when(e.at))}: ${esc(eventText(e, clientId))}</li>`);
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data held by ${esc(siteConfig.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}section{border-top:1px solid #cbd5e1;margin-top:1rem}@media(max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}</style>
</head><body>
<h1>Your data held by ${esc(siteConfig.name)}</h1>
<p>Made on ${esc(when(exportedAt))}. The ZIP file beside this page holds the same data as machine-readable files, and your documents.</p>
<h2>Your profile</h2>
${
  p
    ? rows([
        ['Name', p.fullName],
        ['E-mail', p.email],
        ['Phone or WhatsApp', p.phone],
        ['Country you live in', p.country],
        ['Citizenship', p.citizenship],
        ['Date of birth', p.dateOfBirth ? formatCalendarDate(p.dateOfBirth) : ''],
        ['How you like to be contacted', p.preferredContact ? CONTACT[p.preferredContact] : ''],
        ['Postal address', p.postalAddress ?? ''],
        ['Language for our e-mails', p.preferredLocale ? languageName(p.preferredLocale) : ''],
      ])
    : '<p>No profile yet.</p>'
}
<h2>Your assessments</h2>
${data.assessments.length ? data.assessments.map((a) => assessmentSection(a, when)).join('') : '<p>None.</p>'}
<h2>Your documents</h2>
${docs.length ? docs.map((d) => `<section>${d}</section>`).join('') : '<p>None.</p>'}
<h2>Documents your agent asked for</h2>
${requests.length ? requests.map((r) => `<section>${r}</section>`).join('') : '<p>None.</p>'}
${part2Sections(data, clientId, when)}
<h2>History</h2>
${history.length ? `<ul>${history.join('')}</ul>` : '<p>Nothing yet.</p>'}
</body></html>
`;
}
