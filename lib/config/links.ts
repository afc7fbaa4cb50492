/** Links derived from the site config: WhatsApp chat, phone, and the visa-specific chat texts. */
import { siteConfig } from './site';
import { waMeHref } from './wa-me';

/** Digits only, as wa.me and tel: want them. */
export function phoneDigits(phone: string = siteConfig.contact.phone): string {
  return phone.replace(/\D/g, '');
}

export function telHref(phone: string = siteConfig.contact.phone): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** `https://wa.me/<digits>?text=<url-encoded text>`; the default text is the spec's greeting. */
export function whatsappHref(text: string = siteConfig.whatsapp.defaultText): string {
  return waMeHref(phoneDigits(), text);
}

/**
 * The chat text a "Request Call" button sends. `about` is the whole phrase with its article, as a
 * person would write it: "the Student visa (subclass 500)", "a Partner visa".
 */
export function visaCallRequestText(about: string): string {
  return `Hi! I would like to request a call back about a consultation for ${about}.`;
}

/**
 * What a visa page's "Request Call" chat asks about: "the <title>" without the status some titles
 * end with ("… (subclass 188) - closed"), which read as "… - closed." in the chat.
 */
export function visaPageCallAbout(title: string): string {
  return `the ${title.replace(/\s+[-–]\s+(closed|replaced)$/i, '')}`;
}
