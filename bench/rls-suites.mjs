#!/usr/bin/env node
/**
 * The RLS suites' time, this tree beside a baseline checkout, in one run (issue 36: what the
 * live-session policy costs every query a person runs).
 *   node bench/rls-suites.mjs <baseline-dir> [rounds=1] [pattern=tests/rls]
 * The baseline is another checkout with its own node_modules and generated content (for example
 * `git worktree add ../base <commit>`). Rounds alternate baseline and this tree so both see the
 * same machine. Prints, per tree and round: wall seconds of the jest run, and the summed duration
 * of the test files both trees have (new files are listed apart, not counted).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [baseline, roundsArg = '1', pattern = 'tests/rls'] = process.argv.slice(2);
if (!baseline) {
  console.error('usage: node bench/rls-suites.mjs <baseline-dir> [rounds] [pattern]');
  process.exit(2);
}
const trees = { baseline: resolve(baseline), current: resolve('.') };
const rounds = Math.max(1, Number(roundsArg));
const out = mkdtempSync(join(tmpdir(), 'rls-suites-'));

function run(name, dir, round) {
  const file = join(out, `${name}-${round}.json`);
  const started = Date.now();
  const r = spawnSync('npx', ['jest', pattern, '--silent', '--json', `--outputFile=${file}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const wall = (Date.now() - started) / 1000;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = Object.fromEntries(
    report.testResults.map((t) => [t.name.slice(dir.length + 1), (t.endTime - t.startTime) / 1000]),
  );
  return {
    wall,
    files,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    exit: r.status,
  };
}

const results = { baseline: [], current: [] };
for (let i = 0; i < rounds; i++) {
  for (const [name, dir] of Object.entries(trees)) results[name].push(run(name, dir, i));
}
const common = Object.keys(results.baseline[0].files).filter((f) => f in results.current[0].files);
const sum = (r) => common.reduce((n, f) => n + r.files[f], 0);
for (const [name, runs] of Object.entries(results)) {
  for (const [i, r] of runs.entries())
    console.log(
      `${name.padEnd(8)} round ${i + 1}: wall ${r.wall.toFixed(1)} s, ${common.length} common files ${sum(r).toFixed(1)} s, ${r.passed} passed, ${r.failed} failed`,
    );
}
const only = Object.keys(results.current[0].files).filter((f) => !common.includes(f));
if (only.length) console.log(`only in this tree (not counted): ${only.join(', ')}`);
