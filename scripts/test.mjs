#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass, in the order that fails fastest on two cores.
 *   1. system packages the tests need (Debian's Chromium, PostgreSQL 15) when running as root
 *   2. production build (also generates the content collections the typecheck needs)
 *   3. typecheck, 4. lint, 5. formatting (prettier --check), 6. dead code and undeclared
 *   dependencies (knip), 7. jest (unit, integration, contract, RLS), 8. Playwright (end to end)
 * Ends with one line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

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

function countJest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  results.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests || report.numRuntimeErrorTestSuites) failures.push('jest');
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  results.skipped += stats.skipped;
  if (stats.unexpected) failures.push('playwright');
  return true;
}

ensureSystemPackages();
mkdirSync('.reports', { recursive: true });

const built = run('build', 'npx', ['next', 'build']);
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
  run('playwright', 'npx', ['playwright', 'test']);
  if (!countPlaywright('.reports/e2e.json')) {
    results.failed++;
    failures.push('playwright (no report)');
  }
}

console.log('');
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(
  `${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`,
);
process.exit(results.failed ? 1 : 0);
