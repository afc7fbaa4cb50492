'use server';

import { after } from 'next/server';
import { headers } from 'next/headers';
import { errorText, logEvent } from '@/lib/log';
import { deliverDueMail } from '@/lib/mail/outbox';
import { firstErrors, LEAD_KINDS, leadSchemas, type LeadFormState, type LeadKind } from './schema';
import { submitLead } from './service';

const MAX_FIELD = 5000;

/** The first address in X-Forwarded-For (set by the host/CDN), else X-Real-IP. */
async function clientAddress(): Promise<string> {
  const h = await headers();
  return h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip') || 'unknown';
}

/**
 * The one server action behind every lead form. Returns state, never throws at the person:
 * field errors with their values kept, a friendly message when rate-limited or when the
 * database is down. Mail goes out after the response, from the outbox.
 */
export async function submitLeadAction(
  _prev: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  const values: Record<string, string> = {};
  for (const [k, v] of formData.entries())
    if (typeof v === 'string' && !k.startsWith('$')) values[k] = v.slice(0, MAX_FIELD);
  const kind = values.kind as LeadKind;
  const at = Date.now();
  if (!LEAD_KINDS.includes(kind))
    return {
      status: 'error',
      message: 'This form is out of date. Please reload the page.',
      values,
      at,
    };

  const parsed = leadSchemas[kind].safeParse(values);
  if (!parsed.success) {
    return {
      status: 'error',
      message: 'Please check the highlighted fields.',
      fieldErrors: firstErrors(parsed.error),
      values,
      at,
    };
  }

  try {
    const result = await submitLead(
      { ...parsed.data, kind },
      { clientAddress: await clientAddress() },
    );
    if (result.status === 'rate_limited') {
      return {
        status: 'error',
        message:
          'We have received several requests from you in a short time. Please wait a little, or message us on WhatsApp.',
        values,
        at,
      };
    }
    if (result.status === 'created') {
      after(async () => {
        try {
          await deliverDueMail();
        } catch (error) {
          logEvent('mail_delivery_error', { error: errorText(error) }, 'error');
        }
      });
    }
    return { status: 'success', message: successMessage(kind), at };
  } catch (error) {
    logEvent('lead_store_failed', { kind, error: errorText(error) }, 'error');
    return {
      status: 'error',
      message:
        'Sorry, we could not save your request just now. Please try again in a minute, or message us on WhatsApp.',
      values,
      at,
    };
  }
}

function successMessage(kind: LeadKind): string {
  if (kind === 'consultation')
    return 'Thank you! We will confirm your consultation time within one business day.';
  if (kind === 'callback') return 'Thank you! We will call you back in the window you chose.';
  return 'Thank you! We reply to every message within one business day.';
}
