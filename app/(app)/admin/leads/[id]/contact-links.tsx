import { Mail, MessageCircle, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** One tap to call, WhatsApp or e-mail the lead (the agent's own phone and mail app). */
export function ContactLinks({ phone, email }: { phone: string | null; email: string | null }) {
  const digits = phone?.replace(/\D/g, '') ?? '';
  // wa.me needs the country code; a number typed without "+" may lack it, so offer WhatsApp only
  // for international numbers.
  const international = Boolean(phone?.trim().startsWith('+')) && digits.length >= 8;
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <div className="flex flex-wrap gap-2" data-testid="lead-contact-links">
      {digits.length >= 6 && (
        <a href={`tel:${international ? '+' : ''}${digits}`} className={link}>
          <Phone aria-hidden /> Call
        </a>
      )}
      {international && (
        <a
          href={`https://wa.me/${digits}`}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          <MessageCircle aria-hidden /> WhatsApp
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className={link}>
          <Mail aria-hidden /> E-mail
        </a>
      )}
    </div>
  );
}
