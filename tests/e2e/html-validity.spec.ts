import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The HTML of one page of each kind, as the production build serves it, checked by the Nu Html
 * Checker (the W3C validator, npm's `vnu-jar`, run with Java: `npm test` installs Debian's
 * `default-jre-headless` when `java` is missing). Axe (foundation.spec.ts) checks what a screen
 * reader meets; this checks the markup itself (a `role=tab` with no panel, an empty form `action`).
 * Errors only: the checker's warnings are advice. CSS messages are left out: its CSS checker does
 * not know `@property`, `margin-trim` and other rules Tailwind writes into the inline sheet.
 */
const PAGES = [
  '/', // home
  '/about', // a static-part body page
  '/services',
  '/visas', // a list
  '/visas/skilled-independent-189', // a visa page (MDX)
  '/blog',
  '/blog/category/occupations',
  '/blog/accountant-skills-assessment-pr', // a guide
  '/calculators',
  '/calculators/189', // a calculator
  '/pr-calculator',
  '/privacy', // legal
  '/contact', // two lead forms
  '/book-consultation', // the consultation form
  '/hi/contact', // a translated page with lead forms
  '/ur/book-consultation', // right to left, with the time picker
  '/auth', // sign-in and sign-up, rendered per request
  '/auth/forgot',
];

const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // Exit status 1 means "errors found"; the JSON report on stderr says which.
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu: ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

test('the main pages are valid HTML (Nu Html Checker)', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'html-validity-'));
  try {
    const files: string[] = [];
    for (const path of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const file = join(dir, `${path.replace(/\W+/g, '_') || 'home'}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    const problems = (await vnu(files))
      .filter((m) => !m.message.startsWith('CSS:'))
      .map((m) => {
        const page = PAGES[files.findIndex((f) => m.url?.endsWith(f))] ?? m.url;
        return `${page}: ${m.message} (${(m.extract ?? '').trim().slice(0, 120)})`;
      });
    expect(problems).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
