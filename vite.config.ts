import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './src/server/http/precompress';

// The API server the dev server proxies to (src/server/dev.ts starts it on this port).
const apiPort = Number(process.env.LOOM_API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

/** After a build, the .br and .gz copies the server sends instead of the files (src/server/http/webAssets.ts). */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'loom-precompress',
    apply: 'build',
    configResolved: (config) => { outDir = resolve(config.root, config.build.outDir); },
    closeBundle: () => { precompressDir(outDir); },
  };
};

export default defineConfig({
  plugins: [react(), precompress()],
  root: '.',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/websocket': { target: api.replace('http', 'ws'), ws: true },
    },
  },
});
