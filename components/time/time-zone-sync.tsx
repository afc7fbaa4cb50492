'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { TIME_ZONE_COOKIE } from '@/lib/time/format';

/**
 * Tells the server the browser's time zone (a cookie), so server-rendered times are in the
 * viewer's own zone. The sign-in pages set it without a refresh (they show no times), so a person
 * normally arrives in the portal with it set; a portal page refreshes once only when it is missing
 * or the zone changed (travel). A refresh there can race what the person is doing (a form being
 * filled, a record removed meanwhile), hence setting it before they arrive.
 */
export function TimeZoneSync({ refresh = true }: { refresh?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const current = document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`))
      ?.slice(TIME_ZONE_COOKIE.length + 1);
    if (current && decodeURIComponent(current) === zone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    if (refresh) router.refresh();
  }, [router, refresh]);
  return null;
}
