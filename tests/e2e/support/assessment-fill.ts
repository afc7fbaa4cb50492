/**
 * Fills any assessment step from its field definitions with answers that pass its checks, and
 * says what the database must then hold: the e2e specs walk every step of every form without a
 * hand-written copy of each form.
 */
import { expect, type Page } from '@playwright/test';
import type { FieldDef, StepDef } from '@/lib/assessments/forms/kit';

const nextYear = new Date().getUTCFullYear() + 1;

/** The value typed into a field (as a string for inputs) and the answer saved for it. */
export function answerFor(f: FieldDef, tag: string): { typed: string; saved: unknown } | null {
  switch (f.kind) {
    case 'text':
      return { typed: `${tag} ${f.name}`.slice(0, 18), saved: `${tag} ${f.name}`.slice(0, 18) };
    case 'textarea': {
      const v = `${tag}: a full answer for ${f.name}.`;
      return { typed: v, saved: v };
    }
    case 'date':
      return { typed: '1995-03-04', saved: '1995-03-04' };
    case 'month':
      return { typed: `${nextYear}-02`, saved: `${nextYear}-02` };
    case 'number':
      return { typed: '5', saved: 5 };
    case 'select':
    case 'radio':
      return { typed: f.options![0]!.value, saved: f.options![0]!.value };
    case 'checkboxes':
      return { typed: f.options![0]!.value, saved: [f.options![0]!.value] };
    case 'checkbox':
      return { typed: 'on', saved: true };
    case 'periods':
      return { typed: '2019-01-01', saved: [{ from: '2019-01-01', to: '2021-01-01' }] };
    case 'scores':
      return null; // optional, and only with a test taken: left empty
  }
}

/** The step's form, found as a person finds it (its button), not by how it is built. */
const stepForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Save and continue' }) });

export async function fillStep(page: Page, step: StepDef, tag: string) {
  const form = stepForm(page);
  for (const f of step.fields) {
    const a = answerFor(f, tag);
    if (!a) continue;
    if (f.kind === 'radio' || f.kind === 'checkboxes')
      await form.locator(`input[name="${f.name}"][value="${a.typed}"]`).check();
    else if (f.kind === 'checkbox') await form.locator(`input[name="${f.name}"]`).check();
    else if (f.kind === 'select')
      await form.locator(`select[name="${f.name}"]`).selectOption(a.typed);
    else if (f.kind === 'date') {
      // Three boxes (components/ui/date-boxes.tsx).
      const [y, m, d] = a.typed.split('-');
      await form.locator(`[name="${f.name}Day"]`).fill(d!);
      await form.locator(`[name="${f.name}Month"]`).fill(m!);
      await form.locator(`[name="${f.name}Year"]`).fill(y!);
    } else if (f.kind === 'periods') {
      await form.locator(`input[name="${f.name}.0.from"]`).fill('2019-01-01');
      await form.locator(`input[name="${f.name}.0.to"]`).fill('2021-01-01');
    } else await form.locator(`[name="${f.name}"]`).fill(a.typed);
  }
}

/** The answers the database must hold for a step filled with `tag`. */
export function savedFor(step: StepDef, tag: string): Record<string, unknown> {
  return Object.fromEntries(
    step.fields.flatMap((f) => {
      const a = answerFor(f, tag);
      return a ? [[f.name, a.saved]] : [];
    }),
  );
}

/** The page on screen is `step`'s and shows `tag`'s answers (inputs with a value only). */
export async function expectStepShows(page: Page, step: StepDef, tag: string | null) {
  const form = stepForm(page);
  await expect(page.getByTestId('assessment-progress')).toContainText(`: ${step.title}`);
  for (const f of step.fields)
    await expect(form.locator(`[name^="${f.name}"]`).first()).toBeAttached();
  for (const f of step.fields) {
    const a = answerFor(f, tag ?? '');
    if (!a) continue;
    const want = tag === null ? '' : a.typed;
    if (f.kind === 'date') {
      const [y = '', m = '', d = ''] = want.split('-');
      await expect(form.locator(`[name="${f.name}Day"]`)).toHaveValue(d);
      await expect(form.locator(`[name="${f.name}Month"]`)).toHaveValue(m);
      await expect(form.locator(`[name="${f.name}Year"]`)).toHaveValue(y);
    } else if (f.kind === 'text' || f.kind === 'textarea' || f.kind === 'month')
      await expect(form.locator(`[name="${f.name}"]`)).toHaveValue(want);
    else if (f.kind === 'select')
      await expect(form.locator(`select[name="${f.name}"]`)).toHaveValue(want);
    else if (f.kind === 'radio' || f.kind === 'checkboxes') {
      const box = form.locator(`input[name="${f.name}"][value="${f.options![0]!.value}"]`);
      if (tag === null) await expect(box).not.toBeChecked();
      else await expect(box).toBeChecked();
    }
  }
}
