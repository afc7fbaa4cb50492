/** Sentences the offer text (snapshot.ts) and the offer view share word for word. */
export const GST_FREE_NOTE =
  'No GST is charged: services given to a client who is outside Australia can be GST-free.';
export const DISBURSEMENTS_NOTE =
  'Paid by you to the government (or the body named), not to us. These are estimates; the actual charge is the one in force when you pay.';
