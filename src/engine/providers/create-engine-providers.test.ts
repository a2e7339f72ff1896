import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../create-engine';
import { startFakeGeminiServer, type FakeGeminiServer } from './testing/fake-gemini-server';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';

let openAi: FakeOpenAiServer;
let gemini: FakeGeminiServer;

beforeAll(async () => {
  [openAi, gemini] = await Promise.all([startFakeOpenAiServer(), startFakeGeminiServer()]);
});
afterAll(async () => {
  await Promise.all([openAi.close(), gemini.close()]);
});

const limits = { timeoutMs: 20_000, maxRetries: 0 };

describe('createEngine with an AI provider', () => {
  it('returns the OpenAI engine, drawing with the configured key, model and base URL', async () => {
    const engine = createEngine({
      provider: 'openai',
      openai: { apiKey: 'sk-configured', model: 'gpt-image-configured', baseUrl: openAi.baseUrl, ...limits },
    });

    const sheet = await engine.characterSheet({ name: 'Pip', description: 'a robot', poses: 3 });

    expect(engine.name).toBe('openai');
    expect(openAi.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk-configured', fields: { model: 'gpt-image-configured' } });
    expect(sheet.metadata.engine).toBe('openai');
  });

  it('returns the Gemini engine, drawing with the configured key, model and base URL', async () => {
    const engine = createEngine({
      provider: 'gemini',
      gemini: { apiKey: 'gemini-configured', model: 'gemini-image-configured', baseUrl: gemini.baseUrl, ...limits },
    });

    const sheet = await engine.characterSheet({ name: 'Pip', description: 'a robot', poses: 3 });

    expect(engine.name).toBe('gemini');
    expect(gemini.requests.at(-1)).toMatchObject({ apiKey: 'gemini-configured', model: 'gemini-image-configured' });
    expect(sheet.metadata.engine).toBe('gemini');
  });

  it('refuses to build a provider engine without its settings', () => {
    expect(() => createEngine({ provider: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => createEngine({ provider: 'gemini' })).toThrow(/GEMINI_API_KEY/);
  });
});
