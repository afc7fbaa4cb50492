/**
 * The jobs' idea of "now" and "today". Passed in, never read inside a job, so a test can run a
 * job on any day (the retention date, a reminder's 90-day mark) without waiting for it.
 * "Today" is the agency's calendar day (Sydney): a reminder "on the day" goes out on the day the
 * agency and its clients call that date.
 */
import { AGENCY_TIME_ZONE } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The agency's calendar date (YYYY-MM-DD) at the clock's instant. */
export const agencyDay = (clock: Clock): string => dateInZone(clock(), AGENCY_TIME_ZONE);

/** Rows one transaction handles; a run does batches until done or out of time. */
export const BATCH_SIZE = 200;

/** A run stops starting new batches after this long (Vercel functions stop at 60 s by default). */
export const RUN_BUDGET_MS = 45_000;
