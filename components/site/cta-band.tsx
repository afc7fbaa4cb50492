import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/icons';
import { whatsappHref } from '@/lib/config/links';
import { hrefIn, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

/** The closing call to action used across pages: book a consultation, or chat. */
export function CtaBand({
  title,
  text,
  chatText,
  locale = 'en',
}: {
  title?: string;
  text?: string;
  chatText?: string;
  locale?: Locale;
}) {
  const t = translator(locale, 'chrome');
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title ?? t('ctaTitle')}</h2>
          <p className="text-primary-foreground/90 mt-2 max-w-2xl">{text ?? t('ctaText')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* Fetched on tap: prefetching would load the booking form's code on every page. */}
          <Link
            href={hrefIn(locale, '/book-consultation')}
            prefetch={false}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {t('bookConsultation')}
          </Link>
          <a
            href={whatsappHref(chatText)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'whatsapp', size: 'lg' })}
          >
            <WhatsAppIcon /> {t('requestCallBack')}
          </a>
        </div>
      </div>
    </section>
  );
}
