/**
 * The compose form's rows and field names: what the browser needs from the offer (the form), kept
 * apart from ./offer.ts, whose parsing uses zod, so that zod stays on the server.
 */
export const FEE_ROWS = 5;
export const DISBURSEMENT_ROWS = 4;
export const INSTALMENT_ROWS = 4;
export const OTHER_SERVICE_ROWS = 3;

export const OFFER_FIELDS = [
  'clientId',
  'assessmentId',
  'services',
  'gstApplies',
  'conflictDeclaration',
  'expiresOn',
  ...Array.from({ length: OTHER_SERVICE_ROWS }, (_, i) => `otherService${i}`),
  ...Array.from({ length: FEE_ROWS }, (_, i) => [`feeLabel${i}`, `feeAmount${i}`]).flat(),
  ...Array.from({ length: DISBURSEMENT_ROWS }, (_, i) => [
    `disbLabel${i}`,
    `disbAmount${i}`,
  ]).flat(),
  ...Array.from({ length: INSTALMENT_ROWS }, (_, i) => [`payAmount${i}`, `payTrigger${i}`]).flat(),
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number] | 'fees' | 'payments';
