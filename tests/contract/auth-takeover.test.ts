/**
 * Issue 22, item 3: pre-registration takeover. An attacker signs up victim@ with their own
 * password; the victim later signs up with theirs and confirms from their mailbox.
 *
 * GoTrue (supabase/auth internal/api/signup.go) does not touch an unconfirmed user on a repeat
 * sign-up ("do not update the user because we can't be sure of their claimed identity") and only
 * re-sends the confirmation; verify.go signupVerify confirms without changing the password. So
 * the FIRST password stays. The stand-in must do exactly that (first block), and the app's
 * confirmation flow (lib/auth/email-link.ts, behind /auth/continue) must end with the person
 * choosing their password, the attacker's no longer working (second block).
 */
import { followEmailLink } from '@/lib/auth/email-link';
import {
  type CookieJar,
  type TestStack,
  mailbox,
  ssrClient,
  startTestStack,
  supabaseClient,
  tokenHashFrom,
  uniqueEmail,
} from '../support/stack';

const ATTACKER_PASSWORD = 'attacker-chose-this-1';
const VICTIM_PASSWORD = 'victim-chose-this-22';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const signInStatus = async (email: string, password: string) => {
  const { error } = await supabaseClient(stack).auth.signInWithPassword({ email, password });
  return error ? (error.status ?? 0) : 200;
};

/** The attacker's sign-up, then the victim's (after max_frequency), as in the report. */
async function attackerThenVictim() {
  const victim = uniqueEmail('victim');
  const first = await supabaseClient(stack).auth.signUp({
    email: victim,
    password: ATTACKER_PASSWORD,
    options: { data: { full_name: 'Attacker' } },
  });
  expect(first.error).toBeNull();
  await sleep(1100); // the tests' max_frequency is 1 s
  const second = await supabaseClient(stack).auth.signUp({
    email: victim,
    password: VICTIM_PASSWORD,
    options: { data: { full_name: 'Real Person' } },
  });
  expect(second.error).toBeNull();
  // Same user, not a new one: the repeat only re-sent the confirmation.
  expect(second.data.user?.id).toBe(first.data.user?.id);
  return { victim, hash: tokenHashFrom(await latestConfirmation(victim)) };
}

async function latestConfirmation(to: string) {
  const list = await mailbox(stack).list();
  const newest = list.filter((m) => m.to.includes(to)).sort((a, b) => (a.date < b.date ? 1 : -1));
  expect(newest.length).toBe(2); // one per sign-up
  return mailbox(stack).get(newest[0]!.id);
}

/** A confirmed account and the token hash of a magic link for it (admin generate_link). */
async function accountWithMagicLink(tag: string, password: string) {
  const email = uniqueEmail(tag);
  const admin = supabaseClient(stack, stack.secretKey);
  expect(
    (await admin.auth.admin.createUser({ email, password, email_confirm: true })).error,
  ).toBeNull();
  const link = await admin.auth.admin.generateLink({ type: 'magiclink', email });
  expect(link.error).toBeNull();
  return { email, tokenHash: link.data.properties!.hashed_token };
}

describe('the stand-in keeps GoTrue’s behaviour', () => {
  test('a repeat sign-up of an unconfirmed address keeps the first password and data; confirming does not change them', async () => {
    const { victim, hash } = await attackerThenVictim();
    const { data, error } = await supabaseClient(stack).auth.verifyOtp({
      token_hash: hash,
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('Attacker');
    // As GoTrue: the attacker's password signs in (200), the victim's does not (400).
    expect(await signInStatus(victim, ATTACKER_PASSWORD)).toBe(200);
    expect(await signInStatus(victim, VICTIM_PASSWORD)).toBe(400);
  });
});

describe('the app’s confirmation flow ends with the person choosing their password', () => {
  test('after “Continue”, the attacker’s password no longer works and the password the victim then chooses does', async () => {
    const { victim, hash } = await attackerThenVictim();
    const jar: CookieJar = new Map();
    const browser = ssrClient(stack, jar);

    const outcome = await followEmailLink(browser, {
      tokenHash: hash,
      type: 'email',
      email: victim,
    });
    expect(outcome).toEqual({ kind: 'choose-password', reason: 'signup' });
    // Confirmed and signed in, but no password anyone typed before works any more.
    expect(await signInStatus(victim, ATTACKER_PASSWORD)).toBe(400);
    expect(await signInStatus(victim, VICTIM_PASSWORD)).toBe(400);

    // The set-password step (/auth/update-password?welcome=signup) in the same session.
    const chosen = await ssrClient(stack, jar).auth.updateUser({ password: VICTIM_PASSWORD });
    expect(chosen.error).toBeNull();
    expect(await signInStatus(victim, VICTIM_PASSWORD)).toBe(200);
    expect(await signInStatus(victim, ATTACKER_PASSWORD)).toBe(400);
  });

  test('a link that signs into another account than the one it shows is refused and signed out (login CSRF)', async () => {
    const { tokenHash } = await accountWithMagicLink('attacker', ATTACKER_PASSWORD);
    const jar: CookieJar = new Map();
    const outcome = await followEmailLink(ssrClient(stack, jar), {
      tokenHash,
      type: 'magiclink',
      email: 'victim@example.com',
    });
    expect(outcome).toEqual({ kind: 'wrong-account' });
    const { data } = await ssrClient(stack, jar).auth.getSession();
    expect(data.session).toBeNull();
  });

  test('a magic link for an existing account signs in without touching its password', async () => {
    const { email: person, tokenHash } = await accountWithMagicLink('magic', VICTIM_PASSWORD);
    const outcome = await followEmailLink(ssrClient(stack, new Map()), {
      tokenHash,
      type: 'email',
      email: person.toUpperCase(),
    });
    expect(outcome).toEqual({ kind: 'signed-in' });
    expect(await signInStatus(person, VICTIM_PASSWORD)).toBe(200);
  });
});
