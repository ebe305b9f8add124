// Build the web app once before the browser suites so they test the code in the tree, not a stale dist/. Each run
// builds into a directory of its own (removed after the run) and hands it to the suites: two runs at once (two
// engineers, or CI beside a session) would otherwise empty and rewrite one dist/ under each other's servers, which
// then answer 404 for /login until the other build finishes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's build of the web app is (suite.ts serves it). */
    webDist: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'loom-e2e-dist-'));
  // Vitest runs with NODE_ENV=test, under which vite would bundle React's development build: the suites test the
  // production bundle that `npm start` serves (and the asset suite counts its bytes).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', configFile: 'vite.config.ts', mode: 'production',
      build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
