import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { telHref, whatsappHref } from '@/lib/config/links';
import { siteConfig } from '@/lib/config/site';

/** The ways to reach the agency, in the order we want people to use them. */
export function ContactOptions() {
  const { contact, hours } = siteConfig;
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <div className="card">
        <h2 className="font-semibold">Book a 30-minute consultation</h2>
        <p className="text-muted-foreground mt-2 text-sm">
          Pick a time on our scheduling page. You get a confirmation by e-mail.
        </p>
        <a
          href={siteConfig.schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonVariants()} mt-4`}
        >
          Choose a time<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div className="card">
        <h2 className="font-semibold">Chat on WhatsApp</h2>
        <p className="text-muted-foreground mt-2 text-sm">
          Send us a message; we reply during business hours.
        </p>
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonVariants({ variant: 'whatsapp' })} mt-4`}
        >
          <WhatsAppIcon /> Start a chat
        </a>
      </div>
      <div className="card text-sm">
        <h2 className="text-base font-semibold">Call or e-mail</h2>
        <p className="mt-2">
          <a href={telHref()} className="text-primary font-medium hover:underline">
            {contact.phone}
          </a>
        </p>
        <p className="mt-1">
          <a href={`mailto:${contact.email}`} className="text-primary font-medium hover:underline">
            {contact.email}
          </a>
        </p>
        <p className="mt-3 font-medium">Hours ({hours.timeZoneLabel})</p>
        <ul className="text-muted-foreground">
          {hours.summary.map((h) => (
            <li key={h.label}>
              {h.label}: {h.value}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
