/**
 * The visa catalogue as the site navigates it: which visa pages exist, their menu names and the
 * group a migration agent would file them under. The pages' content lives in content/visas/;
 * a content test checks that every slug here has a page and every page is listed here.
 */
import aliases from './visa-aliases.json' with { type: 'json' };

export interface VisaMenuItem {
  /** Canonical slug under /visas/. */
  slug: string;
  /** Menu name (spec: "Visa menu item: name, path"). */
  name: string;
}

export interface VisaGroup {
  id: string;
  name: string;
  /** One line for the /visas hub and the mega menu. */
  blurb: string;
  visas: VisaMenuItem[];
}

export const visaGroups: VisaGroup[] = [
  {
    id: 'gsm',
    name: 'GSM Visa',
    blurb: 'Points-tested General Skilled Migration and graduate visas.',
    visas: [
      { slug: 'skilled-independent-189', name: 'Skilled Independent (189)' },
      { slug: 'state-sponsored-190', name: 'Skilled Nominated (190)' },
      { slug: 'regional-491', name: 'Skilled Work Regional (491)' },
      { slug: 'skilled-regional-887', name: 'Skilled Regional (887)' },
      { slug: 'graduate-485', name: 'Temporary Graduate (485)' },
      { slug: 'skilled-recognised-graduate-476', name: 'Skilled Recognised Graduate (476)' },
    ],
  },
  {
    id: 'employer',
    name: 'Employer Sponsored Visa',
    blurb: 'Visas where an Australian employer sponsors or nominates you.',
    visas: [
      { slug: 'tss-482', name: 'Skills in Demand (482)' },
      { slug: 'employer-nomination-186', name: 'Employer Nomination (186)' },
      { slug: 'skilled-employer-sponsored-494', name: 'Skilled Employer Sponsored Regional (494)' },
      { slug: 'temporary-work-457', name: 'Temporary Work (457)' },
    ],
  },
  {
    id: 'visitor',
    name: 'Visitor Visa',
    blurb: 'Short stays for tourism, family visits and business visitors.',
    visas: [
      { slug: 'visitor-600', name: 'Visitor (600)' },
      { slug: 'evisitor-651', name: 'eVisitor (651)' },
      { slug: 'eta-601', name: 'Electronic Travel Authority (601)' },
      { slug: 'working-holiday-417', name: 'Working Holiday (417)' },
    ],
  },
  {
    id: 'talent',
    name: 'Global Talent Program',
    blurb: 'Permanent visas for people with an internationally recognised record.',
    visas: [
      { slug: 'global-talent-858', name: 'National Innovation (858)' },
      { slug: 'distinguished-talent-124', name: 'Distinguished Talent (124)' },
    ],
  },
  {
    id: 'partner',
    name: 'Partner Visa',
    blurb: 'For spouses, de facto partners and fiancé(e)s of Australians.',
    visas: [
      { slug: 'partner-onshore-820-801', name: 'Partner onshore (820/801)' },
      { slug: 'partner-offshore-309-100', name: 'Partner offshore (309/100)' },
      { slug: 'prospective-marriage-300', name: 'Prospective Marriage (300)' },
    ],
  },
  {
    id: 'parent',
    name: 'Parent Visa',
    blurb: 'For parents of Australian citizens and permanent residents.',
    visas: [
      { slug: 'parent-visa', name: 'Parent (103)' },
      { slug: 'contributory-parent-143', name: 'Contributory Parent (143)' },
      { slug: 'sponsored-parent-870', name: 'Sponsored Parent (870)' },
    ],
  },
  {
    id: 'family',
    name: 'Family Visa',
    blurb: 'Children, relatives and family of New Zealand citizens.',
    visas: [
      { slug: 'child-visa', name: 'Child (101)' },
      { slug: 'child-visa-onshore-802', name: 'Child onshore (802)' },
      { slug: 'adoption-102', name: 'Adoption (102)' },
      { slug: 'remaining-relative-115', name: 'Remaining Relative (115)' },
      { slug: 'nz-citizen-family-461', name: 'NZ Citizen Family Relationship (461)' },
    ],
  },
  {
    id: 'student',
    name: 'Student Visa',
    blurb: 'Studying in Australia, guardians, extensions and changing courses.',
    visas: [
      { slug: 'student-visa-500', name: 'Student (500)' },
      { slug: 'student-guardian-590', name: 'Student Guardian (590)' },
      { slug: 'student-visa-extension', name: 'Student visa extension' },
      { slug: 'course-switching', name: 'Changing your course' },
    ],
  },
  {
    id: 'temporary-activity',
    name: 'Temporary Activity Visa',
    blurb: 'Training, short specialist work and other temporary activities.',
    visas: [
      { slug: 'training-407', name: 'Training (407)' },
      { slug: 'temporary-work-short-stay-400', name: 'Short Stay Specialist (400)' },
      { slug: 'temporary-activity-408', name: 'Temporary Activity (408)' },
    ],
  },
  {
    id: 'business',
    name: 'Business Visa',
    blurb: 'Business owners and investors, including closed streams for existing holders.',
    visas: [
      { slug: 'business-innovation-188', name: 'Business Innovation (188)' },
      { slug: 'business-permanent-888', name: 'Business Innovation permanent (888)' },
      { slug: 'significant-investor-132', name: 'Business Talent (132)' },
      { slug: 'business-owner-890', name: 'Business Owner (890)' },
      { slug: 'investor-891', name: 'Investor (891)' },
    ],
  },
];

