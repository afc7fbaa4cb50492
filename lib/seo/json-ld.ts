/**
 * Typed JSON-LD builders (schema-dts). Pages render them with <JsonLd>.
 * Ratings and claims come from the site config only, so the agency can keep them truthful.
 */
import type {
  Article,
  BreadcrumbList,
  FAQPage,
  ProfessionalService,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import { siteConfig } from '@/lib/config/site';
import { absoluteUrl } from './metadata';

const ORG_ID = () => `${siteConfig.url}/#organization`;

export function organizationLd(): WithContext<ProfessionalService> {
  const { contact, hours, rating } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': ORG_ID(),
    name: siteConfig.name,
    description: siteConfig.description,
    url: siteConfig.url,
    telephone: contact.phone,
    email: contact.email,
    priceRange: siteConfig.priceRange,
    foundingDate: String(siteConfig.claims.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    openingHoursSpecification: hours.weekly.map((h) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as const),
      opens: h.opens,
      closes: h.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: rating.best,
    },
    areaServed: ['AU', 'IN', 'PK', 'BD'],
    sameAs: siteConfig.social.map((s) => s.url),
  };
}

export function websiteLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: siteConfig.url,
    inLanguage: siteConfig.locale,
    publisher: { '@id': ORG_ID() },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home is always the first crumb. */
/** `home`: the first crumb, in the page's language (`/hi` on a Hindi page). */
export function breadcrumbLd(
  crumbs: Crumb[],
  home: Crumb = { name: 'Home', path: '/' },
): WithContext<BreadcrumbList> {
  const all = [home, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function faqLd(faq: { q: string; a: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.q,
      acceptedAnswer: { '@type': 'Answer', text: f.a },
    })),
  };
}

export function serviceLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    areaServed: 'Worldwide',
    provider: { '@id': ORG_ID() },
  };
}

export function articleLd(input: {
  title: string;
  description: string;
  path: string;
  published: string;
  updated?: string;
  keywords: string[];
}): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    datePublished: input.published,
    dateModified: input.updated ?? input.published,
    inLanguage: siteConfig.locale,
    keywords: input.keywords.join(', '),
    author: {
      '@type': 'Person',
      name: siteConfig.marn.agentName,
      jobTitle: `Registered Migration Agent (MARN ${siteConfig.marn.number})`,
    },
    publisher: { '@id': ORG_ID() },
  };
}

/** Serialise for a <script> tag: `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
