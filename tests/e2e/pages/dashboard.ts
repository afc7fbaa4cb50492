/**
 * The client portal (/dashboard, app/(app)/dashboard) as a person finds it: by role and label, so
 * a change of markup that keeps what a person sees changes nothing here, and a change they would
 * see is changed in this one place.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type DashboardTab =
  'profile' | 'documents' | 'assessments' | 'engagement' | 'matters' | 'messages' | 'security';

/** The address of a tab; `type` picks the assessment type on the assessments tab. */
export function dashboardUrl(tab: DashboardTab, type?: string): string {
  return `/dashboard?tab=${tab}${type ? `&type=${type}` : ''}`;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A document uploader (the documents tab, or a matter's "what we need" box): give `scope` to pick one. */
export function uploader(scope: Page | Locator) {
  const box = scope.getByTestId('uploader');
  const fileInput = box.getByLabel('Choose a file or take a photo');
  return {
    box,
    kind: box.getByLabel('What is it?'),
    expiry: box.getByLabel('Expiry date on the document'),
    /** Chooses the file only (the uploader checks it at once, before any byte is sent). */
    choose: (file: UploadFile) => fileInput.setInputFiles(file),
    /** Chooses the file and presses Upload. */
    async upload(file: UploadFile) {
      await fileInput.setInputFiles(file);
      await box.getByRole('button', { name: 'Upload' }).click();
    },
  };
}

/** The message form and thread (the client's messages tab; the agent's client file uses the same form). */
export function messages(page: Page) {
  const form = page.getByTestId('message-form');
  return {
    form,
    thread: page.getByTestId('thread'),
    /** Writes and sends `text` (a file note when asked: agents only), and waits until the thread shows it. */
    async write(text: string, opts: { fileNote?: boolean } = {}) {
      if (opts.fileNote) await form.getByLabel(/File note/).check();
      // "Your message" for a client, "Text" for an agent.
      await form.getByLabel(/^(Your message|Text)/).fill(text);
      await form.getByRole('button', { name: /Send message|Save/ }).click();
      await expect(page.getByTestId('thread')).toContainText(text, { timeout: 10_000 });
    },
  };
}

export function dashboard(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1 }),
    /** The header's account button ("Dashboard …"), on every page for a signed-in person. */
    menuButton: page.getByRole('button', { name: /^Dashboard/ }),

    async open(tab: DashboardTab, type?: string) {
      await page.goto(dashboardUrl(tab, type));
    },

    /** Opens the header's Dashboard menu and returns it. */
    async openMenu(): Promise<Locator> {
      await page.getByRole('button', { name: /^Dashboard/ }).click();
      return page.getByTestId('dashboard-menu');
    },

    /** The profile form's fields and its button (the agent's "Correct the profile" form has the same). */
    profile: profileForm(page),
    uploader: uploader(page),
    messages: messages(page),
    /** The assessments tab's start button for the type on screen. */
    startAssessment: page.getByRole('button', { name: /Start a free/ }),
  };
}

/**
 * A date's three boxes (components/ui/date-boxes.tsx) in the group `name` (its legend): `fill`
 * takes an ISO date, `expectValue` checks the boxes hold one ("" for empty boxes).
 */
export function dateBoxes(scope: Page | Locator, name: string | RegExp) {
  const group = scope.getByRole('group', { name });
  return {
    day: group.getByLabel('Day'),
    month: group.getByLabel('Month'),
    year: group.getByLabel('Year'),
    async fill(iso: string) {
      const [y = '', m = '', d = ''] = iso.split('-');
      await this.day.fill(d);
      await this.month.fill(m);
      await this.year.fill(y);
    },
    async expectValue(iso: string) {
      const [y = '', m = '', d = ''] = iso.split('-');
      await expect(this.day).toHaveValue(d);
      await expect(this.month).toHaveValue(m);
      await expect(this.year).toHaveValue(y);
    },
  };
}

/** The profile fields, within `scope` (the page for a client, the agent's correction form). */
export function profileForm(scope: Page | Locator) {
  return {
    fullName: scope.getByLabel('Full name'),
    phone: scope.getByLabel('Phone / WhatsApp'),
    country: scope.getByLabel('Country where you live now'),
    citizenship: scope.getByLabel('Citizenship'),
    dateOfBirth: dateBoxes(scope, 'Date of birth'),
    contactBy: scope.getByLabel('Best way to reach you'),
    language: scope.getByLabel('Your language'),
    save: () => scope.getByRole('button', { name: 'Save profile' }).click(),
  };
}
