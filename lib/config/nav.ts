/** Navigation as data: header, mobile menu and footer read from here. */
import { ASSESSMENT_TYPES } from '@/lib/assessments/constants';
import { assessmentLabels, assessmentsHref } from '@/lib/assessments/kinds/labels';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (the external scheduling page). */
  external?: boolean;
}

/** Header order per the spec: Home, About, Visa Services (mega menu), Blog, Contact, Book Consultation, PR Calculator. */
export const headerLinksBefore: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
];

export const headerLinksAfter: NavLink[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const dashboardMenu = [
  { label: 'Profile & Documents', href: '/dashboard?tab=profile' },
  ...ASSESSMENT_TYPES.map((type) => ({
    label: `${assessmentLabels[type].name} assessments`,
    href: assessmentsHref(type),
  })),
] as const;

// The dashboard's own tabs: app/(app)/dashboard/_sections/index.ts.

export const footerCompanyLinks: NavLink[] = [
  { label: 'About us', href: '/about' },
  { label: 'Our services', href: '/services' },
  { label: 'Client outcomes', href: '/portfolio' },
  { label: 'Book Consultation', href: '/book-consultation' },
  { label: 'Points Calculator', href: '/pr-calculator' },
  { label: 'All calculators', href: '/calculators' },
  { label: 'Contact', href: '/contact' },
  { label: 'Blog', href: '/blog' },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy policy', href: '/privacy' },
  { label: 'Terms of use', href: '/terms' },
  { label: 'Disclaimer', href: '/disclaimer' },
];
