import { withActivityPages } from './activity-pages';
import { createBuiltinEngine } from './builtin/builtin-engine';
import { createGeminiEngine } from './providers/gemini-engine';
import { createOpenAiEngine } from './providers/openai-engine';
import type { Engine, EngineConfig } from './types';

/** The engine the configuration asks for. Every implementation answers the same `Engine` interface. */
export function createEngine(config: EngineConfig): Engine {
  switch (config.provider) {
    case 'builtin':
      return createBuiltinEngine();
    case 'openai':
      if (!config.openai) throw new Error('IMAGE_PROVIDER=openai needs its settings: set OPENAI_API_KEY.');
      return withActivityPages(createOpenAiEngine(config.openai));
    case 'gemini':
      if (!config.gemini) throw new Error('IMAGE_PROVIDER=gemini needs its settings: set GEMINI_API_KEY.');
      return withActivityPages(createGeminiEngine(config.gemini));
    default:
      throw new Error(`Unknown image provider: ${String((config as { provider: unknown }).provider)}`);
  }
}
