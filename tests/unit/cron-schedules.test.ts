import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * On Vercel nothing runs a job unless vercel.json schedules it (no timers survive between
 * requests; instrumentation-node.ts runs them only on long-running servers). Every door a
 * scheduler calls, app/api/cron/<job> and app/api/outbox/deliver, must be in `crons`, and every
 * scheduled path must be a route that exists.
 */
const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
  crons?: { path: string; schedule: string }[];
};
const scheduled = (vercel.crons ?? []).map((c) => c.path);

function scheduledDoors(): string[] {
  const jobs = readdirSync('app/api/cron', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join('app/api/cron', d.name, 'route.ts')))
    .map((d) => `/api/cron/${d.name}`);
  return [...jobs, '/api/outbox/deliver'];
}

describe('vercel.json crons', () => {
  test('every job route and the outbox delivery are scheduled', () => {
    const doors = scheduledDoors();
    expect(doors.length).toBeGreaterThanOrEqual(4);
    expect(doors.filter((d) => !scheduled.includes(d))).toEqual([]);
  });

  test('every scheduled path is a route, once, with a five-field schedule', () => {
    for (const path of scheduled) expect(existsSync(join('app', path, 'route.ts'))).toBe(true);
    expect(new Set(scheduled).size).toBe(scheduled.length);
    for (const c of vercel.crons ?? []) expect(c.schedule.split(' ')).toHaveLength(5);
  });
});
