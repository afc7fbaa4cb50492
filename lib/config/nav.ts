/** Navigation as data: header, mobile menu and footer read from here. */
import { ASSESSMENT_TYPES } from '@/lib/assessments/constants';
import { assessmentLabels, assessmentsHref } from '@/lib/assessments/kinds/labels';

/**
 * The public site's links, as keys of the `chrome` messages (lib/i18n/messages/*.json) and their
 * English paths: each language's header and footer read their labels from its own file.
 */
export interface ChromeLink {
  key: 'home' | 'about' | 'blog' | 'contact' | ChromeFooterKey;
  href: string;
}
type ChromeFooterKey =
  | 'aboutUs'
  | 'ourServices'
  | 'clientOutcomes'
  | 'bookConsultation'
  | 'pointsCalculator'
  | 'allCalculators'
  | 'privacy'
  | 'terms'
  | 'disclaimer';

/** Header order per the spec: Home, About, Visa Services (mega menu), Blog, Contact, Book Consultation, PR Calculator. */
export const headerLinksBefore: ChromeLink[] = [
  { key: 'home', href: '/' },
  { key: 'about', href: '/about' },
];

export const headerLinksAfter: ChromeLink[] = [
  { key: 'blog', href: '/blog' },
  { key: 'contact', href: '/contact' },
];

export const dashboardMenu = [
  { label: 'Profile & Documents', href: '/dashboard?tab=profile' },
  ...ASSESSMENT_TYPES.map((type) => ({
    label: `${assessmentLabels[type].name} assessments`,
    href: assessmentsHref(type),
  })),
] as const;

// The dashboard's own tabs: app/(app)/dashboard/_sections/index.ts.

export const footerCompanyLinks: ChromeLink[] = [
  { key: 'aboutUs', href: '/about' },
  { key: 'ourServices', href: '/services' },
  { key: 'clientOutcomes', href: '/portfolio' },
  { key: 'bookConsultation', href: '/book-consultation' },
  { key: 'pointsCalculator', href: '/pr-calculator' },
  { key: 'allCalculators', href: '/calculators' },
  { key: 'contact', href: '/contact' },
  { key: 'blog', href: '/blog' },
];

export const legalLinks: ChromeLink[] = [
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
  { key: 'disclaimer', href: '/disclaimer' },
];
