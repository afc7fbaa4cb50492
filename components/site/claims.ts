import { siteConfig } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import { formatNumber, translator } from '@/lib/i18n/translate';

/** The home page's claims, formatted from the config for the reader (never typed into JSX). */
export function claimItems(locale: Locale = 'en') {
  const { claims, rating } = siteConfig;
  const t = translator(locale, 'home');
  const n = (value: number) => formatNumber(locale, value);
  return [
    { value: `${n(claims.successRatePercent)}%+`, label: t('successRate') },
    { value: `${n(claims.successfulApplications)}+`, label: t('applications') },
    // A year, not a quantity: no grouping separator.
    { value: String(claims.foundedYear), label: t('since') },
    {
      value: `${n(rating.value)}/${n(rating.best)}`,
      label: t('reviews', { count: n(rating.count) }),
    },
  ];
}
