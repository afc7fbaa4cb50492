/**
 * Issue 39: the sign-in, sign-up and new-password forms check in the browser by hand
 * (lib/auth/checks.ts) and the server's zod schemas (lib/auth/schemas.ts) check the same rules:
 * for every input here both give the same messages per field, so a person reads one wording.
 */
import { checkNewPassword, checkSignIn, checkSignUp } from '@/lib/auth/checks';
import { newPasswordSchema, signInSchema, signUpSchema } from '@/lib/auth/schemas';
import { checkEmail } from '@/lib/forms/email-rule';
import { emailSchema } from '@/lib/forms/email';
import { fieldErrors } from '@/lib/forms/field-errors';

const emails = [
  '',
  '   ',
  'priya',
  'priya@',
  'priya@example',
  'priya@example.com',
  ' priya@example.com ',
  'priya..sharma@example.com',
  '.priya@example.com',
  "o'brien+visa@mail.example.co.in",
  'priya@exa_mple.com',
  `${'a'.repeat(250)}@example.com`,
  'प्रिया@example.com',
];
const passwords = ['', 'short', '1234567', '12345678', 'x'.repeat(72), 'x'.repeat(73)];
const names = ['', ' P ', 'Priya Sharma', 'x'.repeat(101)];

const zodSays =
  (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }) =>
  (v: unknown) => {
    const r = schema.safeParse(v) as { success: boolean; error?: { issues: [] } };
    return r.success ? {} : fieldErrors(r.error!);
  };

test('an e-mail address: the same first message, or none, both ways', () => {
  for (const e of emails) {
    const r = emailSchema.safeParse(e);
    expect([e, checkEmail(e)]).toEqual([e, r.success ? undefined : r.error.issues[0]!.message]);
  }
});

test('sign-in and sign-up: the same messages per field', () => {
  for (const email of emails)
    for (const password of passwords) {
      expect(checkSignIn({ email, password })).toEqual(zodSays(signInSchema)({ email, password }));
    }
  for (const email of emails)
    for (const fullName of names)
      expect(checkSignUp({ fullName, email })).toEqual(zodSays(signUpSchema)({ fullName, email }));
});

test('a new password and its repeat: the same messages per field', () => {
  for (const password of passwords)
    for (const confirm of ['', password, `${password}x`])
      expect(checkNewPassword({ password, confirm })).toEqual(
        zodSays(newPasswordSchema)({ password, confirm }),
      );
});
