/**
 * `npm run dev` stopped with SIGTERM (a process manager, an IDE's stop button) frees its port: the
 * dev script used to exit while `next-server`, forked by `next dev`, kept listening, so the next
 * `npm run dev` failed on the port. Runs the real script through npm with the backend left out
 * (SUPABASE_EXTERNAL) and a free port instead of the shared 3000.
 */
import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

test('SIGTERM to npm run dev stops next dev and frees the port', async () => {
  const port = await freePort();
  const dev = spawn('npm', ['run', 'dev', '--', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, SUPABASE_EXTERNAL: '1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => dev.on('exit', (code) => resolve(code)));
  try {
    expect(await until(() => listening(port), 60_000)).toBe(true);
    dev.kill('SIGTERM');
    await exited;
    // Nothing of the dev server may keep the port once npm has exited (the script gives Next up
    // to 10 s to stop cleanly; it takes about one here).
    expect(await until(async () => !(await listening(port)), 12_000)).toBe(true);
  } finally {
    // Whatever is left (the bug), so the test run does not keep a server.
    try {
      process.kill(-dev.pid!, 'SIGKILL');
    } catch {}
  }
}, 90_000);
