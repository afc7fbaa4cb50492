import { siteConfig } from '@/lib/config/site';

/** The home page's claims, formatted from the config (never typed into JSX). */
export function claimItems() {
  const { claims, rating } = siteConfig;
  return [
    { value: `${claims.successRatePercent}%+`, label: 'Success rate' },
    {
      value: `${claims.successfulApplications.toLocaleString('en-AU')}+`,
      label: 'Successful applications',
    },
    { value: String(claims.foundedYear), label: 'Helping applicants since' },
    { value: `${rating.value}/${rating.best}`, label: `From ${rating.count}+ reviews` },
  ];
}
