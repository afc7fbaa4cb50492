import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/i18n/locales';
import type { LeadKind } from '@/lib/leads/schema';
import { LeadFormClient } from './lead-form-client';
import { leadFormChoices, leadFormText } from './lead-form-text';

/**
 * The page each kind of form is on. Without JavaScript the form posts there (useActionState's
 * permalink): React otherwise writes `action=""`, which HTML does not allow (an empty URL).
 */
const PAGE: Record<LeadKind, string> = {
  contact: '/contact',
  callback: '/contact',
  consultation: '/book-consultation',
};

/**
 * A lead form (contact, call-back or consultation), in the page's language. The choices
 * (countries, visa types, call-back windows) and the words are rendered here on the server and
 * handed to the form as data (lead-form-text.tsx), and fields only one page has (the
 * consultation's date and time picker) come in as `extra` from that page, so no other page's
 * script carries them: the browser downloads the form's behaviour, not the site's catalogues nor
 * any translation (measured with bench/page-weight.mjs, /contact); the submit button's classes
 * come the same way, so the class-variance code stays on the server. A page's scripts are every
 * client component its server modules import, rendered or not, hence the slot rather than an `if`
 * here.
 */
export function LeadForm({
  kind,
  locale = DEFAULT_LOCALE,
  defaultVisa,
  extra,
}: {
  kind: LeadKind;
  locale?: Locale;
  defaultVisa?: string;
  extra?: ReactNode;
}) {
  const choices = leadFormChoices(locale);
  return (
    <LeadFormClient
      kind={kind}
      locale={locale}
      page={localizedPath(locale, PAGE[kind])}
      text={leadFormText(locale, kind)}
      defaultVisa={defaultVisa}
      countries={choices.countries}
      visaInterests={choices.visaInterests}
      callbackWindows={choices.callbackWindows}
      submitClass={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
      extra={extra}
    />
  );
}
