/** The authenticator's name: plain words, never a server UTC timestamp; unique per person. */
jest.mock('server-only', () => ({}));
import { factorName } from '@/lib/auth/mfa';

test('"Authenticator app", then "(2)" when the person already has one of that name', () => {
  expect(factorName([])).toBe('Authenticator app');
  expect(factorName(['Authenticator app'])).toBe('Authenticator app (2)');
  expect(factorName(['Authenticator app', 'Authenticator app (2)'])).toBe('Authenticator app (3)');
  expect(factorName([])).not.toMatch(/\d{4}-\d{2}-\d{2}|UTC|\d{2}:\d{2}/);
});
