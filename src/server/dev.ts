/**
 * npm run dev: the API under `tsx watch` on LOOM_API_PORT (3001) and the vite dev server on PORT (3000), which
 * proxies /api and /websocket to the API (vite.config.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'vite';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const apiPort = process.env.LOOM_API_PORT ?? '3001';
const webPort = Number(process.env.PORT ?? 3000);

const api = spawn(process.execPath, [tsxCli, 'watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, LOOM_API_PORT: apiPort },
});
// The dev server reads LOOM_API_PORT from vite.config.ts for its proxy.
process.env.LOOM_API_PORT = apiPort;
const vite = await createServer({ server: { port: webPort } });
await vite.listen();
vite.printUrls();
console.log(`API on http://127.0.0.1:${apiPort}/ (admin / ${process.env.LOOM_ADMIN_PASSWORD || 'admin123'})`);

const stop = () => {
  api.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
api.on('exit', (code) => {
  if (code) console.error(`API exited with code ${code}`);
});
