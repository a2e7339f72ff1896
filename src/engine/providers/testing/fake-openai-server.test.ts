import { createHash } from 'node:crypto';
import OpenAI, { toFile } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_OPENAI_REQUESTS_PATH, startFakeOpenAiServer, type FakeOpenAiServer, type RecordedOpenAiRequestSummary } from './fake-openai-server';

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describe('fake OpenAI server inspection endpoint', () => {
  it('answers the received edits with model, prompt and each image part in order by hash', async () => {
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: server.baseUrl, maxRetries: 0 });
    const first = Buffer.from('first reference bytes');
    const second = Buffer.from('second reference, longer bytes');
    await client.images.edit({
      model: 'gpt-image-test',
      prompt: 'Draw the two of them having a picnic',
      image: [await toFile(first, 'a.png', { type: 'image/png' }), await toFile(second, 'b.png', { type: 'image/png' })],
    });

    const response = await fetch(`http://127.0.0.1:${server.port}${FAKE_OPENAI_REQUESTS_PATH}`);
    expect(response.status).toBe(200);
    const summaries = (await response.json()) as RecordedOpenAiRequestSummary[];
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      path: '/v1/images/edits',
      model: 'gpt-image-test',
      prompt: 'Draw the two of them having a picnic',
      images: [
        { field: 'image[]', filename: 'a.png', type: 'image/png', byteLength: first.length, sha256: sha256(first) },
        { field: 'image[]', filename: 'b.png', type: 'image/png', byteLength: second.length, sha256: sha256(second) },
      ],
    });
  });
});
