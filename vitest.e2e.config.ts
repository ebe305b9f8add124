import { defineConfig } from 'vitest/config';

// End-to-end suites: a real server on a temporary database, the built web app, Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what the page shows after a server answer or a socket push; vitest's default second is
    // shorter than one answer under CI's load. Playwright's own locators wait up to their 15-30 s action timeouts.
    expect: { poll: { timeout: 10_000 } },
  },
});
