import { cronRoute } from '@/lib/jobs/cron-route';

export const dynamic = 'force-dynamic';

/** Scheduled by vercel.json; locally by the server's interval (instrumentation-node.ts). */
export const GET = cronRoute('factor-recovery');
