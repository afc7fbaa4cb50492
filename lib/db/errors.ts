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

/**
 * The database refused what the person sent, not a fault of ours: a value that is not what the
 * column takes (SQLSTATE class 22: invalid uuid text, a bad date, out of range), a rule it
 * breaks (class 23: check, unique, foreign key), a permission refusal (42501: RLS, our functions'
 * "not allowed"), a row our functions say is not there (P0002) or a limit reached (PT429).
 * Hostile or stale input reaches these every day, so they are logged at `warn`, not `error`:
 * connection failures, timeouts and everything else still page someone (lib/log logFailure).
 */
export function isInputRefusal(error: unknown): boolean {
  const code = pgCode(error);
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return false;
  return (
    code.startsWith('22') ||
    code.startsWith('23') ||
    code === '42501' ||
    code === 'P0002' ||
    code === OVER_LIMIT
  );
}
