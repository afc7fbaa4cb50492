/**
 * Auth's refusals in words, chosen by their code, never by Auth's English text: a closed account
 * (banned in Auth) says so and how to reach the agency, not "User is banned".
 */
import { siteConfig } from '@/lib/config/site';
import { authErrorMessage, CLOSED_ACCOUNT_MESSAGE } from '@/lib/auth/messages';

test('user_banned: the account was closed, and how to reach the agency', () => {
  const said = authErrorMessage({ code: 'user_banned', message: 'User is banned' });
  expect(said).toBe(CLOSED_ACCOUNT_MESSAGE);
  expect(said).toMatch(/^This account was closed\./);
  expect(said).toContain(siteConfig.contact.phone);
  expect(said).toContain(siteConfig.contact.email);
  expect(said).not.toMatch(/banned/i);
});

test('the code decides, not the English text', () => {
  // The same words under another code, and the code under other words.
  expect(
    authErrorMessage({ code: 'user_banned', message: 'Invalid Refresh Token: User Banned' }),
  ).toBe(CLOSED_ACCOUNT_MESSAGE);
  expect(authErrorMessage({ code: 'invalid_credentials', message: 'User is banned' })).toMatch(
    /do not match an account/,
  );
});

test('each known code has its own words; an unknown one passes Auth’s message on', () => {
  const codes = [
    'invalid_credentials',
    'email_not_confirmed',
    'user_already_exists',
    'weak_password',
    'over_request_rate_limit',
    'reauthentication_needed',
    'reauthentication_not_valid',
    'same_password',
    'user_banned',
  ];
  for (const code of codes)
    expect(authErrorMessage({ code, message: 'raw English from Auth' })).not.toBe(
      'raw English from Auth',
    );
  expect(authErrorMessage({ code: 'something_new', message: 'Something new' })).toBe(
    'Something new',
  );
});
