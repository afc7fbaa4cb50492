/**
 * A small bounded HTTP loader (autocannon-like): `connections` keep-alive sockets each send one
 * request after another for `seconds`, then it stops. Returns requests/s, latency percentiles, bytes
 * and errors. Bodies are read and dropped; `encoding` sets Accept-Encoding as a browser would.
 */
import http from 'node:http';

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function load(url, { connections = 50, seconds = 5, encoding = 'gzip, br' } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  const end = Date.now() + seconds * 1000;

  const once = () =>
    new Promise((resolve) => {
      const start = process.hrtime.bigint();
      const req = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        },
        (res) => {
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => {
            if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
    });

  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await once();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    kibPerRequest: Number((bytes / Math.max(1, latencies.length) / 1024).toFixed(1)),
    errors,
    non2xx,
  };
}
