import { whatsappHref } from '@/lib/config/links';
import { WhatsAppIcon } from './icons';

/**
 * The WhatsApp button. A plain link (no JavaScript): it opens the chat in a new tab with the
 * spec's greeting prefilled.
 *
 * Where it goes is decided by the layouts, not here: `floating` on public and sign-in pages
 * (the marketing and auth layouts), `inline` at the end of the client's dashboard (a fixed button
 * there covered form labels at 375 px), and nowhere in the admin panel (agents do not chat with
 * their own agency).
 */
export function ChatButton({ placement = 'floating' }: { placement?: 'floating' | 'inline' }) {
  if (placement === 'inline')
    return (
      <aside aria-label="WhatsApp chat" className="no-print mx-auto max-w-5xl px-4 pb-8 sm:px-6">
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-button"
          className="btn btn-md btn-whatsapp h-auto min-h-10 max-w-full text-center whitespace-normal"
        >
          <WhatsAppIcon /> Chat with us on WhatsApp
        </a>
      </aside>
    );
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
