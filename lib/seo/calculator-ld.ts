import type { WebApplication, WithContext } from 'schema-dts';
import { absoluteUrl } from './metadata';

/** A calculator page as a free web application. */
export function calculatorLd(input: {
  name: string;
  description: string;
  path: string;
}): WithContext<WebApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Any',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'AUD' },
  };
}
