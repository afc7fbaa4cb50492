/**
 * Ours beside the floor (bench/floor-app.mjs) in one run: `next start` for our build (:3200), the
 * floor (:3300) and, with a baseline checkout, that build too (:3100), all on 127.0.0.1, each in
 * its own process group so stopAll() ends next start's worker with it. Used by bench/compare.mjs
 * and bench/throughput.mjs (the two must not run at once: same ports); startServer and stopAll by
 * bench/navigation-transfer.mjs.
 */
import { spawn } from 'node:child_process';
import { waitFor } from '../../scripts/wait-for.mjs';
import { buildFloor } from '../floor-app.mjs';

export const OURS = 'http://127.0.0.1:3200';
export const BASE = 'http://127.0.0.1:3100';
export const FLOOR = 'http://127.0.0.1:3300';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const servers = [];
/** `next start` for a built checkout on 127.0.0.1:port, in its own process group. */
export function startServer(cwd, port) {
  const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  servers.push(child);
}

/** Stops every server started here (and anything else pushed with track(), e.g. a browser). */
export function stopAll() {
  for (const s of servers.splice(0)) {
    for (const pid of [-s.pid, s.pid]) {
      try {
        process.kill(pid, 'SIGTERM');
        break;
      } catch {
        /* not a group leader, or already gone */
      }
    }
  }
}
export const track = (pid) => servers.push({ pid });
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

/** Builds the floor if needed, starts the servers and waits until each answers. */
export async function startSideBySide({ ours, baseline }) {
  const floorDir = buildFloor();
  // A server left over from an earlier run would answer instead of ours, with a stale build.
  for (const base of [OURS, FLOOR, BASE]) {
    const taken = await fetch(`${base}/`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${base} is already in use: stop the server listening there first`);
  }
  startServer(ours, 3200);
  startServer(floorDir, 3300);
  if (baseline) startServer(baseline, 3100);
  for (const base of [OURS, FLOOR, ...(baseline ? [BASE] : [])])
    if (!(await waitFor(`${base}/`, 90))) throw new Error(`${base} did not start in time`);
}
