#!/usr/bin/env node
/**
 * `npm run dev`: the local backend (supabase/local: Postgres, Auth, Storage, mail) and `next dev`
 * together. Ctrl-C stops both. Set SUPABASE_EXTERNAL=1 to use a backend you started yourself
 * (`supabase start`, or a real project in .env.local).
 */
import { spawn } from 'node:child_process';
import { waitFor } from './wait-for.mjs';

const children = [];
function start(name, cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
  children.push(child);
  child.on('exit', (code) => {
    console.log(`${name} exited (${code ?? 'signal'})`);
    stopAll(code ?? 0);
  });
  return child;
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (!process.env.SUPABASE_EXTERNAL) {
  start('supabase/local', process.execPath, ['--import', 'tsx', 'supabase/local/src/cli.ts']);
  if (!(await waitFor('http://127.0.0.1:54321/auth/v1/health', 60))) {
    console.error('supabase/local did not start within 60 s');
    stopAll(1);
  }
}
start('next dev', 'npx', ['next', 'dev', ...process.argv.slice(2)]);
