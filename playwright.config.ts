// End-to-end tests drive the web build (the same renderer the desktop app shows) in Chromium:
// CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a browser Playwright installed earlier.
// Nothing is downloaded; without a browser the run stops here, before the preview server starts,
// with one sentence saying how to get one.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumOrExit } from './scripts/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumOrExit(),
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'npx vite preview --config vite.web.config.ts --host 127.0.0.1 --port 4173 --strictPort',
    url: 'http://127.0.0.1:4173',
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
