import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against a production build (`next build` runs first in `npm test`), in Debian's
 * Chromium. Playwright never downloads a browser here.
 */
// Port 3000 on localhost: the e-mail templates link to config.toml's site_url, http://localhost:3000.
const PORT = 3000;
export const baseURL = `http://localhost:${PORT}`;

/**
 * Generous auth rate limits: the suite signs in many times from one address. The per-person
 * e-mail frequency is 1 ms instead of config.toml's 60 s: a test that resends a link does so
 * well within a second of the first one, which even 1 s refused on a fast run. The limit itself
 * is tested with 60 s in tests/contract/auth-email-frequency.test.ts.
 */
const STACK_OVERRIDES = JSON.stringify({
  auth: {
    email: { max_frequency: '1ms' },
    rate_limit: {
      email_sent: 1000,
      sign_in_sign_ups: 1000,
      token_refresh: 1000,
      token_verifications: 1000,
    },
  },
});

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // supabase/local in memory: a fresh database, migrations and seed for every run.
      command: `node --import tsx supabase/local/src/cli.ts --memory --overrides '${STACK_OVERRIDES}'`,
      url: 'http://127.0.0.1:54321/auth/v1/health',
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      stdout: 'ignore',
    },
    {
      command: `npx next start -H 127.0.0.1 -p ${PORT}`,
      // Many form submissions come from one address in the suite; the per-e-mail limit stays real.
      env: { LEADS_RATE_LIMIT_PER_ADDRESS: '1000', OUTBOX_POLL_MS: '1000' },
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
