/** The calculators under /calculators/ (spec §2) and their titles. */

export type CalculatorKind = 'visa' | 'factor' | 'occupation';

export interface CalculatorLink {
  slug: string;
  title: string;
  kind: CalculatorKind;
}

export const calculators: CalculatorLink[] = [
  { slug: '189', title: 'Subclass 189 points calculator', kind: 'visa' },
  { slug: '190', title: 'Subclass 190 points calculator', kind: 'visa' },
  { slug: '491', title: 'Subclass 491 points calculator', kind: 'visa' },
  { slug: 'partner-skills', title: 'Partner skills points check', kind: 'factor' },
  { slug: 'professional-year', title: 'Professional Year points check', kind: 'factor' },
  { slug: 'naati-ccl', title: 'NAATI CCL points check', kind: 'factor' },
  { slug: 'programmer', title: 'Software engineer and programmer', kind: 'occupation' },
  { slug: 'nurse', title: 'Registered nurse', kind: 'occupation' },
  { slug: 'ict-business-analyst', title: 'ICT business analyst', kind: 'occupation' },
  { slug: 'accountant', title: 'Accountant', kind: 'occupation' },
  { slug: 'chef', title: 'Chef', kind: 'occupation' },
  { slug: 'chief-executive', title: 'Chief executive or managing director', kind: 'occupation' },
  {
    slug: 'construction-project-manager',
    title: 'Construction project manager',
    kind: 'occupation',
  },
  { slug: 'general-accountant', title: 'General accountant', kind: 'occupation' },
  { slug: 'surveyor', title: 'Surveyor', kind: 'occupation' },
  { slug: 'social-worker', title: 'Social worker', kind: 'occupation' },
];

export function calculatorPath(slug: string): string {
  return `/calculators/${slug}`;
}
