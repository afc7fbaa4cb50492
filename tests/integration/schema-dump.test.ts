/**
 * supabase/schema/*.sql is what the migrations produce on PostgreSQL 15 (scripts/schema-dump.ts):
 * a migration committed without `npm run schema:dump` fails here, with the command to run.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { pg15Available } from '../support/pg15';

const ROOT = resolve(__dirname, '../..');

(pg15Available() ? test : test.skip)(
  'the checked-in schema dump matches the migrations',
  async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/schema-dump.ts', '--check'],
        { cwd: ROOT },
        (_error, stdout, stderr) => done({ code: child.exitCode, output: stdout + stderr }),
      );
    });
    // The message names the command to run, so show it when the dump is stale.
    expect(output).toContain('supabase/schema matches the migrations.');
    expect(code).toBe(0);
  },
  120_000,
);
