/**
 * Every admin page, route handler and server action asks requireAdmin() (the token's claim, then
 * is_admin() in the database) before it does anything else. The browser tests prove the 403 for
 * the pages, the exports and a revoked agent's open tab (tests/e2e/admin.spec.ts) and the RLS tests
 * prove the database refuses too; this one makes a new action that forgets the check fail here.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');
const ADMIN_DIR = join(ROOT, 'app/(app)/admin');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(ADMIN_DIR);
const serverActionFiles = [
  ...files.filter((f) => /\.tsx?$/.test(f) && /^['"]use server['"]/.test(readFileSync(f, 'utf8'))),
  join(ROOT, 'lib/documents/actions.ts'),
];
/** Agent-only actions in shared modules (the others there are the client's own). */
const AGENT_ACTIONS_ELSEWHERE = new Set(['reviewDocumentAction', 'requestDocumentAction']);

/** Each exported async function's name and body (up to the next top-level export). */
function exportedFunctions(source: string) {
  const parts = source.split(/^export async function /m).slice(1);
  return parts.map((p) => ({ name: p.slice(0, p.indexOf('(')), body: p }));
}

describe('admin server actions check requireAdmin() first', () => {
  const cases = serverActionFiles.flatMap((file) =>
    exportedFunctions(readFileSync(file, 'utf8'))
      .filter((fn) => file.includes('/admin/') || AGENT_ACTIONS_ELSEWHERE.has(fn.name))
      .map((fn) => [`${relative(ROOT, file)}: ${fn.name}`, fn.body] as const),
  );

  test('there are actions to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(9);
  });

  test.each(cases)('%s', (_name, body) => {
    // The first awaited call that is not reading the route's params must be requireAdmin().
    const awaits = [...body.matchAll(/await\s+([\w.]+)/g)]
      .map((m) => m[1])
      .filter((a) => a !== 'params');
    expect(awaits[0]).toBe('requireAdmin');
  });
});

describe('admin pages and route handlers call requireAdmin()', () => {
  const entries = files.filter((f) => /\/(page\.tsx|route\.ts)$/.test(f));
  test('every admin page and route is covered', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
  });
  test.each(entries.map((f) => [relative(ROOT, f)]))('%s', (file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const awaits = [...source.matchAll(/await\s+([\w.]+)/g)]
      .map((m) => m[1])
      .filter((a) => a !== 'params' && a !== 'searchParams');
    expect(awaits[0]).toBe('requireAdmin');
  });
});
