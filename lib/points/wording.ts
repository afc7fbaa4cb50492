/**
 * A value the calculator's messages choose by (ICU `select`): ICU keys take no hyphen, so
 * `recognised-award` is chosen as `recognisedAward`.
 */
export function selectKey(value: string): string {
  return value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
