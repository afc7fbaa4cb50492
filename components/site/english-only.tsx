import { isTranslatedPath, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

/**
 * On a translated page, a link to a page that exists in English only says so in the reader's
 * language ("(in English)"), so nobody follows a Hindi menu into an English page unwarned.
 * Nothing on English pages, nor for links to pages that have a translation.
 */
export function EnglishOnlyMark({ locale, path }: { locale: Locale; path: string }) {
  const pathname = path.split('#')[0] ?? path;
  if (locale === 'en' || isTranslatedPath(pathname)) return null;
  return (
    <span className="ms-1 text-[0.8em] font-normal opacity-80">
      {translator(locale, 'i18n')('inEnglish')}
    </span>
  );
}
