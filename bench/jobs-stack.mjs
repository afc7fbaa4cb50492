/**
 * For bench/retention.mjs and bench/reminders.mjs: a throwaway PostgreSQL 15 with supabase/local
 * bootstrapped onto it on free ports (no fixed ports, so no e2e lock needed), and a service-role
 * client. `stop()` ends both.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createClient } from '@supabase/supabase-js';
import { startPg15 } from '../tests/support/pg15.ts';

/** supabase-js builds a Realtime client eagerly and throws on Node 20 without a WebSocket. */
class NoWebSocket {}

export async function startJobsStack() {
  const pgServer = await startPg15();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/src/cli.ts',
      '--json',
      '--exit-with-stdin',
      '--memory',
      '--api-port',
      '0',
      '--db-port',
      '0',
      '--mail-port',
      '0',
      '--smtp-port',
      '0',
      '--db-url',
      pgServer.url,
    ],
    { stdio: ['pipe', 'pipe', process.env.BENCH_LOG ? 'inherit' : 'ignore'] },
  );
  const ready = JSON.parse(
    await new Promise((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`supabase/local exited with ${code}`)));
    }),
  );
  const admin = createClient(ready.urls.api, ready.keys.secret, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket },
  });
  return {
    dbUrl: pgServer.url,
    admin,
    stop: async () => {
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      await pgServer.stop();
    },
  };
}

/** Peak RSS of this process while `fn` runs, sampled every 20 ms. */
export async function withPeakRss(fn) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  try {
    const result = await fn();
    return {
      result,
      ms: performance.now() - start,
      peakMiB: Math.max(peak, process.memoryUsage().rss) / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Runs `main(stack)` between starting and stopping the stack; a failure sets the exit code. */
export async function withJobsStack(main) {
  const stack = await startJobsStack();
  try {
    await main(stack);
  } catch (error) {
    console.error('benchmark failed:', error);
    process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}
