import { createBuiltinEngine } from './builtin/builtin-engine';
import { readPageMetadata } from './page-png';
import type { Engine } from './types';

/**
 * Activity and pattern pages (mandala, maze, dot-to-dot, name page) are drawn by the built-in engine
 * whatever the image provider: their rules (one path through a maze, numbers clear of lines, exact
 * symmetry) are construction, not something an image model can be trusted to draw. Refining such a
 * page goes to the built-in engine too, which reads the plan the page carries.
 */
export function withActivityPages(engine: Engine): Engine {
  const builtin = createBuiltinEngine();
  const isActivity = (kind: unknown): boolean => kind !== undefined && kind !== 'scene' && kind !== 'sheet';
  return {
    ...engine,
    name: engine.name,
    scene: (input) => (isActivity(input.kind) ? builtin.scene(input) : engine.scene(input)),
    refine: (input) => (isActivity(readPageMetadata(input.png)?.kind) ? builtin.refine(input) : engine.refine(input)),
  };
}
