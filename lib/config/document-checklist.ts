/**
 * The documents checklist as data: what each category is, what we accept, how to make a good
 * copy, and which categories each visa family usually needs. The dashboard renders it; the agent
 * adds anything specific to a case with a document request. Category names match the database
 * check (lib/documents/constants.ts). Browser-safe: no server imports.
 */
import type { DocumentCategory } from '@/lib/documents/constants';

export interface CategoryInfo {
  label: string;
  /** One plain sentence: what this document is. */
  what: string;
  /** How to make a copy your agent can use. */
  tips: string[];
  /** Whether we record the date it stops being valid (the overview warns 90 days before). */
  hasExpiry: boolean;
}

/** Shown under every upload button; the server checks the real bytes, not the name. */
export const ACCEPTED_FORMATS_TEXT = 'PDF, JPG, PNG, WebP or HEIC (iPhone photo), up to 10 MB';
/** For the file picker (a hint only: phones may still offer other files). */
export const ACCEPT_ATTRIBUTE =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,.pdf,.jpg,.jpeg,.png,.webp,.heic';

export const documentCategories: Record<DocumentCategory, CategoryInfo> = {
  passport: {
    label: 'Passport',
    what: 'The page with your photo and personal details (the bio page) of your current passport.',
    tips: [
      'Colour scan or photo of the bio page, all four corners visible.',
      'No glare on the photo; every letter of the two lines at the bottom readable.',
    ],
    hasExpiry: true,
  },
  'english-test': {
    label: 'English test result',
    what: 'Your test report form (for example IELTS, PTE Academic or TOEFL iBT).',
    tips: ['The full report, every page, with the reference number readable.'],
    hasExpiry: true,
  },
  'skills-assessment': {
    label: 'Skills assessment',
    what: 'The outcome letter from your assessing authority for your occupation.',
    tips: ['The whole letter, including the page with the reference number and date.'],
    hasExpiry: true,
  },
  qualification: {
    label: 'Qualification',
    what: 'Degree or diploma certificates and their academic transcripts.',
    tips: ['Certificate and transcript together; include an English translation if needed.'],
    hasExpiry: false,
  },
  'employment-reference': {
    label: 'Employment reference',
    what: 'A letter from each employer: your role, duties, hours per week and dates.',
    tips: ['On company letterhead, signed, with the signer’s phone number or e-mail.'],
    hasExpiry: false,
  },
  'police-certificate': {
    label: 'Police certificate',
    what: 'A police clearance from each country where you lived for 12 months or more in the last 10 years.',
    tips: ['Scan every page, front and back where printed on both sides.'],
    hasExpiry: true,
  },
  'financial-evidence': {
    label: 'Financial evidence',
    what: 'Bank statements or other proof of funds your agent asked for.',
    tips: ['Statements showing your name, account number and the bank’s name.'],
    hasExpiry: false,
  },
  'relationship-evidence': {
    label: 'Relationship evidence',
    what: 'Proof of your relationship: marriage certificate, joint bills, photos together.',
    tips: ['One file per kind of evidence; add a short note in the file name if it helps.'],
    hasExpiry: false,
  },
  other: {
    label: 'Other document',
    what: 'Anything else your agent asks for.',
    tips: ['Check with your agent if you are not sure which category fits.'],
    hasExpiry: false,
  },
};

export const VISA_FAMILIES = [
  'skilled',
  'student',
  'partner',
  'employer',
  'visitor',
  'business',
] as const;
export type VisaFamily = (typeof VISA_FAMILIES)[number];

/** The usual starting list per family; the agent asks for anything else. */
export const checklistByFamily: Record<
  VisaFamily,
  { label: string; categories: DocumentCategory[] }
> = {
  skilled: {
    label: 'Skilled migration (189, 190, 491)',
    categories: [
      'passport',
      'english-test',
      'skills-assessment',
      'qualification',
      'employment-reference',
      'police-certificate',
    ],
  },
  student: {
    label: 'Student visa (500)',
    categories: ['passport', 'english-test', 'qualification', 'financial-evidence'],
  },
  partner: {
    label: 'Partner visa (820/801, 309/100)',
    categories: ['passport', 'relationship-evidence', 'police-certificate'],
  },
  employer: {
    label: 'Employer sponsored (482, 186)',
    categories: [
      'passport',
      'english-test',
      'skills-assessment',
      'qualification',
      'employment-reference',
    ],
  },
  visitor: {
    label: 'Visitor visa (600)',
    categories: ['passport', 'financial-evidence'],
  },
  business: {
    label: 'Business innovation and investment (188)',
    categories: ['passport', 'financial-evidence', 'qualification', 'police-certificate'],
  },
};

export const categoryHasExpiry = (c: DocumentCategory) => documentCategories[c].hasExpiry;
