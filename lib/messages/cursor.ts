/**
 * The poll's cursor: the text of a PostgreSQL snapshot (`pg_current_snapshot()::text`,
 * "xmin:xmax:xip,xip,..."), as the read that rendered the thread or answered the last poll saw
 * the database. Opaque to the browser; checked here so a tampered or cut `since` becomes "no
 * cursor" (the poll then starts from the database's present) instead of a cast error (503 on
 * every poll of that tab). The rule itself lives in 20261127100000_messages_poll_snapshot.sql.
 */

import { z } from 'zod';

/** Long enough for thousands of in-progress transactions; a URL stays well under 8 KB. */
const MAX_LENGTH = 4000;
const SHAPE = /^(\d{1,20}):(\d{1,20}):((?:\d{1,20})(?:,\d{1,20})*)?$/;
const MAX_XID8 = 2n ** 64n - 1n;

/** `since` as PostgreSQL's pg_snapshot input accepts it, or null. */
export function snapshotCursor(since: string | null | undefined): string | null {
  if (!since || since.length > MAX_LENGTH) return null;
  const m = SHAPE.exec(since);
  if (!m) return null;
  const xmin = BigInt(m[1]!);
  const xmax = BigInt(m[2]!);
  // pg_snapshot_in's own rules: 0 < xmin ≤ xmax, in-progress ids ascending within [xmin, xmax).
  if (xmin < 1n || xmin > xmax || xmax > MAX_XID8) return null;
  let last = xmin;
  for (const part of m[3]?.split(',') ?? []) {
    const xip = BigInt(part);
    if (xip < last || xip >= xmax) return null;
    last = xip;
  }
  return since;
}

const TIME = z.iso.datetime({ offset: true });

/** The cursor before snapshots: a created_at (ISO, to the microsecond), or null. */
export function timeCursor(since: string | null | undefined): string | null {
  return TIME.safeParse(since).success ? since! : null;
}
