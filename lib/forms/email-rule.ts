/**
 * The e-mail rule's parts, without zod: the browser's hand check (`checkEmail`) and the server's
 * schema (./email.ts) read the same pattern and messages, so both say the same thing.
 */

/** zod 4's default e-mail pattern (`z.regexes.email`), given to `z.email()` by ./email.ts. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX = 254;

export const EMAIL_MESSAGES = {
  empty: 'Enter your e-mail address.',
  long: 'That e-mail address is too long.',
  invalid: 'Enter a valid e-mail address, like name@example.com.',
} as const;

/** The first thing wrong with an address as typed, or undefined (the same order as the schema). */
export function checkEmail(typed: string): string | undefined {
  const v = typed.trim();
  if (v.length < 1) return EMAIL_MESSAGES.empty;
  if (v.length > EMAIL_MAX) return EMAIL_MESSAGES.long;
  if (!EMAIL_PATTERN.test(v)) return EMAIL_MESSAGES.invalid;
  return undefined;
}
