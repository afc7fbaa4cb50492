/**
 * Brand icons lucide does not ship. The WhatsApp logo is drawn by CSS (`.icon-whatsapp` in
 * app/globals.css) from a single copy of its path: as inline SVG it was ~1.4 KB twice over (HTML
 * and RSC payload) for each logo on a page. Decorative: the link around it carries the words.
 */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `icon-whatsapp ${className}` : 'icon-whatsapp'}
    />
  );
}
