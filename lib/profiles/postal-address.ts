/**
 * A postal address as a tax invoice prints it: up to 6 lines and 300 characters. What a person
 * types is normalised the way the database's check wants it (private.is_postal_address,
 * 20261201100000): each line's white space and control characters collapsed as in a name, blank
 * lines dropped. tests/rls/postal-address-cases.ts feeds the same inputs to both. Browser-safe.
 */
import { oneLine } from '@/lib/forms/one-line';

export const POSTAL_ADDRESS_MAX_LINES = 6;
export const POSTAL_ADDRESS_MAX_LENGTH = 300;

/** The address as stored: trimmed lines joined by "\n"; '' when nothing is left. */
export function normalisePostalAddress(text: string): string {
  return (
    text
      // NUL never reaches PostgreSQL (it refuses the whole value): a space, like other controls.
      .replace(/\u0000/g, ' ')
      .split(/\r\n|[\r\n\u2028\u2029\u0085]/)
      .map(oneLine)
      .filter(Boolean)
      .join('\n')
  );
}

/** Why a normalised address cannot be kept, or undefined when it can. */
export function postalAddressProblem(address: string): string | undefined {
  if (address.split('\n').length > POSTAL_ADDRESS_MAX_LINES)
    return `Use at most ${POSTAL_ADDRESS_MAX_LINES} lines.`;
  if (address.length > POSTAL_ADDRESS_MAX_LENGTH)
    return `Use at most ${POSTAL_ADDRESS_MAX_LENGTH} characters.`;
  return undefined;
}
