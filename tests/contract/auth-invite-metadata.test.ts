/**
 * Auth admin invite and generate_link keep `user_metadata` exactly as the `data` sent, as GoTrue
 * does (invite.go / adminGenerateLink): `sub`, `email`, `email_verified` and `phone_verified`
 * belong to the identity row. The admin panel's "Invite as client" relies on it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type TestStack,
  mailbox,
  startTestStack,
  supabaseClient,
  tokenHashFrom,
  uniqueEmail,
} from '../support/stack';

let stack: TestStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = supabaseClient(stack, stack.secretKey);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const DATA = { full_name: 'Priya Nair', lead_id: 'L-42' };

describe('POST /invite', () => {
  const email = uniqueEmail('invitee');
  let userId: string;

  test('stores exactly the data sent; the identity carries sub, email and the verified flags', async () => {
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
      data: DATA,
      redirectTo: 'http://localhost:3000/dashboard',
    });
    expect(error).toBeNull();
    userId = data.user!.id;
    expect(data.user!.user_metadata).toEqual(DATA);
    // A timestamp, not merely present (toBeDefined() passed on null).
    expect(Date.parse(data.user!.invited_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(data.user!.identities?.[0]?.identity_data).toEqual({
      sub: userId,
      email,
      email_verified: false,
      phone_verified: false,
    });
    const fetched = await admin.auth.admin.getUserById(userId);
    expect(fetched.data.user!.user_metadata).toEqual(DATA);
  });

  test('accepting the invitation confirms the address: email_verified joins the data', async () => {
    const msg = await mailbox(stack).latestTo(email);
    const sb = supabaseClient(stack);
    const { data, error } = await sb.auth.verifyOtp({
      type: 'invite',
      token_hash: tokenHashFrom(msg),
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ ...DATA, email_verified: true });
    expect(Date.parse(data.user!.email_confirmed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(data.session).not.toBeNull();
  });

  test('a second invite to a confirmed user: 422 email_exists', async () => {
    const { error } = await admin.auth.admin.inviteUserByEmail(email, { data: DATA });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('POST /admin/generate_link', () => {
  test.each(['invite', 'signup'] as const)(
    '%s: user_metadata is exactly the data sent',
    async (type) => {
      const email = uniqueEmail(`link-${type}`);
      const { data, error } = await admin.auth.admin.generateLink(
        type === 'signup'
          ? { type, email, password: 'correct-horse-9', options: { data: DATA } }
          : { type, email, options: { data: DATA } },
      );
      expect(error).toBeNull();
      expect(data.user!.user_metadata).toEqual(DATA);
      expect(data.properties!.verification_type).toBe(type);
      const fetched = await admin.auth.admin.getUserById(data.user!.id);
      expect(fetched.data.user!.user_metadata).toEqual(DATA);
      expect(fetched.data.user!.identities?.[0]?.identity_data).toMatchObject({
        sub: data.user!.id,
        email,
        email_verified: false,
        phone_verified: false,
      });
    },
  );
});
