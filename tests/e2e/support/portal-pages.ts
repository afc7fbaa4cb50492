/**
 * The portal pages held to a script budget (issue 39), shared by tests/e2e/portal-script-weight
 * and bench/portal-weight.mjs: every dashboard tab for a client, the agent's main pages.
 */
import { ASSESSMENT_TYPES } from '@/lib/assessments/constants';

/**
 * A bare Next 16.4.6 page's script, gzip (bench/floor-app.mjs). 131.7, not the 135.3 first
 * measured for issue 39: that counted the 3.6 KiB polyfill Next marks `noModule`, which a browser
 * with modules never loads (and this test counts only what Chromium loads).
 */
export const FLOOR_KIB = 131.7;
/** What a client's tab and an agent's page may load beyond the floor, gzip. */
export const CLIENT_BUDGET_KIB = 40;
export const AGENT_BUDGET_KIB = 60;

export const CLIENT_PAGES = [
  '/dashboard',
  '/dashboard?tab=documents',
  '/dashboard?tab=engagement',
  '/dashboard?tab=matters',
  '/dashboard?tab=messages',
  ...ASSESSMENT_TYPES.map((type) => `/dashboard?tab=assessments&type=${type}`),
  '/dashboard?tab=security',
];

export const AGENT_PAGES = [
  '/admin',
  '/admin/clients',
  '/admin/audit',
  '/admin/matters',
  '/admin/messages',
];
