/**
 * Runs the fake Gemini API for end-to-end runs:
 *   tsx scripts/fake-gemini.ts [port]     (0 or nothing: a free port)
 * Prints the port alone on stdout, then serves until killed. Point the product at it with
 *   IMAGE_PROVIDER=gemini GEMINI_API_KEY=test GEMINI_BASE_URL=http://127.0.0.1:PORT
 */
import { startFakeGeminiServer } from '../src/engine/providers/testing/fake-gemini-server';

const server = await startFakeGeminiServer({ port: Number(process.argv[2] ?? 0) });
process.stdout.write(`${server.port}\n`);
process.stderr.write(`fake Gemini API at ${server.baseUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
