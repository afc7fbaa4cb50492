/**
 * /auth as a person uses it (app/(auth)/auth/_components/auth-forms.tsx): one place for the
 * sign-up steps the specs repeat. Signing in is tests/e2e/support/sign-in.ts's job.
 */
import { expect, type Page } from '@playwright/test';

export interface NewAccount {
  fullName: string;
  email: string;
  /** Not asked at sign-up any more (chosen after the e-mail link); ignored if given. */
  password?: string;
}

export function authPage(page: Page) {
  const createButton = page.getByRole('button', { name: 'Create account', exact: true }).last();

  /** Types only what is given (a spec may leave a field empty on purpose) and presses the button. */
  async function fillSignUp(who: Partial<NewAccount>) {
    // The server's HTML shows the button as "Please wait…" (disabled) until React has hydrated
    // and read the stored session. Text typed before that lives only in the DOM, not in the
    // form's React state, so the form would check (and send) empty fields.
    await expect(createButton).toBeEnabled();
    if (who.fullName !== undefined) await page.getByLabel('Full name').fill(who.fullName);
    if (who.email !== undefined) await page.getByLabel('E-mail').fill(who.email);
    await createButton.click();
  }

  return {
    /** The "Check your e-mail" notice shown once Auth has answered the sign-up. */
    checkEmail: page.getByTestId('check-email'),
    createButton,

    /** Opens the form on its "Create account" tab; `next` is where confirming leads. */
    async openSignUp(next?: string) {
      await page.goto(`/auth?mode=sign-up${next ? `&next=${encodeURIComponent(next)}` : ''}`);
    },

    fillSignUp,

    /**
     * Creates the account on the open form and returns once Auth has answered (the confirmation
     * e-mail is then on its way). Waits on that answer, not on a clock: Auth holds every sign-up
     * answer to its anti-enumeration floor (supabase/local/src/auth/answer-floor.ts, 1.5 × the
     * slowest recent sign-up, up to 3 s, plus the bcrypt and SMTP work), so on a loaded machine
     * the notice legitimately came later than expect's 5 s after the click.
     */
    async createAccount(who: NewAccount) {
      const answered = page.waitForResponse(
        (r) => r.url().includes('/auth/v1/signup') && r.request().method() === 'POST',
      );
      await fillSignUp(who);
      expect((await answered).ok()).toBe(true);
    },
  };
}
