/**
 * The due-date rule for what an agent asks of a client (document requests, matter deadlines):
 * today or later in the agent's own calendar. The database refuses a date in the past everywhere
 * (20261126000700_agent_work.sql); this says so on the form first.
 */
import 'server-only';
import type { z } from 'zod';
import { dateInZone } from './zones';
import { viewerTimeZone } from './viewer-zone';

export const DUE_IN_PAST = 'Choose today or a later date.';

/** Today in the agent's own zone (the browser's, see lib/time/viewer-zone.ts). */
export async function agentToday(): Promise<string> {
  return dateInZone(new Date(), await viewerTimeZone());
}

/** A refinement for any schema with an optional `dueOn` (YYYY-MM-DD): not before `today`. */
export const dueNotBefore =
  (today: string) => (v: { dueOn?: string | undefined }, ctx: z.RefinementCtx) => {
    if (v.dueOn && v.dueOn < today)
      ctx.addIssue({ code: 'custom', path: ['dueOn'], message: DUE_IN_PAST });
  };
