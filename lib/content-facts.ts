/**
 * Build time only (content-collections.ts): official figures named in content by key instead of
 * written by hand, so a figure that changes (visa charges, every 1 July) changes in one place,
 * lib/config/facts.ts. `[[charge:student-500]]` becomes "AU$2,500 (from 1 July 2026)": the amount
 * always travels with the date it took effect. An unknown key fails the build.
 */
import { formatAud, visaCharges, type VisaChargeKey } from './config/facts';
import { formatCalendarDate } from './time/format';

const TOKEN = /\[\[charge:([a-z0-9-]+)\]\]/g;

const isChargeKey = (key: string): key is VisaChargeKey => Object.hasOwn(visaCharges, key);

export function expandFacts(text: string): string {
  return text.replace(TOKEN, (_token, key: string) => {
    if (!isChargeKey(key))
      throw new Error(
        `[[charge:${key}]] is not in lib/config/facts.ts (visaCharges: ${Object.keys(visaCharges).join(', ')})`,
      );
    const charge = visaCharges[key];
    return `${formatAud(charge.amountAud)} (from ${formatCalendarDate(charge.effectiveFrom, { month: 'long' })})`;
  });
}

/** The charges a text names, so a visa page's cost date can follow them. */
export function chargesNamed(text: string): VisaChargeKey[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1] ?? '').filter(isChargeKey);
}
