#!/usr/bin/env node
/**
 * What the browser can load: every module reachable from a 'use client' file through value
 * imports (`import type` is erased; a 'use server' file is a reference, not its code), and the
 * npm packages among them. `node scripts/client-imports.mjs [package …]` prints, for each named
 * package (default: zod, sonner), the chains by which a client module reaches it; exit code 1
 * when one does. tests/unit/client-imports.test.ts keeps zod and sonner out of the browser.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['app', 'components', 'lib'];
const EXTS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const directive = (src, word) =>
  new RegExp(`^(?:\\s|//[^\\n]*\\n|/\\*[\\s\\S]*?\\*/)*['"]use ${word}['"]`).test(src);

/** Value imports and re-exports of a module (type-only ones left out). */
function specifiers(src) {
  const out = [];
  const re =
    /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of src.matchAll(re)) {
    if (m[4]) {
      if (m[2]) continue;
      // `import { type A, type B } from` is erased too.
      const names = m[3]
        .replace(/[{}]/g, '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length && names.every((n) => n.startsWith('type '))) continue;
      out.push(m[4]);
    } else out.push(m[5] ?? m[6]);
  }
  return out;
}

function resolveLocal(from, spec) {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : resolve(dirname(from), spec);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const packageOf = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

/** For every client module: its parent in the graph (for chains) and the packages it imports. */
export function clientGraph() {
  const files = SOURCE_DIRS.flatMap((d) => walk(join(ROOT, d)));
  const parent = new Map();
  const packages = new Map();
  const queue = [];
  for (const f of files)
    if (directive(readFileSync(f, 'utf8'), 'client')) {
      parent.set(f, null);
      queue.push(f);
    }
  while (queue.length) {
    const f = queue.shift();
    const src = readFileSync(f, 'utf8');
    for (const spec of specifiers(src)) {
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const target = resolveLocal(f, spec);
        if (!target || parent.has(target)) continue;
        if (directive(readFileSync(target, 'utf8'), 'server')) continue;
        parent.set(target, f);
        queue.push(target);
      } else {
        const pkg = packageOf(spec);
        if (!packages.has(pkg)) packages.set(pkg, []);
        packages.get(pkg).push(f);
      }
    }
  }
  const chain = (f) => {
    const out = [];
    for (let at = f; at; at = parent.get(at)) out.unshift(relative(ROOT, at));
    return out;
  };
  return { modules: [...parent.keys()].map((f) => relative(ROOT, f)), packages, chain };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['zod', 'sonner'];
  const { packages, chain, modules } = clientGraph();
  let found = 0;
  for (const pkg of wanted)
    for (const f of packages.get(pkg) ?? []) {
      found++;
      console.log(`${pkg}: ${chain(f).join(' → ')}`);
    }
  console.log(`${modules.length} client modules; ${found} import(s) of ${wanted.join(', ')}`);
  process.exit(found ? 1 : 0);
}
