'use server';

import { headers } from 'next/headers';
import { failed, ok, type ActionState } from '@/lib/forms/action-state';
import type { LeadKind } from '@/lib/leads/constants';
import { processLead } from '@/lib/leads/pipeline';

const MAX_FIELD = 5000;
const OUT_OF_DATE = 'This form is out of date. Please reload the page.';

/**
 * The one server action behind every lead form. Returns state, never throws at the person:
 * field errors with their values kept, a friendly message when rate-limited or when the
 * database is down. Mail goes out after the response, from the outbox.
 */
export async function submitLeadAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  // A hand-made request can post anything as the second argument (text/plain gives a string).
  if (!(formData instanceof FormData)) return failed(OUT_OF_DATE);
  const values: Record<string, string> = {};
  for (const [k, v] of formData.entries())
    if (typeof v === 'string' && !k.startsWith('$')) values[k] = v.slice(0, MAX_FIELD);

  const outcome = await processLead(values, await headers());
  switch (outcome.status) {
    case 'bad_kind':
      return failed(OUT_OF_DATE, values);
    case 'invalid':
      // The pipeline keeps one message per field (the first), as the form has always shown.
      return failed(
        'Please check the highlighted fields.',
        values,
        Object.fromEntries(Object.entries(outcome.fieldErrors).map(([k, m]) => [k, [m]])),
      );
    case 'rate_limited':
      return failed(
        'We have received several requests from you in a short time. Please wait a little, or message us on WhatsApp.',
        values,
      );
    case 'unavailable':
      return failed(
        'Sorry, we could not save your request just now. Please try again in a minute, or message us on WhatsApp.',
        values,
      );
    case 'stored':
      return ok(successMessage(outcome.kind));
  }
}

function successMessage(kind: LeadKind): string {
  if (kind === 'consultation')
    return 'Thank you! We will confirm your consultation time within one business day.';
  if (kind === 'callback') return 'Thank you! We will call you back in the window you chose.';
  return 'Thank you! We reply to every message within one business day.';
}
