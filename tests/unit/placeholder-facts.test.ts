/**
 * The real check, in a real process: lib/config/site.ts loaded the way `next build` loads it
 * (NODE_ENV=production), with the placeholder facts this repository ships.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { placeholderFacts } from '@/lib/config/placeholders';

const ROOT = resolve(__dirname, '../..');

function loadSiteConfig(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', "await import('./lib/config/site.ts'); console.log('loaded');"],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'development', ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('placeholder business facts', () => {
  test('a production build for a real site URL fails, naming each placeholder', () => {
    const r = loadSiteConfig({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'https://www.agency.com.au',
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('Placeholder business facts');
    for (const name of [
      'marn.number',
      'contact.email',
      'contact.address.street',
      'NEXT_PUBLIC_SUPPORT_PHONE',
      'NEXT_PUBLIC_SCHEDULING_URL',
    ])
      expect(r.stderr).toContain(name);
  });

  test('local production builds (the e2e tests) and development keep the placeholders', () => {
    for (const env of [
      { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' },
      { NODE_ENV: 'development', NEXT_PUBLIC_SITE_URL: 'https://www.agency.com.au' },
    ]) {
      const r = loadSiteConfig(env);
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe('loaded');
    }
  });

  test('real facts pass', () => {
    expect(
      placeholderFacts({
        url: 'https://www.agency.com.au',
        contact: {
          phone: '+61 2 9000 1234',
          email: 'hello@agency.com.au',
          address: { street: 'Level 3, 100 George Street' },
        },
        schedulingUrl: 'https://calendly.com/agency-au/30min',
        marn: { number: '1234567' },
      }),
    ).toEqual([]);
  });
});
