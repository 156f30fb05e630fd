import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

// Debian's Chromium, never a downloaded browser. The app is started by global-setup.ts on a
// fresh data folder, with a real local SMTP server catching its email.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // The social and studio journeys are long and timing-sensitive when the 2 cores are busy (seen
  // failing once under load, passing alone): CI retries a failed test, and the list shows it as flaky.
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Journeys whose subject is the same on any screen, with every screen they visit checked at
      // phone width by another journey (decision 041, session 12): the live preview's stream (a
      // render; the dashboard's progress and result at 390 and 360 px are create.spec's), and the
      // upgrade through Checkout (pricing and payment pages are public-site's, Settings is auth's
      // and api-keys'). Both still run on desktop.
      testIgnore: ['**/preview.spec.ts', '**/billing.spec.ts'],
    },
  ],
});
