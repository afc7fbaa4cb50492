/**
 * The invoice form's line rows (browser-safe): each row posts l<i>_description, l<i>_quantity,
 * l<i>_price, l<i>_gst and l<i>_reason. The form (app/(app)/admin/billing/invoices) names its
 * boxes with these and lib/billing/schemas.ts reads them back, so the two cannot drift.
 */
export const LINE_PARTS = ['description', 'quantity', 'price', 'gst', 'reason'] as const;
export type LinePart = (typeof LINE_PARTS)[number];
export const lineField = (row: number, part: LinePart) => `l${row}_${part}`;
export const lineFields = (rows: number) =>
  Array.from({ length: rows }, (_, i) => LINE_PARTS.map((p) => lineField(i, p))).flat();

/** One row as the form shows it: text as typed (a price in dollars, "1250.00"). */
export type LineRow = Record<LinePart, string>;
