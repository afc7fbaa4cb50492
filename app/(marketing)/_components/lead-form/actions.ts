'use server';

import { headers } from 'next/headers';
import { failed, ok, type ActionState } from '@/lib/forms/action-state';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import type { LeadKind } from '@/lib/leads/constants';
import { processLead } from '@/lib/leads/pipeline';

const MAX_FIELD = 5000;

const THANKS = {
  contact: 'thanksContact',
  callback: 'thanksCallback',
  consultation: 'thanksConsultation',
} as const satisfies Record<LeadKind, string>;

/**
 * The one server action behind every lead form. Returns state, never throws at the person:
 * field errors with their values kept, a friendly message when rate-limited or when the
 * database is down. Mail goes out after the response, from the outbox.
 *
 * It answers in the language of the page the form is on: the form's hidden `locale`, taken only
 * if it is one of LOCALES (else English). The locale picks the words and is recorded with the
 * lead; it decides nothing else.
 */
export async function submitLeadAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  // A hand-made request can post anything as the second argument (text/plain gives a string).
  if (!(formData instanceof FormData))
    return failed(translator(DEFAULT_LOCALE, 'leadForm')('outOfDate'));
  const values: Record<string, string> = {};
  for (const [k, v] of formData.entries())
    if (typeof v === 'string' && !k.startsWith('$')) values[k] = v.slice(0, MAX_FIELD);
  const locale = isLocale(values.locale) ? values.locale : DEFAULT_LOCALE;
  const t = translator(locale, 'leadForm');

  const outcome = await processLead(values, await headers(), locale);
  switch (outcome.status) {
    case 'bad_kind':
      return failed(t('outOfDate'), values);
    case 'invalid':
      // The pipeline keeps one message per field (the first), as the form has always shown.
      return failed(
        t('checkFields'),
        values,
        Object.fromEntries(Object.entries(outcome.fieldErrors).map(([k, m]) => [k, [m]])),
      );
    case 'rate_limited':
      return failed(t('rateLimited'), values);
    case 'unavailable':
      return failed(t('unavailable'), values);
    case 'stored':
      return ok(t(THANKS[outcome.kind]));
  }
}
