/** Reading Postgres errors that the app turns into a message for the person. */

/** The SQLSTATE of a failed query (Drizzle wraps the driver's error in `cause`). */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
}

/**
 * A per-person limit in the database was reached (a draft started, a document stored). PT429 is
 * PostgREST's way to answer HTTP 429, so a client talking to the Data API directly gets the same.
 */
export const OVER_LIMIT = 'PT429';
export const isOverLimit = (error: unknown) => pgCode(error) === OVER_LIMIT;

/** The constraint a failed query names (a check, or a trigger's `raise ... using constraint`). */
export function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e?.cause?.constraint ?? e?.constraint;
}

/** A document on legal hold: the database refuses to delete or hide it (20261128110000_*). */
export const isLegalHold = (error: unknown) => pgConstraint(error) === 'document_legal_hold';
