import { parentPort, workerData } from 'node:worker_threads';
import { createEngine } from '../create-engine';
import { intakeImage, readRefinablePng } from '../image-intake';
import { pageToSvg } from '../print/page-svg';
import type { CharacterSheetInput, EngineConfig, PhotoPageInput, RefineInput, SceneInput } from '../types';
import { reviveBuffers, toWorkerError, type WorkerReply, type WorkerRequest } from './worker-protocol';

// One engine per worker thread. Everything that touches pixels (rasterising, tracing, checks, encoding)
// runs here, so the server's own thread stays free to answer other requests.

const port = parentPort;
if (!port) throw new Error('engine-worker runs only as a worker thread');
const engine = createEngine((workerData as { engineConfig: EngineConfig }).engineConfig);

const TASKS: Record<string, (input: unknown) => Promise<unknown>> = {
  characterSheet: (input) => engine.characterSheet(input as CharacterSheetInput),
  scene: (input) => engine.scene(input as SceneInput),
  refine: (input) => engine.refine(input as RefineInput),
  photoPage: (input) => engine.photoPage(input as PhotoPageInput),
  intakeImage: (input) => intakeImage(input as string),
  readRefinablePng: (input) => readRefinablePng(input as string),
  pageToSvg: (input) => {
    const { png, title } = input as { png: Buffer; title: string };
    return pageToSvg(png, title);
  },
};

port.on('message', (request: WorkerRequest) => {
  const task = TASKS[request.type];
  const work = task ? task(reviveBuffers(request.input)) : Promise.reject(new Error(`Unknown worker task ${request.type}`));
  work.then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: toWorkerError(error) } satisfies WorkerReply),
  );
});
port.postMessage({ ready: true });
