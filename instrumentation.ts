/**
 * Long-running Node servers (next start, next dev) retry the e-mail outbox every few seconds, so
 * mail queued while SMTP was down goes out once it is back. Serverless hosts call
 * /api/outbox/deliver from a cron instead (no timers survive there).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
