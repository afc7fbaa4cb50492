/**
 * The public lead forms (/contact and the consultation and call-back forms,
 * app/(marketing)/_components/lead-form) as a visitor finds them: by label.
 */
import type { Page } from '@playwright/test';

type LeadKind = 'contact' | 'callback' | 'consultation';

const SUBMIT: Record<LeadKind, string> = {
  contact: 'Send message',
  callback: 'Request a call back',
  consultation: 'Request consultation',
};

export interface LeadDetails {
  name: string;
  email?: string;
  phone?: string;
  /** The country and the visa are required: a valid pair is chosen unless given. */
  country?: string;
  visa?: string;
  message?: string;
}

export function leadForm(page: Page, kind: LeadKind = 'contact') {
  const form = page.getByTestId(`lead-form-${kind}`);
  return {
    form,
    /** The answer after sending ("Thank you…" or why not). */
    status: page.getByTestId(`lead-status-${kind}`),
    /** Fills what is given (the country and visa always), leaving the rest as it is. */
    async fill(v: LeadDetails) {
      await form.getByLabel('Full name').fill(v.name);
      if (v.email !== undefined) await form.getByLabel(/^E-mail/).fill(v.email);
      if (v.phone !== undefined) await form.getByLabel(/^Phone or WhatsApp/).fill(v.phone);
      await form.getByLabel(/^Country you live in/).selectOption(v.country ?? 'Pakistan');
      await form.getByLabel(/^Visa you are interested in/).selectOption(v.visa ?? 'GSM Visa');
      if (v.message !== undefined) await form.getByLabel(/^Your message/).fill(v.message);
    },
    send: () => form.getByRole('button', { name: SUBMIT[kind] }).click(),
  };
}
