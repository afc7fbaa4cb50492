/**
 * The agency's business facts: the one place they live. JSX never hard-codes a phone number,
 * a claim or an opening hour; it reads them from here, so the agency can keep them truthful.
 *
 * Values that differ per deployment (phone, scheduling page, public URL) can be overridden by
 * NEXT_PUBLIC_* environment variables, read once at build time and validated below.
 */
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { assertRealFacts } from './placeholders';

/**
 * Parse the public environment; a bad value fails the build with a message naming the variable.
 * Hand-written rather than zod: this module reaches the browser (WhatsApp links), and zod would
 * add ~30 KiB to every page that shows a phone number.
 */
export function readSiteEnv(env: Record<string, string | undefined>) {
  const value = (name: string, fallback: string) => {
    const v = env[name]?.trim();
    return v ? v : fallback;
  };
  const out = {
    NEXT_PUBLIC_SITE_URL: value('NEXT_PUBLIC_SITE_URL', 'http://localhost:3000'),
    NEXT_PUBLIC_SUPPORT_PHONE: value('NEXT_PUBLIC_SUPPORT_PHONE', '+61 491 570 156'),
    NEXT_PUBLIC_SCHEDULING_URL: value(
      'NEXT_PUBLIC_SCHEDULING_URL',
      'https://calendly.com/your-agency/30min',
    ),
  };
  const problems: string[] = [];
  for (const name of ['NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_SCHEDULING_URL'] as const) {
    if (!/^https?:\/\/[^\s/]+/.test(out[name])) problems.push(`${name}: must be an http(s) URL`);
  }
  if (!/^\+\d[\d ]{7,18}$/.test(out.NEXT_PUBLIC_SUPPORT_PHONE)) {
    problems.push(
      'NEXT_PUBLIC_SUPPORT_PHONE: a phone number in international format, e.g. +61 491 570 156',
    );
  }
  if (problems.length) throw new Error(`Invalid site environment:\n${problems.join('\n')}`);
  return out;
}

// Next inlines NEXT_PUBLIC_* only when they are read by their literal names.
const env = readSiteEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SUPPORT_PHONE: process.env.NEXT_PUBLIC_SUPPORT_PHONE,
  NEXT_PUBLIC_SCHEDULING_URL: process.env.NEXT_PUBLIC_SCHEDULING_URL,
});

/** A registered migration agent's check of one language's pages against the English ones. */
export interface TranslationReview {
  /** YYYY-MM-DD. */
  reviewedOn: string;
  reviewer: string;
  marn: string;
}

export type DayOfWeek =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export const siteConfig = {
  /** A neutral placeholder brand until the agency's trading name is confirmed. */
  name: 'Southern Cross Visa Advisers',
  shortName: 'SCVA',
  tagline: 'Registered migration agents for Australian visas',
  description:
    'Australian visa advice from registered migration agents: skilled, employer, student, partner, parent and visitor visas, a free PR points calculator and 30-minute consultations.',
  url: env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, ''),
  locale: 'en-AU',
  ogLocale: 'en_AU',
  keywords: [
    'Australian visa',
    'migration agent',
    'PR points calculator',
    'skilled migration',
    'Australia PR',
  ],

  contact: {
    /** Display form; wa.me and tel: links are derived from it. */
    phone: env.NEXT_PUBLIC_SUPPORT_PHONE,
    email: 'hello@example.com.au',
    address: {
      street: 'Level 10, 1 Example Street',
      locality: 'Sydney',
      region: 'NSW',
      postalCode: '2000',
      country: 'AU',
    },
  },

  whatsapp: {
    /** The exact greeting the spec prescribes for the floating chat button. */
    defaultText: 'Hi! I need assistance with my Australian visa application.',
  },

  /** The external 30-minute consultation page (opens in a new tab). */
  schedulingUrl: env.NEXT_PUBLIC_SCHEDULING_URL,

  hours: {
    timeZone: 'Australia/Sydney',
    /** Regular hours, 24-hour clock, Sydney time. */
    weekly: [
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as DayOfWeek[],
        opens: '08:00',
        closes: '18:00',
      },
    ],
    summary: [
      { label: 'Mon–Fri', value: '8:00 AM–6:00 PM' },
      { label: 'Sat–Sun', value: 'By appointment' },
    ],
    timeZoneLabel: 'Sydney time (AEST/AEDT)',
  },

  /**
   * Public claims. Each must be one the agency can substantiate (ACL s18): change them here
   * and every page and the structured data follow.
   */
  claims: {
    successRatePercent: 95,
    successfulApplications: 2000,
    foundedYear: 2015,
  },
  rating: { value: 4.9, count: 500, best: 5 },
  priceRange: 'Free Initial Assessment',

  /** Registered migration agent details (shown in the footer and on /about). */
  marn: {
    number: '0000000',
    agentName: 'Registered Migration Agent',
    registerUrl: 'https://portal.mara.gov.au/search-the-register-of-migration-agents/',
    codeOfConductUrl:
      'https://www.mara.gov.au/becoming-an-agent/professional-standards-and-obligations/code-of-conduct/',
  },

  /**
   * Each translation's review by a registered migration agent who reads the language. Until a
   * language has one, its pages say so and carry `noindex`, and neither hreflang nor the sitemap
   * names them (lib/i18n/seo.ts). Set it only when the agent has read every translated page.
   */
  translationReviews: {
    hi: null,
    ur: null,
    bn: null,
    pa: null,
  } satisfies Record<TranslatedLocale, TranslationReview | null> as Record<
    TranslatedLocale,
    TranslationReview | null
  >,

  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
} as const;

export type SiteConfig = typeof siteConfig;

assertRealFacts(siteConfig, process.env.NODE_ENV);
