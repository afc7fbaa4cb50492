/**
 * One person's mailbox, however they spell it, for the per-e-mail rate limit: case-folded,
 * `+tag` dropped (Gmail, Outlook, Fastmail and most providers deliver name+1@ to name@), and for
 * Gmail the dots in the name ignored and googlemail.com read as gmail.com. Only for counting:
 * the lead keeps the address exactly as typed.
 */
export function emailRateKey(email: string): string {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at < 1) return email.trim().toLowerCase();
  const lower = email.trim().toLowerCase();
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local || lower.slice(0, at)}@${domain}`;
}
