// Build the web app once before the browser suites so they test the code in the tree, not a stale dist/.
import { build } from 'vite';

export default async function setup() {
  // Vitest runs with NODE_ENV=test, under which vite would bundle React's development build: the suites test the
  // production bundle that `npm start` serves (and the asset suite counts its bytes).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', configFile: 'vite.config.ts', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
