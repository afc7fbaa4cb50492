/**
 * The Node-only half of instrumentation.ts, imported only when NEXT_RUNTIME is nodejs so the Edge
 * compile never sees process.exit or timers.
 */
export async function registerNode() {
  // Validate the server's settings once, at start: on a production site a missing or
  // well-known value stops the server here, with the variable's name, instead of failing a
  // visitor's request later (lib/env/server.ts).
  const { serverEnv } = await import('@/lib/env/server');
  let env: ReturnType<typeof serverEnv>;
  try {
    env = serverEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Said once here rather than on every lead: the rate limit cannot tell visitors apart.
  const { unknownAddressWarning } = await import('@/lib/http/client-address');
  const warning = unknownAddressWarning({
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    clientIpHeader: env.CLIENT_IP_HEADER,
    onVercel: env.VERCEL === '1',
  });
  if (warning && env.production) {
    const { logEvent } = await import('@/lib/log');
    logEvent('client_address_unknown', { message: warning }, 'warn');
  }
  if (process.env.VERCEL) return;
  await startJobInterval();
  if (process.env.OUTBOX_POLL_MS === '0') return;
  const every = Number(process.env.OUTBOX_POLL_MS ?? 10_000);
  const { deliverDueMail } = await import('@/lib/mail/outbox');
  let running = false;
  let lastError = '';
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueMail();
      lastError = '';
    } catch (error) {
      // Database down: say so once, not every tick.
      const message = String(error);
      if (message !== lastError)
        console.error(
          JSON.stringify({ level: 'error', event: 'outbox_poll_failed', error: message }),
        );
      lastError = message;
    } finally {
      running = false;
    }
  }, every);
  timer.unref();
}

/**
 * The scheduled jobs (lib/jobs) on a long-running server, where no Vercel Cron calls
 * /api/cron/*: each job shortly after start, then every JOBS_INTERVAL_MS (default one hour; 0
 * turns it off). The jobs are idempotent, so running them more often than daily is harmless.
 */
async function startJobInterval() {
  if (process.env.JOBS_INTERVAL_MS === '0') return;
  const every = Number(process.env.JOBS_INTERVAL_MS ?? 3_600_000);
  const { JOB_NAMES, runJob } = await import('@/lib/jobs/run');
  const lastError = new Map<string, string>();
  const tick = async () => {
    for (const name of JOB_NAMES) {
      try {
        await runJob(name);
        lastError.delete(name);
      } catch (error) {
        // The job logged it (job_failed); a database that stays down is said once per job here.
        const message = String(error);
        if (message !== lastError.get(name))
          console.error(
            JSON.stringify({ level: 'error', event: 'job_interval_failed', job: name }),
          );
        lastError.set(name, message);
      }
    }
  };
  setTimeout(tick, 30_000).unref();
  setInterval(tick, every).unref();
}
