/**
 * The WhatsApp chat link format, apart from the site config so a client component can build one
 * (e.g. with a live calculator result) without shipping the whole config to the browser.
 */
export function waMeHref(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
