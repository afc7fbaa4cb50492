/**
 * The API gateway on :54321: /auth/v1 and /storage/v1 in one node:http server, standing in for
 * Kong (prefix stripping, CORS, API key → JWT mapping happens in the services' guards).
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Router, applyCors, makeReq } from './router';

export async function startApiServer(opts: {
  port: number;
  routers: Record<string, Router>;
  log: (m: string) => void;
}) {
  const server: Server = createServer((raw, res) => {
    applyCors(raw, res);
    if (raw.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const url = new URL(raw.url ?? '/', 'http://127.0.0.1');
    for (const [prefix, router] of Object.entries(opts.routers)) {
      if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) continue;
      const path = url.pathname.slice(prefix.length) || '/';
      const m = router.match(raw.method ?? 'GET', path);
      if (!m) break;
      Promise.resolve(m.handler(makeReq(raw, path, url.searchParams, m.params), res)).catch(
        (e: unknown) => {
          opts.log(`${raw.method} ${url.pathname}: ${(e as Error).stack ?? e}`);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'internal error' }));
        },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('404 page not found\n');
  });
  // Node closes idle keep-alive sockets after 5 s and undici (fetch) reuses them for up to 4 s:
  // on a loaded machine the two timers cross and a request goes out on a socket being closed
  // ("fetch failed", seen between the auth-js suite's two files). Kong keeps them 60 s.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
