/** Password hashing (bcrypt, like GoTrue) and the strength rules from config.toml. */
import bcrypt from 'bcryptjs';
import { err } from './errors';

// Compared against when the user does not exist, so a miss costs the same time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

export const hashPassword = (password: string) => bcrypt.hash(password, 10);

/** bcrypt.compare runs the full hash either way, so the timing says nothing about the user. */
export async function checkPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash || DUMMY_HASH);
  return ok && !!hash;
}

const SETS: Record<string, string[]> = {
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
  ],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

/** GoTrue's checkPasswordStrength: 400 over 72 chars, 422 weak_password with reasons otherwise. */
export function assertStrongPassword(password: string, minLength: number, requirements: string) {
  if (password.length > 72)
    throw err(400, 'validation_failed', 'Password cannot be longer than 72 characters');
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  const sets = SETS[requirements];
  if (sets && !sets.every((set) => [...password].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${sets.map((s) => `"${s}"`).join(', ')}.`,
    );
  }
  if (reasons.length)
    throw err(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
}
