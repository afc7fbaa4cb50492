'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { answerOffer } from '@/lib/engagements/answer';
import { ACCEPTED_NAME_LENGTH, DECLINE_REASON_MAX } from '@/lib/engagements/constants';
import { storeSignedCopy } from '@/lib/engagements/signed-copy';
import { serverEnv } from '@/lib/env/server';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { isOneLine, ONE_LINE_MESSAGE } from '@/lib/forms/one-line';
import { clientAddress } from '@/lib/http/client-address';
import { logEvent, logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';
import { viewerTimeZone } from '@/lib/time/viewer-zone';

const ANSWER_FIELDS = ['engagementId', 'seenSha256', 'fullName', 'agree', 'reason'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];
export type AnswerState = ActionState<AnswerField>;

const base = {
  engagementId: z.uuid({ error: 'This offer was not found.' }),
  seenSha256: z.string().regex(/^[0-9a-f]{64}$/, 'Please reload the page and try again.'),
};
const acceptSchema = z.object({
  ...base,
  fullName: z
    .string()
    .trim()
    .min(ACCEPTED_NAME_LENGTH.min, 'Type your full name as it appears in your passport.')
    .max(ACCEPTED_NAME_LENGTH.max, `At most ${ACCEPTED_NAME_LENGTH.max} characters.`)
    .refine(isOneLine, ONE_LINE_MESSAGE),
  agree: z.literal('on', {
    error: 'Tick the box to confirm you received the Consumer Guide and agree to these terms.',
  }),
});
const declineSchema = z.object({
  ...base,
  reason: z
    .string()
    .trim()
    .max(DECLINE_REASON_MAX, `At most ${DECLINE_REASON_MAX.toLocaleString('en-AU')} characters.`)
    .optional(),
});

const CLOSED: Record<string, string> = {
  not_found: 'This offer was not found.',
  closed:
    'This offer can no longer be answered: it was withdrawn, has expired or was already answered.',
  changed: 'This offer is not the one you were shown. Please reload the page and read it again.',
};

async function requestFacts() {
  const h = await headers();
  const env = serverEnv();
  return {
    ip: clientAddress(h, {
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      clientIpHeader: env.CLIENT_IP_HEADER,
      onVercel: env.VERCEL === '1',
    }),
    userAgent: (h.get('user-agent') ?? '').slice(0, 500),
    timeZone: await viewerTimeZone(),
  };
}

/** Accept (typed full name + tick + confirm) or decline (optional reason) one offer. */
export async function answerOfferAction(
  _prev: AnswerState,
  formData: FormData,
): Promise<AnswerState> {
  const client = await requireUser('/dashboard?tab=engagement');
  const values = formValues(formData, ANSWER_FIELDS);
  const accept = formData.get('decision') === 'accept';
  const parsed = accept
    ? acceptSchema.safeParse(values)
    : declineSchema.safeParse({ ...values, reason: values.reason || undefined });
  if (!parsed.success) return invalid(parsed.error, values);
  const d = parsed.data as {
    engagementId: string;
    seenSha256: string;
    fullName?: string;
    reason?: string;
  };
  let result;
  try {
    result = await answerOffer(
      client,
      {
        engagementId: d.engagementId,
        accept,
        seenSha256: d.seenSha256,
        name: d.fullName,
        reason: d.reason,
      },
      await requestFacts(),
    );
  } catch (error) {
    logFailure('engagement_answer_failed', error);
    return failed('Your answer could not be saved. Please try again.', values);
  }
  if (result !== 'accepted' && result !== 'declined') return failed(CLOSED[result]!, values);
  if (result === 'accepted') {
    // The signed copy now, so both sides can open it at once; if it fails the agent can retry.
    const stored = await storeSignedCopy(client, d.engagementId);
    if (stored === 'failed')
      logEvent('engagement_pdf_pending', { engagementId: d.engagementId }, 'warn');
  }
  deliverMailSoon();
  revalidatePath('/dashboard');
  return ok(
    result === 'accepted'
      ? 'Thank you. You accepted the offer; your signed copy is below.'
      : 'You declined the offer. Your agent has been told.',
  );
}
