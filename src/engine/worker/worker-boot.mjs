// Worker entry when the server runs from TypeScript sources (tsx, vitest): worker threads do not
// inherit the TypeScript loader, so it is registered here before the real entry is imported.
// The compiled server starts dist/server/engine-worker.js directly and never loads this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
