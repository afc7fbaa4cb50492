/**
 * Every admin page, route handler and server action asks requireAdmin() (the token's claim, then
 * is_admin() in the database) before it does anything else. The lint rule
 * `local/require-admin-first` (eslint-rules/) enforces it on every file under app/(app)/admin
 * (the agent's document actions included: they live beside the client file since issue 24);
 * `npm test`'s lint step runs it on the real tree.
 * This test proves the rule itself catches what it must, through ESLint with the project's config.
 * The browser tests prove the 403s (tests/e2e/admin.spec.ts) and the RLS tests the database's refusal.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const ADMIN = 'app/(app)/admin/probe';

interface Probe {
  name: string;
  filePath: string;
  code: string;
}

/** Lints each probe as if it were that file in the tree, in one ESLint process. */
function lint(probes: Probe[]): Record<string, string[]> {
  const script = `
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const probes = JSON.parse(process.argv[1]);
    const out = {};
    for (const p of probes) {
      const [r] = await eslint.lintText(p.code, { filePath: ${JSON.stringify(ROOT)} + '/' + p.filePath });
      out[p.name] = r.messages.filter((m) => m.ruleId === 'local/require-admin-first').map((m) => m.message);
    }
    console.log(JSON.stringify(out));
  `;
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(probes)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

const probes: Probe[] = [
  {
    name: 'page guarded after params',
    filePath: `${ADMIN}/page.tsx`,
    code: `import { requireAdmin } from '@/lib/auth/server';
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdmin();
  return id;
}`,
  },
  {
    name: 'page that reads data first',
    filePath: `${ADMIN}/page.tsx`,
    code: `import { requireAdmin } from '@/lib/auth/server';
declare function listClients(): Promise<string[]>;
export default async function Page() {
  const rows = await listClients();
  await requireAdmin();
  return rows.length;
}`,
  },
  {
    name: 'route without a check',
    filePath: `${ADMIN}/export/route.ts`,
    code: `export async function GET() {
  return new Response('all clients');
}`,
  },
  {
    name: 'server action without a check',
    filePath: `${ADMIN}/actions.ts`,
    code: `'use server';
declare function deleteClient(id: string): Promise<void>;
export async function deleteAction(id: string) {
  await deleteClient(id);
}`,
  },
  {
    name: 'client component beside the actions',
    filePath: `${ADMIN}/forms.tsx`,
    code: `'use client';
export async function helper() {
  await Promise.resolve();
}`,
  },
  {
    // The agent's document actions left lib/documents/actions.ts (issue 24) for the client file.
    name: 'agent document action without a check',
    filePath: 'app/(app)/admin/clients/[id]/actions.ts',
    code: `'use server';
declare function review(): Promise<void>;
export async function reviewDocumentAction() {
  await review();
}`,
  },
  {
    name: "a client's own action outside admin",
    filePath: 'app/(app)/dashboard/_sections/documents/document-actions.ts',
    code: `'use server';
declare function remove(): Promise<void>;
export async function removeDocumentAction() {
  await remove();
}`,
  },
  {
    name: 'security page gated by the agent role',
    filePath: 'app/(app)/admin/security/page.tsx',
    code: `import { requireAgentRole } from '@/lib/auth/server';
export default async function Page() {
  await requireAgentRole();
  return null;
}`,
  },
  {
    name: 'another admin page gated by the agent role only',
    filePath: `${ADMIN}/page.tsx`,
    code: `import { requireAgentRole } from '@/lib/auth/server';
export default async function Page() {
  await requireAgentRole();
  return null;
}`,
  },
];

describe('agent-only entry points call requireAdmin() first (lint rule)', () => {
  const found = lint(probes);

  test('a page that awaits its params, then requireAdmin(), passes', () => {
    expect(found['page guarded after params']).toEqual([]);
  });

  test('a page that reads data before requireAdmin() fails', () => {
    expect(found['page that reads data first']).toEqual([
      expect.stringContaining('awaits listClients before it'),
    ]);
  });

  test('a route handler without requireAdmin() fails', () => {
    expect(found['route without a check']).toEqual([expect.stringContaining('GET must await')]);
  });

  test('a server action without requireAdmin() fails', () => {
    expect(found['server action without a check']).toEqual([
      expect.stringContaining('deleteAction must await requireAdmin() first'),
    ]);
  });

  test('client components under admin are not entry points', () => {
    expect(found['client component beside the actions']).toEqual([]);
  });

  test('only /admin/security may gate on the agent role alone (aal1 allowed, to set up an authenticator)', () => {
    expect(found['security page gated by the agent role']).toEqual([]);
    expect(found['another admin page gated by the agent role only']).toEqual([
      expect.stringContaining('must await requireAdmin() first; it awaits requireAgentRole'),
    ]);
  });

  test("the agent's document actions are checked where they now live", () => {
    expect(found['agent document action without a check']).toEqual([
      expect.stringContaining('reviewDocumentAction'),
    ]);
  });

  test("a client's own action is not an agent entry point", () => {
    expect(found["a client's own action outside admin"]).toEqual([]);
  });
});
