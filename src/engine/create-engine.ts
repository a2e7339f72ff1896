import { createBuiltinEngine } from './builtin/builtin-engine';
import type { Engine, EngineConfig } from './types';

/** The engine the configuration asks for. Every implementation answers the same `Engine` interface. */
export function createEngine(config: EngineConfig): Engine {
  switch (config.provider) {
    case 'builtin':
      return createBuiltinEngine();
    case 'openai':
    case 'gemini':
      throw new Error(`The ${config.provider} image provider is not available in this build; use IMAGE_PROVIDER=builtin.`);
    default:
      throw new Error(`Unknown image provider: ${String((config as { provider: unknown }).provider)}`);
  }
}
