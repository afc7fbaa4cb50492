/** Sentences the offer text (snapshot.ts) and the offer view share word for word. */
export const GST_FREE_NOTE =
  'No GST is charged: services given to a client who is outside Australia can be GST-free.';
// Since terms 2026-11-28 a charge may be paid for the client from money they put in the clients'
// account (a disbursement); the note says both ways. Offers already sent keep their frozen text.
export const DISBURSEMENTS_NOTE =
  'Charges of the government (or the body named), not our fees: you pay them yourself, or into our clients’ account for us to pay for you. These are estimates; the actual charge is the one in force when you pay.';
