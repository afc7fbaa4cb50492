import 'server-only';
import type { ZodError } from 'zod';
import { after } from 'next/server';
import { serverEnv } from '@/lib/env/server';
import { fieldErrors, firstErrors, unsafeTextErrors } from '@/lib/forms/field-errors';
import { clientAddress } from '@/lib/http/client-address';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { logFailure } from '@/lib/log';
import { deliverDueMail } from '@/lib/mail/outbox';
import { LEAD_KINDS, type LeadKind } from './constants';
import { leadSchemasIn, unsafeTextMessage } from './schema';
import { submitLead } from './service';

/** What became of one submission, for the form action and /api/leads to put in their own words. */
export type LeadOutcome =
  | { status: 'bad_kind' }
  | { status: 'invalid'; kind: LeadKind; fieldErrors: Record<string, string> }
  | { status: 'rate_limited'; kind: LeadKind }
  | { status: 'stored'; kind: LeadKind; id?: string; duplicate: boolean }
  | { status: 'unavailable'; kind: LeadKind };

const isKind = (v: unknown): v is LeadKind => LEAD_KINDS.includes(v as LeadKind);

/**
 * The one path every lead takes, whichever door it came in by: kind check, characters the
 * database cannot store, the kind's zod schema, the client address for the rate limit, the
 * database call, mail after the response, and the log lines. Never throws.
 *
 * `locale` is the language of the page the form was on (already checked against LOCALES by the
 * caller): the field errors are in it, and the lead records it. It changes nothing else: the
 * values stored are the same in every language.
 */
export async function processLead(
  values: Record<string, unknown>,
  headers: Pick<Headers, 'get'>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<LeadOutcome> {
  const kind = values.kind;
  if (!isKind(kind)) return { status: 'bad_kind' };

  // Before zod: a NUL byte or a lone surrogate would pass most string rules and then make
  // Postgres refuse the whole insert (a 503 for what is really a typing problem).
  const unsafe = unsafeTextErrors(values, unsafeTextMessage(locale));
  if (Object.keys(unsafe).length) return { status: 'invalid', kind, fieldErrors: unsafe };

  const parsed = leadSchemasIn(locale)[kind].safeParse(values);
  if (!parsed.success)
    return {
      status: 'invalid',
      kind,
      // One message per field (the first): the leads API's answer and the form's have always had one.
      fieldErrors: firstErrors(fieldErrors(parsed.error as ZodError)) as Record<string, string>,
    };

  try {
    const env = serverEnv();
    const address = clientAddress(headers, {
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      clientIpHeader: env.CLIENT_IP_HEADER,
      onVercel: env.VERCEL === '1',
    });
    const result = await submitLead({ ...parsed.data, kind, locale }, { clientAddress: address });
    if (result.status === 'rate_limited') return { status: 'rate_limited', kind };
    if (result.status === 'created') {
      afterResponse(() =>
        deliverDueMail().catch((error) => logFailure('mail_delivery_error', error)),
      );
      return { status: 'stored', kind, id: result.id, duplicate: false };
    }
    // A honeypot hit is answered like a success, so bots learn nothing.
    return { status: 'stored', kind, duplicate: result.status === 'duplicate' };
  } catch (error) {
    logFailure('lead_store_failed', error, { kind });
    return { status: 'unavailable', kind };
  }
}

/** Next's after() where there is a request; elsewhere (scripts, tests) just start the task. */
function afterResponse(task: () => Promise<unknown>) {
  try {
    after(task);
  } catch {
    void task();
  }
}
