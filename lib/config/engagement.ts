/**
 * Business facts for engagement offers (issue 27). Dated, because each one is a fact about the
 * outside world that can change: check them before going live and when the OMARA publishes a new
 * Consumer Guide.
 *
 * Checked 2026-11-26:
 *  - The Code of Conduct for registered migration agents (prescribed by the Migration (Migration
 *    Agents Code of Conduct) Regulations 2021, in effect since 1 March 2022) requires an agent to
 *    give the client the Consumer Guide, and to give a written statement of the services and the
 *    estimated fees and other costs before starting work. (lib/config/site.ts links the Code.)
 *  - The Consumer Guide is published by the Office of the Migration Agents Registration Authority
 *    (OMARA) on mara.gov.au, in several languages. We could not confirm the exact page address or
 *    the current edition from here, so the link below is the OMARA's site and `version` is a
 *    placeholder: production refuses to send an offer until both are set to the official page
 *    and the edition printed on the current guide (lib/engagements/offer-facts.ts).
 */
export const CONSUMER_GUIDE = {
  title: 'Consumer Guide',
  publisher: 'Office of the Migration Agents Registration Authority (OMARA)',
  url: 'https://www.mara.gov.au/',
  version: 'UNVERIFIED',
  checkedOn: '2026-11-26',
} as const;

/**
 * The agency's standard terms, every version ever sent: an offer shows and snapshots the points
 * of the version it names (its `terms_version`), so changing the terms never rewrites what a
 * client was offered or accepted. To change them, add a version (today's date) and point
 * ENGAGEMENT_TERMS at it; never edit a version that was sent (tests/unit/engagement-terms.test.ts
 * pins each one).
 */
export const TERMS_VERSIONS = {
  '2026-11-26': [
    'Your agent starts work only after you accept this offer.',
    'Fees paid in advance are held in a separate clients’ account until the work they pay for is done.',
    'You will receive an invoice listing the services completed and the amount payable.',
    'Government charges are estimates: the Department of Home Affairs sets them and you pay them to the government directly.',
    'Your agent cannot promise that a visa will be granted; the decision is the Department’s.',
    'You may end this agreement at any time in writing; fees for work already done remain payable.',
    'We keep your file for 7 years after the last action on it, as the Code of Conduct requires.',
  ],
  // The clients' account (issue 40): a client may pay a government charge through us.
  '2026-11-28': [
    'Your agent starts work only after you accept this offer.',
    'Fees paid in advance are held in a separate clients’ account until the work they pay for is done.',
    'You will receive an invoice listing the services completed and the amount payable.',
    'Government charges are estimates: the Department of Home Affairs sets them. You pay them to the government directly, or, if you ask us to, into our clients’ account, and we pay them for you from there; each payment shows in your statement.',
    'Your agent cannot promise that a visa will be granted; the decision is the Department’s.',
    'You may end this agreement at any time in writing; fees for work already done remain payable.',
    'We keep your file for 7 years after the last action on it, as the Code of Conduct requires.',
  ],
} as const satisfies Record<string, readonly string[]>;

export type TermsVersion = keyof typeof TERMS_VERSIONS;

/** The terms a new offer is sent with. */
export const ENGAGEMENT_TERMS = {
  version: '2026-11-28',
  points: TERMS_VERSIONS['2026-11-28'],
} as const satisfies { version: TermsVersion; points: readonly string[] };

/** The points of the version an offer names; null for a version this build does not know. */
export function termsPoints(version: string | null | undefined): readonly string[] | null {
  return version && Object.hasOwn(TERMS_VERSIONS, version)
    ? TERMS_VERSIONS[version as TermsVersion]
    : null;
}

/** The compose form's starting text; the agent changes it when there is something to declare. */
export const DEFAULT_CONFLICT = 'I have no conflict of interest in acting for you.';

/** Days an offer stays open when the agent does not choose another date. */
export const ENGAGEMENT_DEFAULT_EXPIRY_DAYS = 30;

/** "Expiring soon" in the agent's queue. */
export const ENGAGEMENT_EXPIRING_DAYS = 3;

/** The services an agent picks from, per visa family (lib/config/visas.ts group ids). */
export const ENGAGEMENT_SERVICES: Record<string, { code: string; label: string }[]> = {
  common: [
    { code: 'advice', label: 'Advice on your visa options and eligibility' },
    { code: 'checklist', label: 'A document checklist for your application' },
    { code: 'review', label: 'Review of your documents and evidence' },
    { code: 'prepare', label: 'Preparing and lodging your visa application' },
    { code: 'correspond', label: 'Dealing with the Department on your behalf until a decision' },
  ],
  gsm: [
    { code: 'skills-assessment', label: 'Help with your skills assessment application' },
    { code: 'eoi', label: 'Lodging your Expression of Interest in SkillSelect' },
    { code: 'state-nomination', label: 'Applying for state or territory nomination' },
  ],
  employer: [
    { code: 'sponsorship', label: 'Your employer’s sponsorship application' },
    { code: 'nomination', label: 'Your employer’s nomination application' },
  ],
  partner: [{ code: 'relationship-evidence', label: 'Preparing your relationship evidence' }],
  student: [
    { code: 'gte', label: 'Preparing your Genuine Student statement' },
    { code: 'coe', label: 'Checking your Confirmation of Enrolment and health cover' },
  ],
  business: [{ code: 'business-eoi', label: 'Business innovation Expression of Interest' }],
};
