/**
 * The clients' account's payment details come from lib/config/billing.ts, and a production build
 * for a real site refuses placeholders (a client must never pay into a made-up account), the way
 * lib/config/site.ts refuses a placeholder MARN.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { AGENCY_TAX, CLIENTS_ACCOUNT } from '@/lib/config/billing';
import { isValidAbn, placeholderPaymentDetails } from '@/lib/config/placeholders';

const ROOT = resolve(__dirname, '../..');

function loadBillingConfig(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', "await import('./lib/config/billing.ts'); console.log('loaded');"],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'development', ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

const REAL = {
  account: {
    accountName: 'Harbour Migration Pty Ltd Clients Trust Account',
    bsb: '062000',
    accountNumber: '12345678',
    payId: 'trust@harbourmigration.com.au',
  },
  agency: { legalName: 'Harbour Migration Pty Ltd', abn: '51824753556' },
};

describe('payment details', () => {
  test('the repository ships placeholders, each named', () => {
    const problems = placeholderPaymentDetails({ account: CLIENTS_ACCOUNT, agency: AGENCY_TAX });
    for (const name of [
      'CLIENTS_ACCOUNT.accountName',
      'CLIENTS_ACCOUNT.bsb',
      'CLIENTS_ACCOUNT.accountNumber',
      'CLIENTS_ACCOUNT.payId',
      'AGENCY_TAX.legalName',
      'AGENCY_TAX.abn',
    ])
      expect(problems.join('\n')).toContain(name);
  });

  test('real-looking details pass; a mistyped ABN does not', () => {
    expect(placeholderPaymentDetails(REAL)).toEqual([]);
    expect(
      placeholderPaymentDetails({ ...REAL, account: { ...REAL.account, payId: null } }),
    ).toEqual([]);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
  });

  test('a production build for a real site fails on the placeholders', () => {
    const r = loadBillingConfig({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'https://www.agency.com.au',
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('Placeholder payment details');
    expect(r.stderr).toContain('CLIENTS_ACCOUNT.bsb');
  });

  test('local production builds and development keep the placeholders', () => {
    for (const env of [
      { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' },
      { NODE_ENV: 'development', NEXT_PUBLIC_SITE_URL: 'https://www.agency.com.au' },
    ]) {
      const r = loadBillingConfig(env);
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe('loaded');
    }
  });
});