/** Old `subclass-NNN` addresses that answer 308 to the canonical page (next.config.mjs reads the JSON too). */
export const visaAliases: Record<string, string> = aliases;

export const allVisas: (VisaMenuItem & { groupId: string })[] = visaGroups.flatMap((g) =>
  g.visas.map((v) => ({ ...v, groupId: g.id })),
);

export function visaPath(slug: string): string {
  return `/visas/${slug}`;
}

/** The twelve visa categories featured on the home page. */
export const featuredVisaCategories: {
  slug: string;
  title: string;
  text: string;
  /** What the card's "Request Call" chat asks about, as a person would write it. */
  callAbout: string;
}[] = [
  {
    slug: 'skilled-independent-189',
    title: 'Skilled Independent 189',
    text: 'Permanent residence on points, no sponsor needed.',
    callAbout: 'the Skilled Independent visa (subclass 189)',
  },
  {
    slug: 'state-sponsored-190',
    title: 'Skilled Nominated 190',
    text: 'Permanent residence with a state or territory nomination.',
    callAbout: 'the Skilled Nominated visa (subclass 190)',
  },
  {
    slug: 'regional-491',
    title: 'Skilled Work Regional 491',
    text: 'Five years in regional Australia with a path to PR.',
    callAbout: 'the Skilled Work Regional visa (subclass 491)',
  },
  {
    slug: 'graduate-485',
    title: 'Temporary Graduate 485',
    text: 'Stay and work after your Australian studies.',
    callAbout: 'the Temporary Graduate visa (subclass 485)',
  },
  {
    slug: 'tss-482',
    title: 'Skills in Demand 482',
    text: 'Work for an Australian employer who sponsors you.',
    callAbout: 'the Skills in Demand visa (subclass 482)',
  },
  {
    slug: 'employer-nomination-186',
    title: 'Employer Nomination 186',
    text: 'Permanent residence through your employer.',
    callAbout: 'the Employer Nomination Scheme visa (subclass 186)',
  },
  {
    slug: 'student-visa-500',
    title: 'Student 500',
    text: 'Study at an Australian university, college or school.',
    callAbout: 'the Student visa (subclass 500)',
  },
  {
    slug: 'partner-onshore-820-801',
    title: 'Partner Visa',
    text: 'Join your Australian spouse or de facto partner.',
    callAbout: 'a Partner visa',
  },
  {
    slug: 'parent-visa',
    title: 'Parent Visa',
    text: 'Bring your parents to live in Australia.',
    callAbout: 'a Parent visa',
  },
  {
    slug: 'visitor-600',
    title: 'Visitor 600',
    text: 'Tourism, family visits and business trips.',
    callAbout: 'the Visitor visa (subclass 600)',
  },
  {
    slug: 'global-talent-858',
    title: 'National Innovation 858',
    text: 'For people with exceptional, recognised achievements.',
    callAbout: 'the National Innovation visa (subclass 858)',
  },
  {
    slug: 'business-innovation-188',
    title: 'Business & Investor',
    text: 'Options for business owners and investors.',
    callAbout: 'business and investor visas',
  },
];
