/**
 * The offer an agent composes, parsed from the compose form. The form has a fixed number of rows
 * for each list (fee lines, disbursements, instalments, other services); empty rows are ignored.
 */
import { z } from 'zod';
import { ENGAGEMENT_SERVICES } from '@/lib/config/engagement';
import type { EngagementService, MoneyItem, PaymentInstalment } from './constants';
import { instalmentGapMessage, parseAud } from './fees';
import { fieldErrors, type FieldErrors, type Issue } from '@/lib/forms/field-errors';
import {
  DISBURSEMENT_ROWS,
  FEE_ROWS,
  INSTALMENT_ROWS,
  OFFER_FIELDS,
  OTHER_SERVICE_ROWS,
  type OfferField,
} from './offer-fields';

export {
  DISBURSEMENT_ROWS,
  FEE_ROWS,
  INSTALMENT_ROWS,
  OFFER_FIELDS,
  OTHER_SERVICE_ROWS,
  type OfferField,
};

export const SERVICE_LABELS: ReadonlyMap<string, string> = new Map(
  Object.values(ENGAGEMENT_SERVICES)
    .flat()
    .map((s) => [s.code, s.label]),
);

/** What the offer says, in the shape of the table's content columns. */
export interface OfferContent {
  services: EngagementService[];
  feeItems: MoneyItem[];
  gstApplies: boolean;
  disbursements: MoneyItem[];
  paymentTerms: PaymentInstalment[];
  conflictDeclaration: string;
  expiresOn: string;
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const str = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/** Money rows "label + amount": both or neither. */
function moneyRows(
  form: FormData,
  rows: number,
  label: (i: number) => string,
  amount: (i: number) => string,
  issues: Issue[],
): MoneyItem[] {
  const out: MoneyItem[] = [];
  for (let i = 0; i < rows; i++) {
    const l = str(form, label(i));
    const a = str(form, amount(i));
    if (!l && !a) continue;
    const cents = parseAud(a);
    if (!l) issues.push({ path: [label(i)], message: 'Say what this amount is for.' });
    else if (l.length > 200) issues.push({ path: [label(i)], message: 'At most 200 characters.' });
    if (cents === null)
      issues.push({
        path: [amount(i)],
        message: 'Enter an amount in dollars, e.g. 3300 or 3300.50.',
      });
    if (l && l.length <= 200 && cents !== null) out.push({ label: l, amount_cents: cents });
  }
  return out;
}

const baseSchema = z.object({
  clientId: z.uuid({ error: 'Choose the client.' }),
  assessmentId: z.uuid().optional(),
  conflictDeclaration: text(4000).min(
    1,
    'Declare any conflict of interest, or that there is none.',
  ),
  expiresOn: z.iso.date({ error: 'Choose the date the offer closes.' }),
});

export type ParsedOffer =
  | {
      ok: true;
      clientId: string;
      assessmentId: string | undefined;
      content: OfferContent;
    }
  | { ok: false; fieldErrors: FieldErrors<OfferField> };

/** The compose form -> an offer, or every problem per field. `today` is the agent's calendar day. */
export function parseOfferForm(form: FormData, today: string): ParsedOffer {
  const issues: Issue[] = [];
  const base = baseSchema.safeParse({
    clientId: str(form, 'clientId'),
    assessmentId: str(form, 'assessmentId') || undefined,
    conflictDeclaration: str(form, 'conflictDeclaration'),
    expiresOn: str(form, 'expiresOn'),
  });
  if (!base.success) issues.push(...base.error.issues);
  const expiresOn = str(form, 'expiresOn');
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiresOn) && expiresOn < today)
    issues.push({ path: ['expiresOn'], message: 'Choose today or a later date.' });

  const services: EngagementService[] = [];
  for (const code of form.getAll('services').map(String)) {
    const label = SERVICE_LABELS.get(code);
    if (label && !services.some((s) => s.code === code)) services.push({ code, label });
  }
  for (let i = 0; i < OTHER_SERVICE_ROWS; i++) {
    const other = str(form, `otherService${i}`);
    if (other.length > 500)
      issues.push({ path: [`otherService${i}`], message: 'At most 500 characters.' });
    else if (other) services.push({ code: 'other', label: other });
  }
  if (services.length === 0)
    issues.push({ path: ['services'], message: 'Choose at least one service, or describe one.' });

  const feeItems = moneyRows(
    form,
    FEE_ROWS,
    (i) => `feeLabel${i}`,
    (i) => `feeAmount${i}`,
    issues,
  );
  const disbursements = moneyRows(
    form,
    DISBURSEMENT_ROWS,
    (i) => `disbLabel${i}`,
    (i) => `disbAmount${i}`,
    issues,
  );
  const instalments = moneyRows(
    form,
    INSTALMENT_ROWS,
    (i) => `payTrigger${i}`,
    (i) => `payAmount${i}`,
    issues,
  );
  if (feeItems.length === 0)
    issues.push({ path: ['fees'], message: 'Add at least one fee line (it may be $0).' });
  const gapMessage = instalmentGapMessage(feeItems, form.get('gstApplies') === 'on', instalments);
  if (gapMessage) issues.push({ path: ['payments'], message: gapMessage });

  if (issues.length || !base.success)
    return { ok: false, fieldErrors: fieldErrors<OfferField>(issues) };
  return {
    ok: true,
    clientId: base.data.clientId,
    assessmentId: base.data.assessmentId,
    content: {
      services,
      feeItems,
      gstApplies: form.get('gstApplies') === 'on',
      disbursements,
      paymentTerms: instalments.map((p, i) => ({
        label: `Instalment ${i + 1}`,
        amount_cents: p.amount_cents,
        trigger: p.label,
      })),
      conflictDeclaration: base.data.conflictDeclaration,
      expiresOn: base.data.expiresOn,
    },
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const moneyValues = (items: readonly MoneyItem[], prefix: 'fee' | 'disb') =>
  Object.fromEntries(
    items.flatMap((it, i) => [
      [`${prefix}Label${i}`, it.label],
      [`${prefix}Amount${i}`, dollars(it.amount_cents)],
    ]),
  );

/** A stored draft as the compose form's values: the way back from parseOfferForm. */
export function offerFormValues(
  draft: Omit<OfferContent, 'conflictDeclaration' | 'expiresOn'> & {
    conflictDeclaration: string | null;
    expiresOn: string | null;
  },
): Partial<Record<OfferField, string>> {
  const others = draft.services.filter((s) => s.code === 'other');
  return {
    services: draft.services
      .filter((s) => s.code !== 'other')
      .map((s) => s.code)
      .join(','),
    ...Object.fromEntries(others.map((s, i) => [`otherService${i}`, s.label])),
    ...moneyValues(draft.feeItems, 'fee'),
    ...moneyValues(draft.disbursements, 'disb'),
    ...Object.fromEntries(
      draft.paymentTerms.flatMap((p, i) => [
        [`payTrigger${i}`, p.trigger],
        [`payAmount${i}`, dollars(p.amount_cents)],
      ]),
    ),
    gstApplies: draft.gstApplies ? 'on' : 'off',
    conflictDeclaration: draft.conflictDeclaration ?? '',
    expiresOn: draft.expiresOn ?? '',
  };
}
