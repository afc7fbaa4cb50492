import { whatsappHref } from '@/lib/config/links';
import { WhatsAppIcon } from './icons';

/**
 * The floating WhatsApp button on every page. A plain link (no JavaScript): it opens the chat in a
 * new tab with the spec's greeting prefilled.
 */
export function ChatButton() {
  return (
    <aside aria-label="WhatsApp chat">
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        data-testid="chat-button"
        className="no-print bg-whatsapp fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-offset-4 sm:right-6 sm:bottom-6"
      >
        <WhatsAppIcon className="size-8" />
      </a>
    </aside>
  );
}
