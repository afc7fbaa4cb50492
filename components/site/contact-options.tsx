import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { telHref, whatsappHref } from '@/lib/config/links';
import { siteConfig } from '@/lib/config/site';
import { hoursSummary, hoursZone } from '@/lib/i18n/hours';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

/**
 * The ways to reach the agency, in the order we want people to use them, in the page's language.
 * The phone number, the address and the clock times read left to right in Urdu too.
 */
export function ContactOptions({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const { contact } = siteConfig;
  const t = translator(locale, 'contactOptions');
  const chrome = translator(locale, 'chrome');
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <div className="card">
        <h2 className="font-semibold">{t('bookTitle')}</h2>
        <p className="text-muted-foreground mt-2 text-sm">{t('bookText')}</p>
        <a
          href={siteConfig.schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonVariants()} mt-4`}
        >
          {t('chooseTime')}
          <span className="sr-only"> {chrome('opensNewTab')}</span>
        </a>
      </div>
      <div className="card">
        <h2 className="font-semibold">{t('whatsAppTitle')}</h2>
        <p className="text-muted-foreground mt-2 text-sm">{t('whatsAppText')}</p>
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonVariants({ variant: 'whatsapp' })} mt-4`}
        >
          <WhatsAppIcon /> {t('startChat')}
        </a>
      </div>
      <div className="card text-sm">
        <h2 className="text-base font-semibold">{t('callTitle')}</h2>
        <p className="mt-2">
          <a href={telHref()} dir="ltr" className="text-primary font-medium hover:underline">
            {contact.phone}
          </a>
        </p>
        <p className="mt-1">
          <a
            href={`mailto:${contact.email}`}
            dir="ltr"
            className="text-primary font-medium hover:underline"
          >
            {contact.email}
          </a>
        </p>
        <p className="mt-3 font-medium">{t('hours', { zone: hoursZone(locale) })}</p>
        <ul className="text-muted-foreground">
          {hoursSummary(locale).map((h) => (
            <li key={h.label}>
              {h.label}: <span dir="ltr">{h.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
