import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against a production build (`next build` runs first in `npm test`), in Debian's
 * Chromium. Playwright never downloads a browser here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `npx next start -H 127.0.0.1 -p ${PORT}`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
