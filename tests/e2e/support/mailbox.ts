/** Reads e-mails caught by supabase/local's SMTP catcher through its JSON API. */
export const MAILBOX_URL = process.env.MAILBOX_URL ?? 'http://127.0.0.1:54324';

interface Summary {
  id: string;
  to: string[];
  subject: string;
}

/** Waits for the newest message to `to` (and optionally with a subject), then returns its bodies. */
export async function waitForMail(to: string, opts: { subject?: RegExp; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as Summary[];
    const hit = list.find(
      (m) =>
        m.to.some((t) => t.toLowerCase() === to.toLowerCase()) &&
        (!opts.subject || opts.subject.test(m.subject)),
    );
    if (hit)
      return (await (await fetch(`${MAILBOX_URL}/api/messages/${hit.id}`)).json()) as Summary & {
        text?: string;
        html?: string;
      };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} within the timeout`);
}

/** The first link in an e-mail's HTML that goes to `pathPart`. */
export function linkIn(html: string, pathPart: string): string {
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((h) => h.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in: ${hrefs.join(', ')}`);
  return link;
}
