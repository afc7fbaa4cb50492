import { whatsappHref } from '@/lib/config/links';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { WhatsAppIcon } from './icons';

/**
 * The WhatsApp button. A plain link (no JavaScript): it opens the chat in a new tab with the
 * spec's greeting prefilled.
 *
 * Where it goes is decided by the layouts, not here: `floating` on public and sign-in pages
 * (the marketing and auth layouts; in the corner from lg up, at the page's end below that), `inline` at the end of the client's dashboard (a fixed button
 * there covered form labels at 375 px), and nowhere in the admin panel (agents do not chat with
 * their own agency).
 */
export function ChatButton({
  placement = 'floating',
  locale = 'en',
}: {
  placement?: 'floating' | 'inline';
  locale?: Locale;
}) {
  const t = translator(locale, 'chrome');
  if (placement === 'inline')
    return (
      <aside
        aria-label={t('whatsappChat')}
        className="no-print mx-auto max-w-5xl px-4 pb-8 sm:px-6"
      >
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-button"
          className="btn btn-md btn-whatsapp h-auto min-h-11 max-w-full text-center whitespace-normal"
        >
          <WhatsAppIcon /> {t('chatWithUs')}
        </a>
      </aside>
    );
  // Below lg the button is an ordinary link at the very end of the page: a fixed one covered the
  // visa pages' text and the calculator's points at 375 px (round 2 of "The portal as tried"),
  // and on a phone no corner is free of text. From lg up it floats in the corner.
  return (
    <aside aria-label={t('whatsappChat')} className="no-print px-4 py-6 text-center lg:contents">
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chatWithUsNewTab')}
        data-testid="chat-button"
        className="no-print bg-whatsapp-dark lg:bg-whatsapp inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-medium text-white focus-visible:outline-offset-4 lg:fixed lg:end-6 lg:bottom-6 lg:z-50 lg:size-14 lg:gap-0 lg:px-0 lg:shadow-lg lg:transition-transform lg:hover:scale-105"
      >
        <WhatsAppIcon className="size-6 lg:size-8" />
        <span className="lg:sr-only">{t('chatWithUs')}</span>
      </a>
    </aside>
  );
}
