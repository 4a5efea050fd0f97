import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.js';

// End-to-end tests: Debian's Chromium (never a downloaded build) against the demo and a
// sandbox that global-setup starts on free ports.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  outputDir: '../test-results/e2e',
});
