/**
 * The server for `scripts/bench-load.ts`, in its own process so the benchmark's client never shares its
 * thread. `--main-thread` draws in the request thread, as the server did before worker threads.
 */
import { createEngine } from '../src/engine/create-engine';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const isMainThread = process.argv.includes('--main-thread');
const config = loadConfig(process.env);
const app = await buildApp(config, isMainThread ? { engine: createEngine(config.engine) } : {});
await app.listen({ host: config.host, port: config.port });
process.send?.({ ready: true });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
