/**
 * The scheduled jobs by name, wired to the app's own connections: the route handlers
 * (app/api/cron/<job>) and the long-running server's interval (instrumentation-node.ts) both
 * run them through here. Each job itself is a plain function of a database, a clock and (for
 * retention) the service-role client, which is how the tests and benches call them.
 */
import 'server-only';
import { db } from '@/lib/db';
import { createAdminClient } from '@/lib/supabase/admin';
import { systemClock } from './clock';
import { runFactorRecoveries } from './factor-recovery';
import { runRecheck } from './recheck';
import { runReminders } from './reminders';
import { runRetention } from './retention';

export const JOBS = {
  reminders: () => runReminders({ db, clock: systemClock }),
  retention: () => runRetention({ db, admin: createAdminClient(), clock: systemClock }),
  recheck: () => runRecheck({ db, clock: systemClock }),
  'factor-recovery': () => runFactorRecoveries({ db, admin: createAdminClient() }),
} as const;

export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

const running = new Set<JobName>();

/** Runs a job unless this process is already running it (the next tick or cron catches up). */
export async function runJob(name: JobName): Promise<object | { skipped: 'already running' }> {
  if (running.has(name)) return { skipped: 'already running' };
  running.add(name);
  try {
    return await JOBS[name]();
  } finally {
    running.delete(name);
  }
}
