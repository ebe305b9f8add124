// Build the web app once before the browser suites so they test the code in the tree, not a stale dist/.
import { build } from 'vite';

export default async function setup() {
  await build({ logLevel: 'warn', configFile: 'vite.config.ts' });
}
