/**
 * Issue 39: zod (29.7 KiB gzip) and sonner (15.5) stay out of the browser. Nothing reachable from
 * a 'use client' module may import them: the browser checks forms by hand with the server's
 * messages (lib/auth/checks.ts, lib/forms/email-rule.ts) and shows notices with
 * components/ui/toast.tsx. `node scripts/client-imports.mjs` prints the chain when this fails.
 */
import { execFileSync } from 'node:child_process';
import pkg from '../../package.json';

test('no client module imports zod or sonner', () => {
  let out = '';
  try {
    out = execFileSync('node', ['scripts/client-imports.mjs', 'zod', 'sonner'], {
      encoding: 'utf8',
    });
  } catch (e) {
    out = String((e as { stdout?: string }).stdout);
  }
  const chains = out.split('\n').filter((l) => /^(zod|sonner):/.test(l));
  expect(chains).toEqual([]);
  // The graph itself was found (a broken walk would pass vacuously).
  expect(out).toMatch(/^[1-9]\d+ client modules/m);
});

test('sonner is no longer a dependency', () => {
  expect((pkg.dependencies as Record<string, string>).sonner).toBeUndefined();
});
