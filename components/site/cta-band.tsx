import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/icons';
import { whatsappHref } from '@/lib/config/links';

/** The closing call to action used across pages: book a consultation, or chat. */
export function CtaBand({
  title = 'Talk to a registered migration agent',
  text = 'A 30-minute consultation gives you a clear plan: which visa fits, what you need, and how long it takes.',
  chatText,
}: {
  title?: string;
  text?: string;
  chatText?: string;
}) {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="text-primary-foreground/90 mt-2 max-w-2xl">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* Fetched on tap: prefetching would load the booking form's code on every page. */}
          <Link
            href="/book-consultation"
            prefetch={false}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            Book Consultation
          </Link>
          <a
            href={whatsappHref(chatText)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'whatsapp', size: 'lg' })}
          >
            <WhatsAppIcon /> Request a Call Back
          </a>
        </div>
      </div>
    </section>
  );
}
