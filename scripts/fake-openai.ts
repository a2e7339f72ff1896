/**
 * Runs the fake OpenAI Images API for end-to-end runs:
 *   tsx scripts/fake-openai.ts [port]     (0 or nothing: a free port)
 * Prints the port alone on stdout, then serves until killed. Point the product at it with
 *   IMAGE_PROVIDER=openai OPENAI_API_KEY=test OPENAI_BASE_URL=http://127.0.0.1:PORT/v1
 * GET http://127.0.0.1:PORT/__requests lists what it has received (the `openai` e2e project asserts on it).
 */
import { startFakeOpenAiServer } from '../src/engine/providers/testing/fake-openai-server';

const server = await startFakeOpenAiServer({ port: Number(process.argv[2] ?? 0) });
process.stdout.write(`${server.port}\n`);
process.stderr.write(`fake OpenAI Images API at ${server.baseUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
