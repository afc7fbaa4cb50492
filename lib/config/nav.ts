/** Navigation as data: header, mobile menu and footer read from here. */

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
  {
    label: 'Permanent Residency assessments',
    href: '/dashboard?tab=assessments&type=permanent-residency',
  },
  { label: 'Student Visa assessments', href: '/dashboard?tab=assessments&type=student-visa' },
  { label: 'Business Visa assessments', href: '/dashboard?tab=assessments&type=business-visa' },
] as const;

/** The dashboard's own tabs (the header menu above lands on the first and the assessments). */
export const dashboardTabs = [
  { key: 'profile', label: 'Profile', href: '/dashboard?tab=profile' },
  { key: 'documents', label: 'Documents', href: '/dashboard?tab=documents' },
  {
    key: 'permanent-residency',
    label: 'PR assessments',
    href: '/dashboard?tab=assessments&type=permanent-residency',
  },
  {
    key: 'student-visa',
    label: 'Student assessments',
    href: '/dashboard?tab=assessments&type=student-visa',
  },
  {
    key: 'business-visa',
    label: 'Business assessments',
    href: '/dashboard?tab=assessments&type=business-visa',
  },
  { key: 'security', label: 'Security', href: '/dashboard?tab=security' },
] as const;

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
