/**
 * Issue 22, item 6 (auth): `double_confirm_changes` and `secure_password_change`, as GoTrue does
 * them (internal/api/user.go UserUpdate, mail.go sendEmailChange, verify.go emailChangeVerify,
 * reauthenticate.go):
 * - an e-mail change sends a link to the current and to the new address; the first link followed
 *   answers "Confirmation link accepted. Please proceed to confirm link sent to the other email"
 *   and changes nothing; only the second changes the address;
 * - a password change from a session created more than 24 h ago needs the nonce e-mailed by
 *   GET /reauthenticate (400 reauthentication_needed without it, 422 reauthentication_not_valid
 *   with a wrong one); a fresh session needs none.
 */
import pg from 'pg';
import {
  type TestStack,
  mailbox,
  startTestStack,
  supabaseClient,
  tokenHashFrom,
  uniqueEmail,
} from '../support/stack';

const PASSWORD = 'a-long-enough-password';
const SINGLE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack(); // config.toml: both settings on
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

async function signedInPerson() {
  const email = uniqueEmail('secure');
  const admin = supabaseClient(stack, stack.secretKey);
  const created = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const client = supabaseClient(stack);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, id: created.data.user!.id, client, session: data.session! };
}

const currentEmail = async (id: string) =>
  (await supabaseClient(stack, stack.secretKey).auth.admin.getUserById(id)).data.user?.email;

async function changeLinks(email: string, newEmail: string) {
  const toOld = await mailbox(stack).latestTo(email);
  const toNew = await mailbox(stack).latestTo(newEmail);
  expect(toOld.subject).toBe(toNew.subject);
  return { old: tokenHashFrom(toOld), new: tokenHashFrom(toNew) };
}

describe('double_confirm_changes', () => {
  test('the new address’s link alone changes nothing; with the old address’s link too, the address changes', async () => {
    const p = await signedInPerson();
    const newEmail = uniqueEmail('moved');
    expect((await p.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const links = await changeLinks(p.email, newEmail);
    expect(links.old).not.toBe(links.new);

    const first = await supabaseClient(stack).auth.verifyOtp({
      token_hash: links.new,
      type: 'email_change',
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user: null, session: null });
    expect(await currentEmail(p.id)).toBe(p.email);
    // The same link twice does not count as the second confirmation.
    const again = await supabaseClient(stack).auth.verifyOtp({
      token_hash: links.new,
      type: 'email_change',
    });
    expect(again.error?.code).toBe('otp_expired');
    expect(await currentEmail(p.id)).toBe(p.email);

    const second = await supabaseClient(stack).auth.verifyOtp({
      token_hash: links.old,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
    expect(await currentEmail(p.id)).toBe(newEmail);
  });

  test('POST /verify answers the first link with GoTrue’s message; GET /verify redirects with it', async () => {
    const p = await signedInPerson();
    const newEmail = uniqueEmail('moved');
    expect((await p.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const links = await changeLinks(p.email, newEmail);
    const post = await fetch(`${stack.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', token_hash: links.old }),
    });
    expect([post.status, await post.json()]).toEqual([200, { msg: SINGLE, code: '200' }]);

    const get = await fetch(
      `${stack.url}/auth/v1/verify?token=${links.new}&type=email_change&redirect_to=${encodeURIComponent('http://localhost:3000/dashboard')}`,
      { redirect: 'manual' },
    );
    expect(get.status).toBe(303);
    // Both links used: the second one signs in (fragment with tokens), and the address changed.
    expect(get.headers.get('location')).toMatch(
      /^http:\/\/localhost:3000\/dashboard#access_token=/,
    );
    expect(await currentEmail(p.id)).toBe(newEmail);
  });
});

describe('secure_password_change', () => {
  async function ageSession(sessionId: string, hours: number) {
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      await db.query(
        `update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1`,
        [sessionId, hours],
      );
    } finally {
      await db.end();
    }
  }
  const sessionIdOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).session_id as string;

  test('a session signed in less than 24 h ago changes the password without a nonce', async () => {
    const p = await signedInPerson();
    expect((await p.client.auth.updateUser({ password: 'fresh-session-pass-1' })).error).toBeNull();
  });

  test('a session older than 24 h needs the e-mailed nonce; a wrong or reused one is refused', async () => {
    const p = await signedInPerson();
    await ageSession(sessionIdOf(p.session.access_token), 25);

    const bare = await p.client.auth.updateUser({ password: 'new-password-2024' });
    expect([bare.error?.status, bare.error?.code, bare.error?.message]).toEqual([
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    ]);

    expect((await p.client.auth.reauthenticate()).error).toBeNull();
    const mail = await mailbox(stack).latestTo(p.email);
    const code = /(\d{6})/.exec(mail.html ?? '')?.[1];
    expect(code).toBeDefined();

    const wrong = await p.client.auth.updateUser({
      password: 'new-password-2024',
      nonce: '000000',
    });
    expect([wrong.error?.status, wrong.error?.code]).toEqual([422, 'reauthentication_not_valid']);
    // A wrong guess does not use the code up.
    const right = await p.client.auth.updateUser({ password: 'new-password-2024', nonce: code });
    expect(right.error).toBeNull();
    const reused = await p.client.auth.updateUser({ password: 'another-password-9', nonce: code });
    expect(reused.error?.code).toBe('reauthentication_not_valid');

    const signIn = await supabaseClient(stack).auth.signInWithPassword({
      email: p.email,
      password: 'new-password-2024',
    });
    expect(signIn.error).toBeNull();
  });
});
