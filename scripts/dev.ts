// `npm run dev`: the API on 127.0.0.1:3000 (restarting on change) with Vite's dev server in front,
// which proxies /api to it (vite.config.ts). Open the URL Vite prints.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const API_PORT = '3000';

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: API_PORT, HOST: '127.0.0.1' },
});

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

let isStopping = false;
async function stop(code: number): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}

api.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
