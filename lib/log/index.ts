import { isInputRefusal, pgCode } from '@/lib/db/errors';

/**
 * Structured server logs: one JSON object per line, so a log drain can filter by `event`.
 * Never log secrets or personal data beyond what the event needs.
 */
export function logEvent(
  event: string,
  fields: Record<string, unknown> = {},
  level: 'info' | 'warn' | 'error' = 'info',
) {
  if (process.env.LOG_SILENT === '1') return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** An error's message with its cause (Drizzle wraps the driver's error), for log lines. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message.split('\n')[0]}${cause}`;
}

/**
 * A caught failure: its SQLSTATE and message, at `warn` when the database refused what the
 * person sent (lib/db/errors.ts isInputRefusal: hostile or stale input, nothing to fix) and at
 * `error` for a real fault (connection, timeout, a bug), which is what pages someone.
 */
export function logFailure(event: string, error: unknown, fields: Record<string, unknown> = {}) {
  logEvent(
    event,
    { ...fields, code: pgCode(error), error: errorText(error) },
    isInputRefusal(error) ? 'warn' : 'error',
  );
}

/** The 404 log line (spec: the missing path is logged). */
export function logMissingPath(path: string) {
  logEvent('not_found', { path }, 'warn');
}
