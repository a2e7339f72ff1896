import { EngineError, type Engine } from '../../engine/types';
import { PoolBusyError } from '../../engine/worker/worker-pool';
import type { Metrics } from './metrics';

type GenerationKind = 'character_sheet' | 'scene' | 'refine';

/** The engine as the server uses it, counting and timing every generation by provider, kind and outcome. */
export function instrumentEngine(engine: Engine, metrics: Metrics): Engine {
  const provider = engine.name;
  async function measured<T>(kind: GenerationKind, generate: () => Promise<T>): Promise<T> {
    const stopTimer = metrics.generationDuration.startTimer({ provider, kind });
    metrics.generationsInFlight.inc({ provider });
    let outcome = 'error';
    try {
      const result = await generate();
      outcome = 'ok';
      return result;
    } catch (error) {
      if (error instanceof EngineError) outcome = error.kind;
      if (error instanceof PoolBusyError) outcome = 'queue_full';
      throw error;
    } finally {
      metrics.generationsInFlight.dec({ provider });
      metrics.generations.inc({ provider, kind, outcome });
      stopTimer({ outcome });
    }
  }
  // Anything that draws nothing (characterSpec, name) passes through to the engine itself.
  return Object.assign(Object.create(engine) as Engine, {
    characterSheet: (input: Parameters<Engine['characterSheet']>[0]) => measured('character_sheet', () => engine.characterSheet(input)),
    scene: (input: Parameters<Engine['scene']>[0]) => measured('scene', () => engine.scene(input)),
    refine: (input: Parameters<Engine['refine']>[0]) => measured('refine', () => engine.refine(input)),
  });
}
