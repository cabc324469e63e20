// End-to-end tests drive the web build (the same renderer the desktop app shows; its e2e build,
// which alone has the test hooks) in Chromium:
// CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a browser Playwright installed earlier.
// Nothing is downloaded; without a browser the run stops here, before the preview server starts,
// with one sentence saying how to get one.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumOrExit } from './scripts/chromium';

// E2E_PORT lets several checkouts on one machine run their suites side by side.
const port = Number(process.env['E2E_PORT'] ?? 4173);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumOrExit(),
      args: CHROMIUM_FLAGS,
    },
  },
  // The e2e build (out/web-e2e, the only one with the test hooks), built first if a source changed
  // since: on a busy machine that build takes most of a minute, hence the timeout.
  webServer: {
    command: `npx tsx scripts/webBuilds.ts e2e && npx vite preview --config vite.web.config.ts --mode e2e --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env['CI'],
    timeout: 240_000,
  },
});
