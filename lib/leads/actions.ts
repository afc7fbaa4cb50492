'use server';

import { headers } from 'next/headers';
import type { LeadKind } from './constants';
import { processLead } from './pipeline';
import type { LeadFormState } from './schema';

const MAX_FIELD = 5000;

/**
 * The one server action behind every lead form. Returns state, never throws at the person:
 * field errors with their values kept, a friendly message when rate-limited or when the
 * database is down. Mail goes out after the response, from the outbox.
 */
export async function submitLeadAction(
  _prev: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  const at = Date.now();
  // A hand-made request can post anything as the second argument (text/plain gives a string).
  if (!(formData instanceof FormData))
    return { status: 'error', message: 'This form is out of date. Please reload the page.', at };
  const values: Record<string, string> = {};
  for (const [k, v] of formData.entries())
    if (typeof v === 'string' && !k.startsWith('$')) values[k] = v.slice(0, MAX_FIELD);

  const outcome = await processLead(values, await headers());
  switch (outcome.status) {
    case 'bad_kind':
      return {
        status: 'error',
        message: 'This form is out of date. Please reload the page.',
        values,
        at,
      };
    case 'invalid':
      return {
        status: 'error',
        message: 'Please check the highlighted fields.',
        fieldErrors: outcome.fieldErrors,
        values,
        at,
      };
    case 'rate_limited':
      return {
        status: 'error',
        message:
          'We have received several requests from you in a short time. Please wait a little, or message us on WhatsApp.',
        values,
        at,
      };
    case 'unavailable':
      return {
        status: 'error',
        message:
          'Sorry, we could not save your request just now. Please try again in a minute, or message us on WhatsApp.',
        values,
        at,
      };
    case 'stored':
      return { status: 'success', message: successMessage(outcome.kind), at };
  }
}

function successMessage(kind: LeadKind): string {
  if (kind === 'consultation')
    return 'Thank you! We will confirm your consultation time within one business day.';
  if (kind === 'callback') return 'Thank you! We will call you back in the window you chose.';
  return 'Thank you! We reply to every message within one business day.';
}
