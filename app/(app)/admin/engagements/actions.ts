'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/server';
import { PlaceholderFactsError } from '@/lib/engagements/offer-facts';
import {
  createDraft,
  deleteDraft,
  isIncompleteOffer,
  isUnknownClient,
  sendOffer,
  updateDraft,
  withdrawOffer,
} from '@/lib/engagements/agent';
import { storeSignedCopy } from '@/lib/engagements/signed-copy';
import { OFFER_FIELDS, type OfferField, parseOfferForm } from '@/lib/engagements/offer';
import { type ActionState, failed, formValues, ok } from '@/lib/forms/action-state';
import { logEvent, logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';
import { AGENCY_TIME_ZONE } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';

export type OfferState = ActionState<OfferField>;

/** What the agent typed, echoed back so nothing is lost (checkboxes as one joined value). */
function typed(formData: FormData): Partial<Record<OfferField, string>> {
  return {
    ...formValues(formData, OFFER_FIELDS),
    services: formData.getAll('services').map(String).join(','),
    gstApplies: formData.get('gstApplies') === 'on' ? 'on' : 'off',
  };
}

/** Saves a new draft, or changes one (`id` set), then shows its preview. */
export async function saveOfferAction(_prev: OfferState, formData: FormData): Promise<OfferState> {
  const agent = await requireAdmin('/admin');
  const values = typed(formData);
  const parsed = parseOfferForm(formData, dateInZone(new Date(), AGENCY_TIME_ZONE));
  if (!parsed.ok) return failed('Please check the highlighted fields.', values, parsed.fieldErrors);
  const id = String(formData.get('id') ?? '');
  let target: string;
  try {
    if (id) {
      if (!(await updateDraft(agent, id, parsed.content)))
        return failed('This offer was sent meanwhile, so it can no longer be changed.', values);
      target = id;
    } else {
      target = await createDraft(agent, {
        clientId: parsed.clientId,
        assessmentId: parsed.assessmentId,
        content: parsed.content,
      });
    }
  } catch (error) {
    logFailure('engagement_save_failed', error);
    return failed(
      isUnknownClient(error)
        ? 'That client was not found.'
        : 'The offer could not be saved. Please try again.',
      values,
    );
  }
  revalidatePath(`/admin/engagements/${target}`);
  redirect(`/admin/engagements/${target}?saved=1`);
}

type Simple = ActionState<never>;
const idOf = (formData: FormData) => String(formData.get('id') ?? '');

export async function sendOfferAction(_prev: Simple, formData: FormData): Promise<Simple> {
  const agent = await requireAdmin('/admin');
  const id = idOf(formData);
  try {
    const r = await sendOffer(agent, id);
    if (r === 'not_draft') return failed('This offer was already sent or deleted.');
    if (r === 'not_registered')
      return failed(
        'Add your name and MARN on the Team page before you send an offer: the offer names you as the responsible agent. The draft is kept.',
      );
  } catch (error) {
    if (error instanceof PlaceholderFactsError) {
      logEvent('engagement_placeholder_facts', { error: error.message }, 'error');
      return failed(
        'The Consumer Guide edition is not set up yet, so no offer can be sent. Ask whoever runs the site.',
      );
    }
    logFailure('engagement_send_failed', error);
    return failed(
      isIncompleteOffer(error)
        ? 'The offer is incomplete or already past its date. Edit it and try again.'
        : 'The offer could not be sent. Please try again.',
    );
  }
  deliverMailSoon();
  revalidatePath(`/admin/engagements/${id}`);
  return ok('Sent. The client has been e-mailed a link.');
}

export async function withdrawOfferAction(_prev: Simple, formData: FormData): Promise<Simple> {
  const agent = await requireAdmin('/admin');
  const id = idOf(formData);
  try {
    if (!(await withdrawOffer(agent, id)))
      return failed('The client answered this offer meanwhile, so it cannot be withdrawn.');
  } catch (error) {
    logFailure('engagement_withdraw_failed', error);
    return failed('The offer could not be withdrawn. Please try again.');
  }
  deliverMailSoon();
  revalidatePath(`/admin/engagements/${id}`);
  return ok('Withdrawn. The client has been told by e-mail.');
}

export async function deleteDraftAction(_prev: Simple, formData: FormData): Promise<Simple> {
  const agent = await requireAdmin('/admin');
  const clientId = String(formData.get('clientId') ?? '');
  try {
    if (!(await deleteDraft(agent, idOf(formData))))
      return failed('Only a draft can be deleted; this one was sent.');
  } catch (error) {
    logFailure('engagement_delete_failed', error);
    return failed('The draft could not be deleted. Please try again.');
  }
  redirect(`/admin/clients/${clientId}#engagements`);
}

/** Makes the signed PDF when it could not be made at acceptance (storage was down, say). */
export async function makeSignedCopyAction(_prev: Simple, formData: FormData): Promise<Simple> {
  const agent = await requireAdmin('/admin');
  const id = idOf(formData);
  const r = await storeSignedCopy(agent, id);
  if (r === 'failed' || r === 'not_accepted')
    return failed('The PDF could not be made. Please try again.');
  deliverMailSoon();
  revalidatePath(`/admin/engagements/${id}`);
  return ok('The signed PDF is stored; both sides can open it.');
}
