/** Mailbox viewer and JSON API on :54324 (what Inbucket/Mailpit give `supabase start`). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MailStore } from './store';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(store: MailStore, selected?: string) {
  const list = store
    .list()
    .map(
      (m) =>
        `<li><a href="/?id=${m.id}">${esc(m.subject || '(no subject)')}</a><br><small>${esc(m.to.join(', '))} · ${esc(m.date)}</small></li>`,
    )
    .join('');
  const msg = selected ? store.get(selected) : undefined;
  // The message HTML goes in a sandboxed iframe (srcdoc), so its scripts and styles stay inside.
  const body = msg
    ? `<h2>${esc(msg.subject)}</h2><p>From ${esc(msg.from)} to ${esc(msg.to.join(', '))}</p>
       <iframe sandbox="allow-popups allow-popups-to-escape-sandbox" style="width:100%;height:70vh;border:1px solid #ccc" srcdoc="${esc(msg.html || `<pre>${esc(msg.text)}</pre>`)}"></iframe>`
    : '<p>Select a message.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;display:grid;grid-template-columns:22rem 1fr;gap:1rem;margin:1rem}ul{list-style:none;padding:0}li{padding:.4rem 0;border-bottom:1px solid #eee}</style>
</head><body><nav><h1>Local mailbox</h1><form method="post" action="/clear"><button>Delete all</button></form><ul>${list || '<li>No messages yet.</li>'}</ul></nav><main>${body}</main></body></html>`;
}

export async function startViewer(opts: { port: number; store: MailStore }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify(body));
    };
    const m = /^\/api\/messages(?:\/([^/]+))?\/?$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      if (!m[1]) return json(200, opts.store.list());
      const msg = opts.store.get(m[1]);
      return msg ? json(200, msg) : json(404, { message: 'message not found' });
    }
    if (m && req.method === 'DELETE') {
      const n = opts.store.delete(m[1]);
      return m[1] && n === 0
        ? json(404, { message: 'message not found' })
        : json(200, { deleted: n });
    }
    if (url.pathname === '/clear' && req.method === 'POST') {
      opts.store.delete();
      res.writeHead(303, { location: '/' });
      return res.end();
    }
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(opts.store, url.searchParams.get('id') ?? undefined));
    }
    json(404, { message: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
