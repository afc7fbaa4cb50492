import 'server-only';
import { cookies } from 'next/headers';
import { safeTimeZone, TIME_ZONE_COOKIE } from './format';

/**
 * The zone the person looking at the page lives in: the one their browser reported. Profiles have
 * no zone field today; if one is added, read it here first (one place decides).
 */
export async function viewerTimeZone(): Promise<string> {
  const jar = await cookies();
  return safeTimeZone(jar.get(TIME_ZONE_COOKIE)?.value);
}
