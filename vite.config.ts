import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server the dev server proxies to (src/server/dev.ts starts it on this port).
const apiPort = Number(process.env.LOOM_API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react()],
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
